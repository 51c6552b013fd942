import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '../../events/envelope';
import { streamIdOf } from '../../events/envelope';
import type { LinkRecord } from '../../events/customer-events';
import { emailTakenMessage, type Registration } from '../../domain/customer/account-input';
import {
  boxNumberFrom,
  customerDecider,
  linkInvalidMessages,
  LinkInvalidError,
  linkLifetimesMs,
  linkStillWorks,
  type CustomerCommand,
  type CustomerState,
} from '../../domain/customer/customer';
import { warehouseAddress } from '../../domain/customer/warehouse';
import { ConflictError } from '../../domain/shared/errors';
import { executeCommand, loadState, type CommandContext } from '../platform/command';
import { required } from '../platform/config';
import type { Logger } from '../platform/logger';
import { bind, release, reservationOf, reserve, staleAfterMs } from '../platform/reservations';
import { createCredentials, deleteCredentials, findUserId, UsernameTakenError } from '../platform/user-pool';
import { notify, type NotificationKind, type NotificationRequest } from '../notifications/commands';
import { clock } from '../platform/clock';

/**
 * What the account handlers share: the customer stream's commands, the single-use links of the
 * mails (the token lives only in the mail; events keep its SHA-256), and the reservations that keep
 * e-mail addresses and box numbers unique.
 */
export const customerStreamId = (customerId: string) => streamIdOf('customer', customerId);
export const emailReservation = (email: string) => `email#${email}`;
export const boxReservation = (boxNumber: string) => `box#${boxNumber}`;

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

export type IssuedLink = { token: string; record: LinkRecord };
export const issueLink = (kind: keyof typeof linkLifetimesMs, now: Date): IssuedLink => {
  const token = randomBytes(32).toString('base64url');
  return { token, record: { tokenHash: tokenHashOf(token), expiresAt: new Date(now.getTime() + linkLifetimesMs[kind]).toISOString() } };
};

/** The pages that links of the mails open (the customer app's routes). */
export const linkPaths = { confirmation: '/confirmer-email', reset: '/reset-password', emailChange: '/confirmer-nouvel-email' } as const;
export const linkUrl = (kind: keyof typeof linkPaths, customerId: string, token: string): string => {
  const url = new URL(linkPaths[kind], required('SITE_URL'));
  url.searchParams.set('c', customerId);
  url.searchParams.set('t', token);
  return url.toString();
};

export const loadCustomer = (customerId: string): Promise<{ state: CustomerState; version: number }> =>
  loadState(customerDecider, customerStreamId(customerId));

export const runCustomerCommand = (customerId: string, command: CustomerCommand, context: CommandContext) =>
  executeCommand({ decider: customerDecider, streamType: 'customer', streamId: customerStreamId(customerId), command, context });

/** A command's context for an account flow: its id derived from what makes it unique, so a retry is answered once. */
export const accountCommandContext = (commandId: string, options: { actor: Actor; correlationId: string; now: Date }): CommandContext => ({
  commandId,
  requestFingerprint: commandId,
  correlationId: options.correlationId,
  causationId: null,
  actor: options.actor,
  now: options.now,
});

/**
 * Sends an account mail through the notification centre (once per link: its cause is the link's
 * token hash), and says whether it left: the answer tells the person to ask again rather than losing it silently.
 */
export const tryNotify = async <Kind extends NotificationKind>(request: NotificationRequest<Kind>, logger: Logger): Promise<boolean> => {
  try {
    await notify(request);
    return true;
  } catch (error) {
    logger.error('mail non envoyé', { error, kind: request.kind });
    return false;
  }
};

export type RegistrationOutcome = { customerId: string; email: string; version: number; confirmationMailSent: boolean; replayed: boolean };

/**
 * Registration: the address is reserved first (a conditional put: of twenty simultaneous requests
 * for one address, one goes on), then the credentials are created in the user pool, then the
 * sign-up event is appended and the confirmation mail sent. `attempt` names this registration (its
 * Idempotency-Key, or the fingerprint of its form): a retry of the same attempt finds its own account.
 * `whileAddressHeld` runs once the address is held by this attempt (the per-address rate limit): a
 * duplicate is told it is one, whatever the number of duplicates sent at once.
 */
export const registerCustomer = async (
  input: Registration,
  options: { attempt: string; correlationId: string; now: Date; logger: Logger; whileAddressHeld?: () => Promise<void> },
): Promise<RegistrationOutcome> => {
  const { attempt, now } = options;
  const reservation = emailReservation(input.email);
  // Held by another attempt (or another account): taken. Held by this one: a retry, which goes on.
  if (!(await reserve(reservation, attempt, { state: 'pending', now }))) throw new ConflictError(emailTakenMessage);
  try {
    await options.whileAddressHeld?.();
  } catch (error) {
    await release(reservation, attempt);
    throw error;
  }
  let customerId: string;
  let createdHere = false;
  try {
    customerId = await createCredentials(input.email, input.password);
    createdHere = true;
  } catch (error) {
    // The reservation is ours, so credentials already there were made by this very attempt (retried).
    if (!(error instanceof UsernameTakenError)) {
      await release(reservation, attempt);
      throw error;
    }
    const existing = await findUserId(input.email);
    if (!existing) throw error;
    const { state } = await loadCustomer(existing);
    if (state.status === 'registered' && state.email !== input.email) throw new ConflictError(emailTakenMessage);
    customerId = existing;
  }
  const link = issueLink('confirmation', now);
  const actor: Actor = { kind: 'system', id: 'inscription' };
  let outcome;
  try {
    outcome = await runCustomerCommand(
      customerId,
      {
        type: 'SignUp',
        data: {
          customerId,
          personal: {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            company: input.company,
            phone: input.phone,
            address: input.address,
            postalCode: input.postalCode,
            city: input.city,
          },
          territory: input.territory,
          acceptMarketing: input.acceptMarketing,
          termsAcceptedAt: now.toISOString(),
          confirmation: link.record,
        },
        metadata: { now, actor },
      },
      accountCommandContext(`sign-up:${customerId}`, { actor, correlationId: options.correlationId, now }),
    );
  } catch (error) {
    // Nothing refers to credentials whose registration was not recorded: they go, and so does the reservation.
    if (createdHere) await deleteCredentials(input.email).catch(() => undefined);
    await release(reservation, attempt);
    throw error;
  }
  await bind(reservation, attempt, customerId);
  // A retried registration was recorded the first time: its mail went then (or can be asked again).
  const sent =
    outcome.replayed || outcome.events.length === 0
      ? true
      : await tryNotify(confirmationNotification({ customerId, email: input.email, firstName: input.firstName }, link), options.logger);
  return { customerId, email: input.email, version: outcome.version, confirmationMailSent: sent, replayed: outcome.replayed || outcome.events.length === 0 };
};

/** The confirmation mail of a link: sent once per link. */
export const confirmationNotification = (
  account: { customerId: string; email: string; firstName: string },
  link: { token: string; record: LinkRecord },
): NotificationRequest<'account_confirmation'> => ({
  kind: 'account_confirmation',
  customerId: account.customerId,
  to: { email: account.email, firstName: account.firstName },
  causeId: `link:${link.record.tokenHash}`,
  data: { link: linkUrl('confirmation', account.customerId, link.token) },
});

/** Box numbers are drawn at random and reserved for good by a conditional put; a drawn number already held is drawn again. */
export const reserveBoxNumber = async (customerId: string, now: Date): Promise<string> => {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const boxNumber = boxNumberFrom(randomBytes(6));
    if (await reserve(boxReservation(boxNumber), customerId, { state: 'bound', now })) return boxNumber;
  }
  throw new Error('aucun numéro de boîte libre après 8 tirages');
};

/** The link of the confirmation mail: the e-mail is confirmed and the personal French address assigned. */
export const confirmEmail = async (customerId: string, token: string, options: { correlationId: string; now: Date }) => {
  const { now } = options;
  const tokenHash = tokenHashOf(token);
  const { state } = await loadCustomer(customerId);
  // Checked before a box number is drawn: a dead link costs no number.
  if (!linkStillWorks(state, 'confirmation', tokenHash, now)) throw new LinkInvalidError(linkInvalidMessages.confirmation);
  const boxNumber = await reserveBoxNumber(customerId, now);
  const actor: Actor = { kind: 'customer', id: customerId };
  const { street, postalCode, city, country } = warehouseAddress;
  const outcome = await runCustomerCommand(
    customerId,
    { type: 'ConfirmEmail', tokenHash, boxNumber, warehouse: { street, postalCode, city, country }, metadata: { now, actor } },
    accountCommandContext(`confirm-email:${customerId}:${tokenHash}`, { actor, correlationId: options.correlationId, now }),
  );
  return outcome;
};


/** The account an address belongs to (its reservation, bound at registration or at an e-mail change), or undefined. */
export const accountIdOf = async (email: string): Promise<string | undefined> => {
  const held = await reservationOf(emailReservation(email));
  return held?.state === 'bound' ? held.boundTo : undefined;
};

/** The address is free for `customerId`: nobody holds it, or it is already theirs. */
export const emailAvailableFor = async (email: string, customerId: string): Promise<boolean> => {
  const held = await reservationOf(emailReservation(email));
  return !held || held.boundTo === customerId || (held.state === 'pending' && held.at < clock.now().getTime() - staleAfterMs);
};
