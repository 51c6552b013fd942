import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { siteRoutes } from '@/config/site-route-table';
import { redirects } from '@/config/site-routes';
import { blogArticles } from '@/features/blog/content/articles';
import { App } from './index';
import { islandsReady } from '@/lib/islands-ready';
import { customerAreaPaths, preloadRoutes } from './router';

export { customerAreaPaths, firstLoadModules } from './router';

/**
 * The build's server-side entry (`scripts/build-site.ts`): renders the public pages to HTML, so that
 * their text is there before any script runs and search engines read them as they are.
 */

/** The public pages, written to HTML at build time and listed in the sitemap. */
export const prerenderedPaths: readonly string[] = [
  paths.home.getHref(),
  paths.pricing.getHref(),
  paths.calculator.getHref(),
  paths.returnsService.getHref(),
  paths.help.getHref(),
  paths.faq.getHref(),
  paths.contact.getHref(),
  paths.register.getHref(),
  paths.blog.getHref(),
  ...blogArticles.map((article) => paths.blogArticle.getHref(article.slug)),
  paths.terms.getHref(),
  paths.privacy.getHref(),
  paths.legalNotice.getHref(),
];

/**
 * The shells of the sign-in page and of the signed-in area's routes, written to HTML at build time but
 * not listed in the sitemap: the login form, and each page's frame with its skeleton (no one's data),
 * painted before the JavaScript arrives.
 */
export const shellPaths: readonly string[] = [paths.login.getHref(), ...customerAreaPaths];

/** An address no route knows: rendering it gives the not-found page. */
export const notFoundSamplePath = '/page-introuvable';

export { siteRoutes };
export const siteUrl = env.SITE_URL;

/** The page at `path`: its `<head>` entries (title, description, canonical) and the app's HTML. */
export const renderPage = async (path: string): Promise<{ head: string; body: string }> => {
  if (path in redirects) throw new Error(`${path} : la page redirige vers ${redirects[path]}, elle ne peut pas être prérendue`);
  // renderToString does not wait for a page's chunk: the page is loaded first, as the browser does before hydrating.
  await preloadRoutes(path);
  await islandsReady();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  // React 19 writes the page's <title>, <meta> and <link> first, ahead of the tree they belong in.
  const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
};
