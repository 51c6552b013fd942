import { defaultSignedInPath } from '@/config/paths';

/**
 * The target of `?redirect=`, only if it stays on this site: a path starting with a single "/"
 * (not "//host" nor "/\host", which browsers read as another site). Anything else gives the default.
 */
export const safeRedirectTarget = (requested: string | null | undefined, fallback = defaultSignedInPath): string => {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\')) {
    return fallback;
  }
  try {
    const base = 'https://passerelle.invalid';
    const url = new URL(requested, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
};
