import { csrfCookie, expireCookie, serializeCookie, sessionCookie } from '../platform/http/cookies';

/**
 * The two cookies of a session: the opaque session id (httpOnly) and its CSRF token (read by the
 * page and echoed in a header). Without « Se souvenir de moi » they are browser-session cookies.
 */
export const sessionCookiesFor = (opened: { sessionId: string; csrfToken: string; cookieMaxAge: number | undefined }): string[] => [
  serializeCookie(sessionCookie, opened.sessionId, { httpOnly: true, maxAge: opened.cookieMaxAge }),
  serializeCookie(csrfCookie, opened.csrfToken, { httpOnly: false, maxAge: opened.cookieMaxAge }),
];

export const expiredSessionCookies = (): string[] => [expireCookie(sessionCookie), expireCookie(csrfCookie, { httpOnly: false })];
