import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './shell.css';

/**
 * The band's titles and icons (5 kB) load only with the pages that show it: the home page, the most
 * visited, has its own hero and stays within its JavaScript budget without them.
 */
const pageTitleBand = lazyComponent(async () => (await import('./page-title-band')).PageTitleBand);

const showsTitleBand = (pathname: string) => pathname !== paths.home.path;

/** What `preloadLayout` loads at `pathname`, as the build's manifest names the modules (for the budget test). */
export const layoutModules = (pathname: string): string[] => (showsTitleBand(pathname) ? ['src/components/layouts/page-title-band.tsx'] : []);

/** Loads what the layout shows at `pathname`, before the first render (hydration, prerendering). */
export const preloadLayout = async (pathname: string): Promise<void> => {
  if (showsTitleBand(pathname)) await pageTitleBand.preload();
};

const TitleBand = () => (showsTitleBand(useLocation().pathname) ? pageTitleBand.element : null);

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
      {/* Only a client-side navigation from the home page waits for the band's module. */}
      <Suspense fallback={null}>
        <TitleBand />
      </Suspense>
      <main id="contenu" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </div>
    <SiteFooter newsletterForm={newsletterForm} />
  </>
);
