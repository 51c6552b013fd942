import * as z from 'zod';

/**
 * What the API and the two web apps agree on over HTTP, stated once: the session cookies' names,
 * the CSRF double-submit cookie and header, and the problem+json body of every refusal.
 */
export const sessionCookieNames = {
  /** the ID token (httpOnly) */
  session: 'pa_session',
  /** the refresh token (httpOnly, sent to the sign-in path only) */
  refresh: 'pa_refresh',
  /** the CSRF token, readable by the page, echoed in `csrfHeaderName` on every write */
  csrf: 'pa_csrf',
} as const;
export const csrfHeaderName = 'X-CSRF-Token';

/** RFC 9457 problem details, with a French `detail` and react-admin's per-field `errors`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  correlationId: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
