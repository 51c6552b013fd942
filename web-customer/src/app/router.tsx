import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { RouteError } from '@/components/errors/route-error';
import { MainLayout } from '@/components/layouts/main-layout';
import { Loading } from '@/components/ui/loading';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth/require-auth';
import { redirectRoutes } from './routes/redirects';

const Root = () => (
  <MainLayout newsletterForm={<NewsletterForm />}>
    <ScrollRestoration />
    <Outlet />
    <CookieBanner />
  </MainLayout>
);

/**
 * Each page is its own chunk. Error boundaries: one around every page (the header stays usable),
 * one around the signed-in area, and the root one if the layout itself fails.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Root />,
    errorElement: <ErrorFallback />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }) },
          { path: paths.login.path, lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }) },
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            errorElement: <RouteError />,
            children: [
              { path: paths.dashboard.path, lazy: async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute }) },
              { path: paths.parcels.path, lazy: async () => ({ Component: (await import('./routes/app/parcels')).ParcelsRoute }) },
              {
                path: paths.declareParcel.path,
                lazy: async () => ({ Component: (await import('./routes/app/declare-parcel')).DeclareParcelRoute }),
              },
              { path: paths.tracking.path, lazy: async () => ({ Component: (await import('./routes/app/tracking')).TrackingRoute }) },
            ],
          },
          { path: paths.pricing.path, lazy: async () => ({ Component: (await import('./routes/public/pricing')).PricingRoute }) },
          { path: paths.calculator.path, lazy: async () => ({ Component: (await import('./routes/public/calculator')).CalculatorRoute }) },
          { path: paths.help.path, lazy: async () => ({ Component: (await import('./routes/public/help')).HelpRoute }) },
          { path: paths.faq.path, lazy: async () => ({ Component: (await import('./routes/public/faq')).FaqRoute }) },
          { path: paths.contact.path, lazy: async () => ({ Component: (await import('./routes/public/contact')).ContactRoute }) },
          {
            path: paths.newsletterConfirmation.path,
            lazy: async () => ({ Component: (await import('./routes/public/newsletter-confirmation')).NewsletterConfirmationRoute }),
          },
          {
            path: paths.newsletterUnsubscribe.path,
            lazy: async () => ({ Component: (await import('./routes/public/newsletter-unsubscribe')).NewsletterUnsubscribeRoute }),
          },
          ...redirectRoutes,
          { path: paths.blog.path, lazy: async () => ({ Component: (await import('./routes/public/blog')).BlogRoute }) },
          { path: paths.blogArticle.path, lazy: async () => ({ Component: (await import('./routes/public/blog-article')).BlogArticleRoute }) },
          { path: paths.terms.path, lazy: async () => ({ Component: (await import('./routes/public/terms')).TermsRoute }) },
          { path: paths.privacy.path, lazy: async () => ({ Component: (await import('./routes/public/privacy')).PrivacyRoute }) },
          { path: paths.legalNotice.path, lazy: async () => ({ Component: (await import('./routes/public/legal-notice')).LegalNoticeRoute }) },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

/**
 * Puts in place the page modules of the routes matching `pathname`, so that the router's first render
 * is the page itself: hydrating a prerendered page needs the same tree as the prerendering.
 */
const loadMatchedRoutes = async (pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
};

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router, created once the current page's module is loaded. */
export const createAppRouter = async (): Promise<AppRouter> => {
  await loadMatchedRoutes(window.location.pathname);
  return createBrowserRouter(routes);
};
