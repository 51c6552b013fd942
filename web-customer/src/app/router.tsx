import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { MainLayout, preloadLayout } from '@/components/layouts/main-layout';
import { Loading } from '@/components/ui/loading';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { paths } from '@/config/paths';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { redirectRoutes } from './routes/redirects';

/** A page that talks to the API: TanStack Query comes in its chunk, not in every page's first load. */
const withQueries = (load: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
  const [{ QueryProvider }, Page] = await Promise.all([import('@/lib/query-provider'), load()]);
  return () => (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
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

const route = (path: string | undefined, page: LazyComponent): RouteObject =>
  path === undefined ? { index: true, element: page.element, handle: page } : { path, element: page.element, handle: page };

const customerArea = lazyComponent(async () => (await import('./routes/app/customer-area')).CustomerArea);

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
      route(undefined, lazyComponent(async () => (await import('./routes/landing')).LandingRoute)),
      route(paths.login.path, lazyComponent(withQueries(async () => (await import('./routes/auth/login')).LoginRoute))),
      route(paths.register.path, lazyComponent(withQueries(async () => (await import('./routes/auth/register')).RegisterRoute))),
      route(paths.confirmEmail.path, lazyComponent(withQueries(async () => (await import('./routes/auth/confirm-email')).ConfirmEmailRoute))),
      route(paths.resetPassword.path, lazyComponent(withQueries(async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute))),
      route(
        paths.confirmEmailChange.path,
        lazyComponent(withQueries(async () => (await import('./routes/auth/confirm-email-change')).ConfirmEmailChangeRoute)),
      ),
      {
        element: customerArea.element,
        handle: customerArea,
        children: [
          route(paths.dashboard.path, lazyComponent(async () => (await import('./routes/app/dashboard')).DashboardRoute)),
          route(paths.parcels.path, lazyComponent(async () => (await import('./routes/app/parcels')).ParcelsRoute)),
          route(paths.declareParcel.path, lazyComponent(async () => (await import('./routes/app/declare-parcel')).DeclareParcelRoute)),
          route(paths.shipParcels.path, lazyComponent(async () => (await import('./routes/app/ship-parcels')).ShipParcelsRoute)),
          route(paths.quotes.path, lazyComponent(async () => (await import('./routes/app/quotes')).QuotesRoute)),
          route(paths.returns.path, lazyComponent(async () => (await import('./routes/app/returns')).ReturnsRoute)),
          route(paths.subscription.path, lazyComponent(async () => (await import('./routes/app/subscription')).SubscriptionRoute)),
          route(paths.tracking.path, lazyComponent(async () => (await import('./routes/app/tracking')).TrackingRoute)),
          route(paths.account.path, lazyComponent(async () => (await import('./routes/app/account')).AccountRoute)),
          route(paths.buyForMe.path, lazyComponent(async () => (await import('./routes/app/buy-for-me')).BuyForMeRoute)),
        ],
      },
      route(paths.pricing.path, lazyComponent(async () => (await import('./routes/public/pricing')).PricingRoute)),
      route(paths.returnsService.path, lazyComponent(async () => (await import('./routes/public/returns-service')).ReturnsServiceRoute)),
      route(paths.calculator.path, lazyComponent(async () => (await import('./routes/public/calculator')).CalculatorRoute)),
      route(paths.help.path, lazyComponent(async () => (await import('./routes/public/help')).HelpRoute)),
      route(paths.faq.path, lazyComponent(async () => (await import('./routes/public/faq')).FaqRoute)),
      route(paths.contact.path, lazyComponent(withQueries(async () => (await import('./routes/public/contact')).ContactRoute))),
      route(
        paths.newsletterConfirmation.path,
        lazyComponent(withQueries(async () => (await import('./routes/public/newsletter-confirmation')).NewsletterConfirmationRoute)),
      ),
      route(
        paths.newsletterUnsubscribe.path,
        lazyComponent(withQueries(async () => (await import('./routes/public/newsletter-unsubscribe')).NewsletterUnsubscribeRoute)),
      ),
      ...redirectRoutes,
      route(paths.blog.path, lazyComponent(async () => (await import('./routes/public/blog')).BlogRoute)),
      route(paths.blogArticle.path, lazyComponent(async () => (await import('./routes/public/blog-article')).BlogArticleRoute)),
      route(paths.terms.path, lazyComponent(async () => (await import('./routes/public/terms')).TermsRoute)),
      route(paths.privacy.path, lazyComponent(async () => (await import('./routes/public/privacy')).PrivacyRoute)),
      route(paths.legalNotice.path, lazyComponent(async () => (await import('./routes/public/legal-notice')).LegalNoticeRoute)),
      route('*', lazyComponent(async () => (await import('./routes/not-found')).NotFoundRoute)),
    ],
  },
];

const isLazyComponent = (handle: unknown): handle is LazyComponent =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<LazyComponent>).preload === 'function';

/**
 * Loads the modules of the pages matching `pathname`, so that the first render is the page itself:
 * hydrating a prerendered page needs the same tree as the prerendering.
 */
export const preloadRoutes = async (pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all([
    preloadLayout(pathname),
    ...matches.map(({ route: matched }) => (isLazyComponent(matched.handle) ? matched.handle.preload() : undefined)),
  ]);
};

/** The app's pages, under the router the caller provides (the browser's, or the prerendering's static one). */
export const AppRoutes = () => useRoutes(routes);
