/**
 * Where the servers in front of the customer app send a path: a redirect (301), the app (200), or
 * the app's not-found page with a 404. The same function runs in the local gateway and, as source
 * text, in the CloudFront viewer-request function: it must stay self-contained, plain ES2020.
 */
export type SiteRoutes = { redirects: Record<string, string>; routes: string[] };
export type SiteAnswer = { kind: 'redirect'; location: string } | { kind: 'app' } | { kind: 'not-found' };

export function resolveSitePath(site: SiteRoutes, path: string): SiteAnswer {
  const trimmed = path.length > 1 && path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
  if (Object.prototype.hasOwnProperty.call(site.redirects, trimmed)) return { kind: 'redirect', location: site.redirects[trimmed] as string };
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
    if (matches) return { kind: 'app' };
  }
  return { kind: 'not-found' };
}
