/**
 * Every time limit of the product stated once: how long a handler may run, how much of that a call to a
 * dependency may take, and how often it is tried. A dependency that is down or frozen must cost a request
 * a few seconds and end in a French 503 (`../http/outages.ts`), never hold it until the Lambda is killed.
 */

/**
 * The Lambda timeouts: an HTTP handler answers a person who waits (and API Gateway's HTTP API gives up at
 * 30 s); a reaction or a job gets more, and an entry of the manifest may ask for more still.
 */
export const handlerTimeoutSeconds = { http: 10, other: 30 } as const;

/**
 * What an HTTP handler keeps of its Lambda's remaining time to answer once its budget is spent: the
 * problem, its log line and the way back through API Gateway, before the runtime kills the invocation.
 */
export const deadlineMarginMs = 1_000;

/**
 * An AWS call: a TCP connection in the region takes milliseconds, and DynamoDB, SES, S3, EventBridge,
 * Cognito and Secrets Manager answer the product's small requests in tens of milliseconds, so a second to
 * connect and three to be answered (headers, then three seconds of silence at most while the body comes) only
 * fail a dependency that is down, frozen or drowning (the embedded stand-ins on a busy two-core machine take
 * more than two at times). One retry: a second failure in a row is an outage,
 * not a blip, and the person is told to retry rather than kept waiting.
 */
export const awsCallLimits = { connectionTimeoutMs: 1_000, requestTimeoutMs: 3_000, maxAttempts: 2 } as const;

/**
 * The longest pause the AWS SDK (standard retry mode) makes before its one retry: up to 1 s after a
 * throttling error, 50 ms after another (its own figures, read from `@smithy/core`'s retry strategy).
 */
export const awsRetryPauseCeilingMs = 1_000;

/**
 * A Stripe call: creating a Checkout Session takes longer than a DynamoDB read (a few hundred
 * milliseconds, seldom over a second), hence three seconds; one retry (every POST carries an idempotency
 * key, so a retry never pays twice), after Stripe's SDK pause of 0.5 to 1 s.
 */
export const stripeCallLimits = { timeoutMs: 3_000, maxNetworkRetries: 1, retryPauseCeilingMs: 1_000 } as const;

/**
 * The settings every AWS SDK client of `functions/` is built with, spread first into its constructor's options.
 * `requestTimeout` bounds the whole exchange up to the answer's headers (`throwOnRequestTimeout`: the SDK
 * only warns otherwise); `socketTimeout` bounds a silence while the body is read.
 */
export const awsClientLimits = () => ({
  maxAttempts: awsCallLimits.maxAttempts,
  requestHandler: {
    connectionTimeout: awsCallLimits.connectionTimeoutMs,
    requestTimeout: awsCallLimits.requestTimeoutMs,
    throwOnRequestTimeout: true,
    socketTimeout: awsCallLimits.requestTimeoutMs,
  },
});

/** The longest one AWS call can take, every attempt timing out and the longest pause between them. */
export const awsCallCeilingMs = awsCallLimits.maxAttempts * awsCallLimits.requestTimeoutMs + (awsCallLimits.maxAttempts - 1) * awsRetryPauseCeilingMs;

/** The longest one Stripe call can take, likewise. */
export const stripeCallCeilingMs = (stripeCallLimits.maxNetworkRetries + 1) * stripeCallLimits.timeoutMs + stripeCallLimits.maxNetworkRetries * stripeCallLimits.retryPauseCeilingMs;
