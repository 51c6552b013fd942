/**
 * The instant a command, a reaction, a job or a view happens at: what the product's rules read as
 * "now" (storage days, free periods, quote and link validity, the plan in force). On AWS it is the wall
 * clock and nothing sets it. The embedded runtime may move it ahead for demonstrations and acceptance
 * (`npm start -- --clock …`): one clock for the handlers, the jobs, the scheduler and the Stripe stand-in.
 *
 * What the infrastructure times (sessions and Cognito tokens, rate limits, presigned links, the feed's
 * commit times, logs, timeouts) stays on `new Date()`: a token's `exp` is checked on the wall clock by
 * the identity provider and by its verifier, and a feed day is the day a changeset was really written.
 */
let readMs: () => number = Date.now;

export const clock = { now: (): Date => new Date(readMs()) };

/** The embedded runtime's seam: from then on `clock.now()` reads `read`. */
export const useClock = (read: () => number): void => {
  readMs = read;
};
