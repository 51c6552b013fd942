import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MainLayout = ({ children, newsletterForm }: { children: ReactNode; newsletterForm: ReactNode }) => (
  <>
    <a className="skip-link" href="#contenu">
      Aller au contenu
    </a>
    <SiteHeader />
    <main id="contenu" className="site-main" tabIndex={-1}>
      {children}
    </main>
    <SiteFooter newsletterForm={newsletterForm} />
  </>
);
