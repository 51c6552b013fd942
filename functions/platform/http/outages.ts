/**
 * Which failures are an outage, told to the person as a French 503 with `Retry-After` (nothing was done
 * or what was done is kept; trying again later will work), rather than a 500 (a defect of ours).
 */
export const serviceUnavailableMessage = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.';

/** What a 503 asks the client to wait, in seconds: a blip is over by then, and a longer outage is not hammered. */
export const outageRetryAfterSeconds = 5;

/**
 * - `unreachable`: no connection, or one cut (refused, reset, DNS, no route)
 * - `timeout`: no answer in time from a dependency (`aws/limits.ts`)
 * - `throttled`: the dependency asks us to slow down
 * - `dependency-failed`: the dependency answered with its own 5xx
 * - `deadline`: the handler's own time budget is spent (`httpPlatform`)
 */
export type Outage = 'unreachable' | 'timeout' | 'throttled' | 'dependency-failed' | 'deadline';

/** Node's codes for a connection that could not be made or was lost, and for a name that did not resolve. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET']);
const timeoutCodes = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/**
 * The error names under which AWS services say "slow down" (DynamoDB, Cognito, SES, S3, EventBridge,
 * API Gateway), the same list the SDK's retry strategy reads. Cognito's `LimitExceededException` is left
 * out: it also refuses a person who asked too many codes, which is their refusal, not an outage.
 */
const throttlingNames = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'BandwidthLimitExceeded',
  'PriorRequestNotComplete',
  'TransactionInProgressException',
]);
/** AWS's names for a request it could not answer in time, and for its own failures. */
const timeoutNames = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const serviceFailureNames = new Set(['InternalServerError', 'InternalFailure', 'InternalErrorException', 'ServiceUnavailable', 'ServiceUnavailableException', 'InternalError']);
/** A DynamoDB transaction cancelled because one of its items was throttled, not because a condition failed. */
const throttledCancellationCodes = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);

type Shape = {
  name?: unknown;
  code?: unknown;
  type?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $retryable?: { throttling?: unknown };
  $metadata?: { httpStatusCode?: unknown };
  CancellationReasons?: { Code?: unknown }[];
};

const statusOf = (error: Shape): number | undefined => {
  const status = error.$metadata?.httpStatusCode ?? error.statusCode;
  return typeof status === 'number' ? status : undefined;
};

const outageOfOne = (error: Shape): Outage | undefined => {
  const name = typeof error.name === 'string' ? error.name : '';
  const code = typeof error.code === 'string' ? error.code : '';
  // middy ends a handler body that outlives its budget with this error (`timeoutEarlyResponse`).
  if (name === 'TimeoutError' && (error.cause as { package?: unknown } | undefined)?.package === '@middy/core') return 'deadline';
  // Stripe's SDK tells its failures by `type`.
  switch (error.type) {
    case 'StripeConnectionError':
      return 'unreachable';
    case 'StripeRateLimitError':
      return 'throttled';
    case 'StripeAPIError':
      return 'dependency-failed';
  }
  if (timeoutNames.has(name) || timeoutCodes.has(code)) return 'timeout';
  if (unreachableCodes.has(code)) return 'unreachable';
  if (throttlingNames.has(name) || error.$retryable?.throttling === true) return 'throttled';
  if (name === 'TransactionCanceledException' && error.CancellationReasons?.some((reason) => throttledCancellationCodes.has(String(reason.Code)))) return 'throttled';
  const status = statusOf(error);
  if (status === 429) return 'throttled';
  if (serviceFailureNames.has(name)) return 'dependency-failed';
  // An AWS SDK error carries `$metadata`: a 5xx there is the service's, never a defect of ours.
  if (error.$metadata && ((status !== undefined && status >= 500) || error.$fault === 'server')) return 'dependency-failed';
  return undefined;
};

/**
 * The outage an error tells, or undefined for a defect (a 500). Pure: it reads the shapes the AWS SDK v3
 * (`name`, Node's `code`, `$metadata.httpStatusCode`, `$fault`, `$retryable`), Stripe's SDK (`type`) and
 * Node's `fetch` give their errors, and follows `cause` (an error of ours wrapping a dependency's).
 */
export const outageOf = (error: unknown): Outage | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const shape = current as Shape;
    const outage = outageOfOne(shape);
    if (outage) return outage;
    current = shape.cause;
  }
  return undefined;
};
