/** Expected business refusals. Each carries the HTTP status it maps to and a French message. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  /** a stable name for the refusals a page treats apart (`problemCodes` of the HTTP contract) */
  readonly code: string | undefined = undefined;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export type FieldErrors = Record<string, string>;

export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ValidationError';
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(message = "Vous n'avez pas les permissions nécessaires pour cette action.", options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConflictError';
  }
}

export class IllegalStateError extends DomainError {
  readonly status = 409;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IllegalStateError';
  }
}
