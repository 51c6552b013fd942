import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

export const MainLayout = ({ children }: { children: ReactNode }) => (
  <>
    <a className="skip-link" href="#contenu">
      Aller au contenu
    </a>
    <SiteHeader />
    <main id="contenu" className="site-main" tabIndex={-1}>
      {children}
    </main>
  </>
);
