import {
  emailNotConfirmedMessage,
  invalidCredentialsMessage,
  tooManyAttemptsMessage,
} from '@domain/customer/account-input';
import { problemCodes } from '@domain/shared/http-contract';
import { errorMessage, isApiError } from '@/lib/api-error';
import { LoginTimeoutError } from '../api/login';

/** The French messages of spec 1, section 8, beside those the shared schemas carry. */
export const authMessages = {
  loginFailed: 'Erreur lors de la connexion',
  loginTimeout: 'Délai de connexion dépassé. Veuillez réessayer.',
  noUserData: 'Aucune donnée utilisateur reçue',
  resetRequestFailed: "Erreur lors de l'envoi de l'email de réinitialisation",
  registrationFailed: "Erreur lors de l'inscription",
  confirmationResent: 'Email de confirmation renvoyé.',
  confirmationResendFailed: "Erreur lors du renvoi de l'email de confirmation. Veuillez réessayer.",
} as const;

/** What went wrong with a sign-in, in the words of spec 1, section 8. */
export type LoginFailure =
  | { kind: 'email-not-confirmed'; message: string }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number | undefined }
  | { kind: 'other'; message: string };

export const describeLoginFailure = (error: unknown): LoginFailure => {
  if (error instanceof LoginTimeoutError) return { kind: 'other', message: authMessages.loginTimeout };
  if (!isApiError(error)) return { kind: 'other', message: authMessages.loginFailed };
  // A 200 whose body is not a person (spec: "No user returned").
  if (error.kind === 'invalid-response') return { kind: 'other', message: authMessages.noUserData };
  if (error.isRateLimited) return { kind: 'rate-limited', message: tooManyAttemptsMessage, retryAfterSeconds: error.retryAfterSeconds };
  if (error.code === problemCodes.emailNotConfirmed) return { kind: 'email-not-confirmed', message: emailNotConfirmedMessage };
  if (error.isUnauthorized) return { kind: 'other', message: error.detail ?? invalidCredentialsMessage };
  return { kind: 'other', message: errorMessage(error, authMessages.loginFailed) };
};

/** A request of the account e-mails (resend, reset link) that failed: too many attempts, or the screen's message. */
export const mailRequestFailure = (error: unknown, fallback: string): string =>
  isApiError(error) && error.isRateLimited ? tooManyAttemptsMessage : errorMessage(error, fallback);

/** "dans 3 minutes", for the wait a 429 asks for. */
export const waitDescription = (seconds: number): string => {
  if (seconds < 60) return `dans ${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `dans ${minutes} minute${minutes > 1 ? 's' : ''}`;
};
