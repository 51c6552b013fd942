import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { layoutModules, MainLayout, preloadLayout } from '@/components/layouts/main-layout';
import { Loading } from '@/components/ui/loading';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { paths } from '@/config/paths';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { nextTask } from '@/lib/next-task';
import { redirectRoutes } from './routes/redirects';

/**
 * The pages' modules, each its own chunk, named by their file: the route table says which file holds
 * a page, and the build knows from it which modules each page loads first (`firstLoadModules`).
 */
const pageModules = import.meta.glob<Record<string, unknown>>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx', '!./routes/redirects.tsx']);

/** The query provider's module, as the build's manifest names it (TanStack Query comes with it). */
const queryProviderModule = 'src/lib/query-provider.tsx';

type RouteHandle = LazyComponent & { modules: readonly string[] };

/**
 * The page exported as `name` by `file` (relative to this folder). `queries`: a page that talks to
 * the API outside the signed-in area: TanStack Query comes in its chunk, not in every page's first load.
 * `alsoLoads`: other modules its first load brings (for the budget), as the build's manifest names them.
 */
const page = (file: string, name: string, { queries = false, alsoLoads = [] as readonly string[] } = {}): RouteHandle => {
  const loadModule = pageModules[file];
  if (!loadModule) throw new Error(`${file} : aucune page à cette adresse`);
  const loadPage = async () => {
    const Page = (await loadModule())[name];
    if (typeof Page !== 'function') throw new Error(`${file} n'exporte pas la page ${name}`);
    return Page as ComponentType;
  };
  const modules = [`src/app/${file.slice(2)}`, ...(queries ? [queryProviderModule] : []), ...alsoLoads];
  if (!queries) return { ...lazyComponent(loadPage), modules };
  return {
    ...lazyComponent(async () => {
      const [{ QueryProvider }, Page] = await Promise.all([import('@/lib/query-provider'), loadPage()]);
      return () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      );
    }),
    modules,
  };
};

/**
 * A page reached by a link starts at the top, as a page loaded from the server does (a link to an
 * anchor excepted); Back and Forward leave the position to the browser, which restores it.
 */
const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
};

const Root = () => {
  const { pathname } = useLocation();
  return (
    <MainLayout newsletterForm={<NewsletterForm />}>
      <ScrollToTop />
      {/* Keyed by address: an error on one page is gone once the person goes to another. */}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <CookieBanner />
    </MainLayout>
  );
};

const route = (path: string | undefined, handle: RouteHandle): RouteObject =>
  path === undefined ? { index: true, element: handle.element, handle } : { path, element: handle.element, handle };

/**
 * The signed-in area; its pages are seen with the sign-in hint, so the session's signed-in parts
 * (`signed-in.tsx`, loaded by `SessionProvider` from app/index.tsx) come with their first load.
 */
const customerArea = page('./routes/app/customer-area.tsx', 'CustomerArea', { alsoLoads: ['src/app/signed-in.tsx'] });

/**
 * Each page is its own chunk; the signed-in area (session guard, TanStack Query, zod) is one more,
 * loaded only on its routes. Error boundaries: one around every page (the header stays usable), one
 * around the signed-in area, and the app's last resort if the layout itself fails.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Root />,
    children: [
      route(undefined, page('./routes/landing.tsx', 'LandingRoute')),
      route(paths.login.path, page('./routes/auth/login.tsx', 'LoginRoute')),
      route(paths.register.path, page('./routes/auth/register.tsx', 'RegisterRoute')),
      route(paths.confirmEmail.path, page('./routes/auth/confirm-email.tsx', 'ConfirmEmailRoute', { queries: true })),
      route(paths.resetPassword.path, page('./routes/auth/reset-password.tsx', 'ResetPasswordRoute', { queries: true })),
      route(
        paths.confirmEmailChange.path,
        page('./routes/auth/confirm-email-change.tsx', 'ConfirmEmailChangeRoute', { queries: true }),
      ),
      {
        element: customerArea.element,
        handle: customerArea,
        children: [
          route(paths.dashboard.path, page('./routes/app/dashboard.tsx', 'DashboardRoute')),
          route(paths.parcels.path, page('./routes/app/parcels.tsx', 'ParcelsRoute')),
          route(paths.declareParcel.path, page('./routes/app/declare-parcel.tsx', 'DeclareParcelRoute')),
          route(paths.shipParcels.path, page('./routes/app/ship-parcels.tsx', 'ShipParcelsRoute')),
          route(paths.quotes.path, page('./routes/app/quotes.tsx', 'QuotesRoute')),
          route(paths.returns.path, page('./routes/app/returns.tsx', 'ReturnsRoute')),
          route(paths.subscription.path, page('./routes/app/subscription.tsx', 'SubscriptionRoute')),
          route(paths.tracking.path, page('./routes/app/tracking.tsx', 'TrackingRoute')),
          route(paths.account.path, page('./routes/app/account.tsx', 'AccountRoute')),
          route(paths.buyForMe.path, page('./routes/app/buy-for-me.tsx', 'BuyForMeRoute')),
        ],
      },
      route(paths.pricing.path, page('./routes/public/pricing.tsx', 'PricingRoute')),
      route(paths.returnsService.path, page('./routes/public/returns-service.tsx', 'ReturnsServiceRoute')),
      route(paths.calculator.path, page('./routes/public/calculator.tsx', 'CalculatorRoute')),
      route(paths.help.path, page('./routes/public/help.tsx', 'HelpRoute')),
      route(paths.faq.path, page('./routes/public/faq.tsx', 'FaqRoute')),
      route(paths.contact.path, page('./routes/public/contact.tsx', 'ContactRoute')),
      route(
        paths.newsletterConfirmation.path,
        page('./routes/public/newsletter-confirmation.tsx', 'NewsletterConfirmationRoute', { queries: true }),
      ),
      route(
        paths.newsletterUnsubscribe.path,
        page('./routes/public/newsletter-unsubscribe.tsx', 'NewsletterUnsubscribeRoute', { queries: true }),
      ),
      ...redirectRoutes,
      route(paths.blog.path, page('./routes/public/blog.tsx', 'BlogRoute')),
      route(paths.blogArticle.path, page('./routes/public/blog-article.tsx', 'BlogArticleRoute')),
      route(paths.terms.path, page('./routes/public/terms.tsx', 'TermsRoute')),
      route(paths.privacy.path, page('./routes/public/privacy.tsx', 'PrivacyRoute')),
      route(paths.legalNotice.path, page('./routes/public/legal-notice.tsx', 'LegalNoticeRoute')),
      route('*', page('./routes/not-found.tsx', 'NotFoundRoute')),
    ],
  },
];

const isLazyComponent = (handle: unknown): handle is LazyComponent =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<LazyComponent>).preload === 'function';

/**
 * Loads the modules of the pages matching `pathname`, so that the first render is the page itself:
 * hydrating a prerendered page needs the same tree as the prerendering. One module graph per task, the
 * outer route first (the signed-in area, then its page). In the browser, a page whose head lists its
 * first-load files has them evaluated already, one per task (`src/main.tsx`); the others (the shell's
 * pages) and the prerendering load them here.
 */
export const preloadRoutes = async (pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  const steps = [() => preloadLayout(pathname), ...matches.flatMap(({ route: matched }) => (isLazyComponent(matched.handle) ? [matched.handle.preload] : []))];
  for (const step of steps) {
    await step();
    await nextTask();
  }
};

/** The app's pages, under the router the caller provides (the browser's, or the prerendering's static one). */
export const AppRoutes = () => useRoutes(routes);

const isRouteHandle = (handle: unknown): handle is RouteHandle => isLazyComponent(handle) && Array.isArray((handle as Partial<RouteHandle>).modules);

/**
 * The modules the app loads before its first render at `pathname` (`preloadRoutes`), as the build's
 * manifest names them: the budget test adds to them what these import and what every page loads.
 */
export const firstLoadModules = (pathname: string): string[] => [
  ...layoutModules(pathname),
  ...(matchRoutes(routes, pathname) ?? []).flatMap(({ route: matched }) => (isRouteHandle(matched.handle) ? matched.handle.modules : [])),
];

/** The signed-in area's routes, from the route table: their shells are prerendered, their budget is the customer area's. */
export const customerAreaPaths: readonly string[] = (routes[0]?.children ?? [])
  .filter((child) => child.handle === customerArea)
  .flatMap((child) => (child.children ?? []).flatMap((grandChild) => (grandChild.path === undefined ? [] : [grandChild.path])));
