import { sessionCookieNames } from '@domain/shared/session-cookies';

/** The value of a cookie scripts may read (not httpOnly), or undefined. */
export const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const found = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
};

/**
 * The API sets this cookie, readable by scripts, at sign-in and expires it at sign-out, beside the
 * httpOnly session: the app sends it back as its CSRF header, and reads it as a hint that there may
 * be a session (it never proves one: only `GET /me` does).
 */
export const csrfCookieName = sessionCookieNames.csrf;

/**
 * Whether it is worth asking the API who is signed in. Without the hint a visitor is known to be
 * signed out with no request: `GET /me` would answer 401, which the browser logs as an error.
 */
export const mayHaveSession = (): boolean => typeof document !== 'undefined' && readCookie(csrfCookieName) !== undefined;

/**
 * Once the API has said the session is over (401 on `GET /me`: revoked, expired, refresh failed),
 * the hint goes too, so that the next pages do not ask again (spec 1, section 4: the ended session's
 * traces are cleared). The API sets it on the whole site (`Path=/`).
 */
export const forgetSessionHint = (): void => {
  if (typeof document === 'undefined') return;
  document.cookie = `${csrfCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
};
