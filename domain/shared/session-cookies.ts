/**
 * The names the API and the two web apps agree on for the session, stated once and without zod (the
 * public pages read the CSRF cookie to know whether someone may be signed in, and load no zod).
 */
export const sessionCookieNames = {
  /** the opaque id of the session kept on the server (httpOnly); the Cognito tokens never reach the browser */
  session: 'pa_session',
  /** the CSRF token, readable by the page, echoed in `csrfHeaderName` on every write */
  csrf: 'pa_csrf',
} as const;
export const csrfHeaderName = 'X-CSRF-Token';
