import { paths } from './paths';

/** Old addresses kept alive (spec 1, section 2.1): answered with 301 by the server and by the router. */
export const redirects: Readonly<Record<string, string>> = {
  '/login': paths.login.path,
  '/services/dom-tom': paths.pricing.path,
  '/services/europe': paths.pricing.path,
  '/services/maroc': paths.pricing.path,
  '/services/groupage': paths.pricing.path,
};

/**
 * Routes whose every page is prerendered (one per blog article): an address of theirs that no page
 * answers is no article, and the servers give it the not-found page and a 404, not the app's shell.
 */
const prerenderedOnly: readonly string[] = [paths.blogArticle.path];

/**
 * Every route the app answers, as patterns (`:name` matches one segment). The build writes them to
 * `site-routes.json` with the prerendered pages; the servers answer any other address with the
 * not-found page and a 404.
 */
export const siteRoutes = {
  redirects,
  routes: [...new Set(Object.values(paths).map((route) => route.path))].filter((route) => !prerenderedOnly.includes(route)),
};
