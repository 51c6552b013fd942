import { emailNotConfirmedMessage } from '../../domain/customer/account-input';
import { DomainError } from '../../domain/shared/errors';

export class EmailNotConfirmedError extends DomainError {
  readonly status = 403;
  override readonly code = 'email-not-confirmed';
  constructor() {
    super(emailNotConfirmedMessage);
    this.name = 'EmailNotConfirmedError';
  }
}

export const noUserDataMessage = 'Aucune donnée utilisateur reçue';

/** Credentials without an account of the product behind them (spec 1, section 8: "no user returned"). */
export class NoUserDataError extends DomainError {
  readonly status = 500;
  constructor() {
    super(noUserDataMessage);
    this.name = 'NoUserDataError';
  }
}
