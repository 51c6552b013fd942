import { env } from '@/config/env';
import { defaultSignedInPath } from '@/config/paths';

/** Whether a path belongs to the back office, another app reached by a full page load. */
export const isBackOfficePath = (path: string): boolean => {
  const base = env.ADMIN_PATH.replace(/\/+$/, '');
  return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`);
};

/**
 * Where a person goes once signed in (spec 1, sections 2.9 and 6): an admin to the back office,
 * unless the target is itself in the back office (then there); anyone else to the target.
 */
export const landingPathFor = (me: { isAdmin: boolean }, target: string = defaultSignedInPath): string => {
  if (me.isAdmin && !isBackOfficePath(target)) return env.ADMIN_PATH;
  return target;
};
