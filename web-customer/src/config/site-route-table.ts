import { paths } from './paths';
import { redirects } from './site-routes';

// The build's alone (through `app/prerender.tsx`): the app's own router never reads the table, only `redirects`.

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
