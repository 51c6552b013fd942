import type { ReactNode } from 'react';
import { PageTitleBand } from './page-title-band';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './shell.css';

/**
 * The frame of every page: skip link, fixed header, the page-title band (not on the home page),
 * the page itself and the footer. The shell starts below the fixed header (`--site-header-height`).
 */
export const MainLayout = ({ children, newsletterForm }: { children: ReactNode; newsletterForm: ReactNode }) => (
  <>
    <a className="skip-link" href="#contenu">
      Aller au contenu
    </a>
    <SiteHeader />
    <div className="site-shell">
      <PageTitleBand />
      <main id="contenu" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </div>
    <SiteFooter newsletterForm={newsletterForm} />
  </>
);
