/**
 * An error answered as Stripe answers it (`{"error":{"type","code","message","param"}}`), so the SDK
 * raises the same typed error as against Stripe: 400/404 → StripeInvalidRequestError,
 * 401 → StripeAuthenticationError, 402 → StripeCardError.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  get body() {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const invalid = (param: string, message: string, code = 'parameter_invalid') => new StripeApiError(400, 'invalid_request_error', message, code, param);

export const required = (param: string) => new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

export const declined = () => new StripeApiError(402, 'card_error', 'Votre carte a été refusée.', 'card_declined');
