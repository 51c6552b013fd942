/**
 * Which file the servers in front of the customer app answer a path with: a redirect (301), a
 * prerendered page, the app's shell for the other routes (200), or the prerendered not-found page
 * (404). The same function runs in the local gateway and, as source text, in the CloudFront
 * viewer-request function: it must stay self-contained, plain ES2020.
 */
export type SiteRoutes = {
  /** old address → new address */
  redirects: Record<string, string>;
  /** every route of the app, as patterns (`:name` matches one segment) */
  routes: string[];
  /** prerendered pages: route → file */
  pages: Record<string, string>;
  /** the app without prerendered content, for the routes that are not prerendered */
  shell: string;
  /** the prerendered not-found page */
  notFound: string;
};
export type SiteAnswer = { kind: 'redirect'; location: string } | { kind: 'file'; file: string; status: 200 | 404 };

export function resolveSitePath(site: SiteRoutes, path: string): SiteAnswer {
  const trimmed = path.length > 1 && path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
  if (Object.prototype.hasOwnProperty.call(site.redirects, trimmed)) return { kind: 'redirect', location: site.redirects[trimmed] as string };
  if (Object.prototype.hasOwnProperty.call(site.pages, trimmed)) return { kind: 'file', file: site.pages[trimmed] as string, status: 200 };
  const segments = trimmed.split('/');
  for (const route of site.routes) {
    const expected = route.split('/');
    if (expected.length !== segments.length) continue;
    let matches = true;
    for (let index = 0; index < expected.length; index += 1) {
      const part = expected[index] as string;
      if (part.charAt(0) === ':' ? (segments[index] as string).length === 0 : part !== segments[index]) {
        matches = false;
        break;
      }
    }
    if (matches) return { kind: 'file', file: site.shell, status: 200 };
  }
  return { kind: 'file', file: site.notFound, status: 404 };
}
