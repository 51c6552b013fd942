import type {
  CustomerEvent,
  CustomerEventOf,
  FrenchAddressRecord,
  LinkRecord,
  Territory,
} from '../../events/customer-events';
import { notificationCategories, type NotificationPreferences } from '../../events/notification-events';
import { DomainError, ConflictError, IllegalStateError } from '../shared/errors';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { linkLifetimeHours, type LinkKind } from './link-lifetimes';

/** How long the links of the mails work: `link-lifetimes.ts`. */
export { linkLifetimeHours, linkLifetimesMs } from './link-lifetimes';

export const linkInvalidMessages = {
  confirmation: `Ce lien de confirmation n'est plus valide : il a déjà servi, un lien plus récent l'a remplacé, ou il a expiré (${linkLifetimeHours.confirmation} h).`,
  reset: `Ce lien de réinitialisation n'est plus valide : il a déjà servi ou il a expiré (${linkLifetimeHours.reset} h).`,
  emailChange: "Ce lien de changement d'adresse n'est plus valide : il a déjà servi ou il a expiré.",
} as const;

/** A link of a mail that was used, replaced or expired (410: the page offers a new one). */
export class LinkInvalidError extends DomainError {
  readonly status = 410;
  override readonly code = 'link-invalid';
  constructor(message: string) {
    super(message);
    this.name = 'LinkInvalidError';
  }
}

export type CustomerState =
  | { status: 'none' }
  | {
      status: 'registered';
      customerId: string;
      email: string;
      /** for the greeting of the account mails and the recipient line of the French address */
      firstName: string;
      lastName: string;
      territory: Territory;
      isAdmin: boolean;
      confirmation: LinkRecord | null;
      frenchAddress: FrenchAddressRecord | null;
      resets: LinkRecord[];
      pendingEmail: (LinkRecord & { email: string }) | null;
      contact: { phone: string; address: string; postalCode: string; city: string };
      /** the mails he may turn off, and whether he receives them (all on until he says otherwise) */
      notificationPreferences: NotificationPreferences;
    };
type Registered = Extract<CustomerState, { status: 'registered' }>;

export type CustomerCommand =
  | { type: 'SignUp'; data: CustomerEventOf<'CustomerSignedUp'>['data']; metadata: CommandMetadata }
  | { type: 'SendConfirmationLink'; confirmation: LinkRecord; metadata: CommandMetadata }
  | { type: 'ConfirmEmail'; tokenHash: string; boxNumber: string; warehouse: Omit<FrenchAddressRecord, 'boxNumber'>; metadata: CommandMetadata }
  | { type: 'RequestPasswordReset'; reset: LinkRecord; metadata: CommandMetadata }
  | { type: 'CompletePasswordReset'; tokenHash: string; metadata: CommandMetadata }
  | { type: 'RecordPasswordChange'; metadata: CommandMetadata }
  | { type: 'ChangeContactDetails'; contact: Registered['contact']; metadata: CommandMetadata }
  | { type: 'RequestEmailChange'; newEmail: string; link: LinkRecord; metadata: CommandMetadata }
  | { type: 'ConfirmEmailChange'; tokenHash: string; metadata: CommandMetadata }
  | { type: 'GrantAdminRight'; by: string; metadata: CommandMetadata }
  | { type: 'RevokeAdminRight'; by: string; metadata: CommandMetadata }
  | { type: 'ChangeNotificationPreferences'; preferences: NotificationPreferences; via: 'account' | 'unsubscribe_link'; metadata: CommandMetadata };

/** A new account receives every mail; turning one off is his own choice, recorded as an event. */
export const defaultNotificationPreferences: NotificationPreferences = { storage_reminders: true };

export const unknownAccountMessage = 'Compte introuvable.';

const isLive = (link: LinkRecord | null, tokenHash: string, now: Date): boolean =>
  link !== null && link.tokenHash === tokenHash && Date.parse(link.expiresAt) > now.getTime();

/** Whether a link of a mail still works, asked before any work that follows it (reserving a box number, setting a password). */
export const linkStillWorks = (state: CustomerState, kind: LinkKind, tokenHash: string, now: Date): boolean => {
  if (state.status !== 'registered') return false;
  switch (kind) {
    case 'confirmation':
      return state.frenchAddress === null && isLive(state.confirmation, tokenHash, now);
    case 'reset':
      return state.resets.some((reset) => isLive(reset, tokenHash, now));
    case 'emailChange':
      return isLive(state.pendingEmail, tokenHash, now);
    default:
      return assertNever(kind);
  }
};

export const evolveCustomer = (state: CustomerState, event: CustomerEvent): CustomerState => {
  if (event.type === 'CustomerSignedUp') {
    const { personal } = event.data;
    return {
      status: 'registered',
      customerId: event.data.customerId,
      email: personal.email,
      firstName: personal.firstName,
      lastName: personal.lastName,
      territory: event.data.territory,
      isAdmin: false,
      confirmation: event.data.confirmation,
      frenchAddress: null,
      resets: [],
      pendingEmail: null,
      contact: { phone: personal.phone, address: personal.address, postalCode: personal.postalCode, city: personal.city },
      notificationPreferences: defaultNotificationPreferences,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'ConfirmationLinkSent':
      return { ...state, confirmation: event.data.confirmation };
    case 'CustomerEmailConfirmed':
      return { ...state, confirmation: null, frenchAddress: event.data.frenchAddress };
    case 'PasswordResetRequested':
      return { ...state, resets: [...state.resets, event.data.reset] };
    case 'PasswordResetCompleted':
      return { ...state, resets: [] };
    case 'PasswordChanged':
      return state;
    case 'ContactDetailsChanged':
      return { ...state, contact: event.data.personal };
    case 'EmailChangeRequested':
      return { ...state, pendingEmail: { ...event.data.link, email: event.data.personal.newEmail } };
    case 'EmailChanged':
      return { ...state, email: event.data.personal.email, pendingEmail: null };
    case 'AdminRightGranted':
      return { ...state, isAdmin: true };
    case 'AdminRightRevoked':
      return { ...state, isAdmin: false };
    case 'NotificationPreferencesChanged':
      return { ...state, notificationPreferences: event.data.preferences };
    default:
      return assertNever(event);
  }
};

const registeredOrThrow = (state: CustomerState): Registered => {
  if (state.status !== 'registered') throw new IllegalStateError(unknownAccountMessage);
  return state;
};

export const decideCustomer = (command: CustomerCommand, state: CustomerState): CustomerEvent[] => {
  if (command.type === 'SignUp') {
    // A retried sign-up finds its own account: nothing to add.
    return state.status === 'registered' ? [] : [{ type: 'CustomerSignedUp', data: command.data }];
  }
  const account = registeredOrThrow(state);
  const { customerId } = account;
  const now = command.metadata.now;
  switch (command.type) {
    case 'SendConfirmationLink':
      return account.frenchAddress ? [] : [{ type: 'ConfirmationLinkSent', data: { customerId, confirmation: command.confirmation } }];
    case 'ConfirmEmail':
      if (!linkStillWorks(account, 'confirmation', command.tokenHash, now)) throw new LinkInvalidError(linkInvalidMessages.confirmation);
      return [{ type: 'CustomerEmailConfirmed', data: { customerId, frenchAddress: { boxNumber: command.boxNumber, ...command.warehouse } } }];
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { customerId, reset: command.reset } }];
    case 'CompletePasswordReset':
      if (!linkStillWorks(account, 'reset', command.tokenHash, now)) throw new LinkInvalidError(linkInvalidMessages.reset);
      return [{ type: 'PasswordResetCompleted', data: { customerId, tokenHash: command.tokenHash } }];
    case 'RecordPasswordChange':
      return [{ type: 'PasswordChanged', data: { customerId } }];
    case 'ChangeContactDetails': {
      const same = (Object.keys(command.contact) as (keyof Registered['contact'])[]).every((field) => command.contact[field] === account.contact[field]);
      return same ? [] : [{ type: 'ContactDetailsChanged', data: { customerId, personal: command.contact } }];
    }
    case 'RequestEmailChange':
      if (command.newEmail === account.email) throw new ConflictError('Cette adresse est déjà celle de votre compte.');
      return [{ type: 'EmailChangeRequested', data: { customerId, personal: { newEmail: command.newEmail }, link: command.link } }];
    case 'ConfirmEmailChange': {
      if (!account.pendingEmail || !linkStillWorks(account, 'emailChange', command.tokenHash, now)) {
        throw new LinkInvalidError(linkInvalidMessages.emailChange);
      }
      return [{ type: 'EmailChanged', data: { customerId, personal: { email: account.pendingEmail.email, previousEmail: account.email } } }];
    }
    case 'GrantAdminRight':
      return account.isAdmin ? [] : [{ type: 'AdminRightGranted', data: { customerId, grantedBy: command.by } }];
    case 'RevokeAdminRight':
      return account.isAdmin ? [{ type: 'AdminRightRevoked', data: { customerId, revokedBy: command.by } }] : [];
    case 'ChangeNotificationPreferences': {
      // the same choice twice (a second click on an unsubscribe link) records nothing
      const same = notificationCategories.every((category) => command.preferences[category] === account.notificationPreferences[category]);
      return same ? [] : [{ type: 'NotificationPreferencesChanged', data: { customerId, preferences: command.preferences, via: command.via } }];
    }
    default:
      return assertNever(command);
  }
};

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideCustomer,
  evolve: evolveCustomer,
};

/**
 * Box numbers: "PA-" and six characters of an alphabet without look-alikes (no 0/O, 1/I/L,
 * no U), read aloud without doubt. 30^6 ≈ 729 million numbers; each is reserved by a conditional
 * write before use and never released, so two customers never share one and none is reused.
 */
export const boxNumberAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const boxNumberPattern = /^PA-[2-9A-HJKMNP-TV-Z]{6}$/;
export const boxNumberFrom = (randomBytes: Uint8Array): string =>
  `PA-${Array.from(randomBytes.subarray(0, 6), (byte) => boxNumberAlphabet[byte % boxNumberAlphabet.length]).join('')}`;
