import { revokeRefreshToken, type Session, type SignInTokens } from '../platform/auth';
import { openSession } from '../platform/sessions';
import { loadCustomer } from '../customers/accounts';
import type { MeView } from '../../domain/customer/customer-views';
import { meOrThrow } from '../customers/me-view';
import { EmailNotConfirmedError, NoUserDataError } from './sign-in-errors';
import { sessionCookiesFor } from './session-cookies';

/**
 * The last step of every sign-in, with a password alone or with the second factor: the account must be a
 * registered one with a confirmed address (read from the event store: a confirmation a moment ago counts at
 * once); then the session opens. Returns the person's view and the session's cookies.
 */
export const completeSignIn = async (
  tokens: SignInTokens,
  identity: Session,
  options: { remember: boolean; now: Date; secondFactor: boolean },
): Promise<{ me: MeView; cookies: string[] }> => {
  const { state, version } = await loadCustomer(identity.userId);
  if (state.status !== 'registered' || !state.frenchAddress) {
    await revokeRefreshToken(tokens.refreshToken);
    if (state.status !== 'registered') throw new NoUserDataError();
    throw new EmailNotConfirmedError();
  }
  const opened = await openSession({ tokens, session: identity, remember: options.remember, now: options.now, secondFactor: options.secondFactor });
  return { me: await meOrThrow(identity, { atLeastVersion: version }), cookies: sessionCookiesFor(opened) };
};
