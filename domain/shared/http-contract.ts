import * as z from 'zod';

/**
 * What the API and the two web apps agree on over HTTP, stated once: the session cookies' names,
 * the CSRF double-submit cookie and header (`session-cookies.ts`, free of zod for the public pages),
 * and the problem+json body of every refusal.
 */
export { csrfHeaderName, sessionCookieNames } from './session-cookies';

/** RFC 9457 problem details, with a French `detail` and react-admin's per-field `errors`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  /** a stable name for the refusals a page treats apart (`problemCodes`) */
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  correlationId: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The refusals the web apps act on, beyond showing the detail. */
export const problemCodes = {
  /** sign-in: the e-mail is not confirmed yet; the page offers to resend the confirmation */
  emailNotConfirmed: 'email-not-confirmed',
  /** too many attempts; the answer carries `Retry-After` (seconds) */
  rateLimited: 'rate-limited',
  /** a mail's link that was used, replaced or expired; the page offers a new one */
  linkInvalid: 'link-invalid',
} as const;
