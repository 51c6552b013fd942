import { describe, expect, it } from 'vitest';
import type { CustomerEvent, CustomerEventOf } from '../../events/customer-events';
import { deciderSpec } from '../shared/decider-spec';
import { ConflictError, IllegalStateError } from '../shared/errors';
import { boxNumberFrom, boxNumberPattern, customerDecider, LinkInvalidError, linkLifetimesMs } from './customer';

const spec = deciderSpec(customerDecider);
const signedUpAt = new Date('2026-11-20T10:00:00Z');
const at = (offsetMs: number) => ({ now: new Date(signedUpAt.getTime() + offsetMs), actor: { kind: 'customer' as const, id: 'c1' } });
const link = (tokenHash: string, lifetimeMs: number) => ({ tokenHash, expiresAt: new Date(signedUpAt.getTime() + lifetimeMs).toISOString() });
const warehouse = { street: "12 rue de l'Entrepôt", postalCode: '60290', city: 'Rantigny', country: 'France' };

const signedUp: CustomerEventOf<'CustomerSignedUp'> = {
  type: 'CustomerSignedUp',
  data: {
    customerId: 'c1',
    personal: { email: 'ines@example.com', firstName: 'Inès', lastName: 'Inscrite', company: '', phone: '+590 690 11 22 33', address: '3 rue Schœlcher', postalCode: '97110', city: 'Pointe-à-Pitre' },
    territory: 'guadeloupe',
    acceptMarketing: false,
    termsAcceptedAt: signedUpAt.toISOString(),
    confirmation: link('h1', linkLifetimesMs.confirmation),
  },
};
const confirmed: CustomerEvent = { type: 'CustomerEmailConfirmed', data: { customerId: 'c1', frenchAddress: { boxNumber: 'PA-K922AV', ...warehouse } } };

describe('customer account', () => {
  it('confirms the e-mail with the live link and assigns the box number drawn for it', () => {
    spec.given([signedUp]).when({ type: 'ConfirmEmail', tokenHash: 'h1', boxNumber: 'PA-K922AV', warehouse, metadata: at(47 * 3600_000) }).then([confirmed]);
  });

  it('refuses a confirmation link after 48 hours, once used, or once a newer link replaced it', () => {
    const command = { type: 'ConfirmEmail' as const, tokenHash: 'h1', boxNumber: 'PA-K922AV', warehouse };
    spec.given([signedUp]).when({ ...command, metadata: at(48 * 3600_000) }).thenThrows(LinkInvalidError, "Ce lien de confirmation n'est plus valide");
    spec.given([signedUp, confirmed]).when({ ...command, metadata: at(3600_000) }).thenThrows(LinkInvalidError, 'déjà servi');
    const resent: CustomerEvent = { type: 'ConfirmationLinkSent', data: { customerId: 'c1', confirmation: link('h2', linkLifetimesMs.confirmation + 60_000) } };
    spec.given([signedUp, resent]).when({ ...command, metadata: at(120_000) }).thenThrows(LinkInvalidError, 'plus récent');
  });

  it('kills every reset link once one is used, and refuses a reset link after 24 hours', () => {
    const first: CustomerEvent = { type: 'PasswordResetRequested', data: { customerId: 'c1', reset: link('r1', linkLifetimesMs.reset) } };
    const second: CustomerEvent = { type: 'PasswordResetRequested', data: { customerId: 'c1', reset: link('r2', linkLifetimesMs.reset) } };
    const used: CustomerEvent = { type: 'PasswordResetCompleted', data: { customerId: 'c1', tokenHash: 'r2' } };
    spec.given([signedUp, confirmed, first, second]).when({ type: 'CompletePasswordReset', tokenHash: 'r1', metadata: at(60_000) }).then([
      { type: 'PasswordResetCompleted', data: { customerId: 'c1', tokenHash: 'r1' } },
    ]);
    spec.given([signedUp, confirmed, first, second, used]).when({ type: 'CompletePasswordReset', tokenHash: 'r1', metadata: at(60_000) }).thenThrows(LinkInvalidError, 'réinitialisation');
    spec.given([signedUp, confirmed, first]).when({ type: 'CompletePasswordReset', tokenHash: 'r1', metadata: at(24 * 3600_000) }).thenThrows(LinkInvalidError, 'expiré (24 h)');
  });

  it('records a contact change only when something changed (idempotent no-op)', () => {
    const same = { phone: '+590 690 11 22 33', address: '3 rue Schœlcher', postalCode: '97110', city: 'Pointe-à-Pitre' };
    spec.given([signedUp]).when({ type: 'ChangeContactDetails', contact: same, metadata: at(0) }).then([]);
    spec.given([signedUp]).when({ type: 'ChangeContactDetails', contact: { ...same, city: 'Le Gosier' }, metadata: at(0) }).then([
      { type: 'ContactDetailsChanged', data: { customerId: 'c1', personal: { ...same, city: 'Le Gosier' } } },
    ]);
  });

  it('changes the e-mail only through the link sent to the new address, and never to the same address', () => {
    const requested: CustomerEvent = { type: 'EmailChangeRequested', data: { customerId: 'c1', personal: { newEmail: 'ines.new@example.com' }, link: link('e1', linkLifetimesMs.emailChange) } };
    spec.given([signedUp, confirmed]).when({ type: 'RequestEmailChange', newEmail: 'ines@example.com', link: link('e0', 1), metadata: at(0) }).thenThrows(ConflictError, 'déjà celle de votre compte');
    spec.given([signedUp, confirmed, requested]).when({ type: 'ConfirmEmailChange', tokenHash: 'e1', metadata: at(60_000) }).then([
      { type: 'EmailChanged', data: { customerId: 'c1', personal: { email: 'ines.new@example.com', previousEmail: 'ines@example.com' } } },
    ]);
    spec.given([signedUp, confirmed, requested]).when({ type: 'ConfirmEmailChange', tokenHash: 'autre', metadata: at(60_000) }).thenThrows(LinkInvalidError, "changement d'adresse");
  });

  it('grants and revokes staff rights once, recording who did it', () => {
    const granted: CustomerEvent = { type: 'AdminRightGranted', data: { customerId: 'c1', grantedBy: 'ops' } };
    spec.given([signedUp, confirmed]).when({ type: 'GrantAdminRight', by: 'ops', metadata: at(0) }).then([granted]);
    spec.given([signedUp, confirmed, granted]).when({ type: 'GrantAdminRight', by: 'ops', metadata: at(0) }).then([]);
    spec.given([signedUp, confirmed]).when({ type: 'RevokeAdminRight', by: 'ops', metadata: at(0) }).then([]);
    spec.given([]).when({ type: 'GrantAdminRight', by: 'ops', metadata: at(0) }).thenThrows(IllegalStateError, 'Compte introuvable');
  });

  it('records a change of mail preferences once, and the same choice again as nothing', () => {
    const off: CustomerEvent = { type: 'NotificationPreferencesChanged', data: { customerId: 'c1', preferences: { storage_reminders: false }, via: 'unsubscribe_link' } };
    spec.given([signedUp, confirmed]).when({ type: 'ChangeNotificationPreferences', preferences: { storage_reminders: true }, via: 'account', metadata: at(0) }).then([]);
    spec.given([signedUp, confirmed]).when({ type: 'ChangeNotificationPreferences', preferences: { storage_reminders: false }, via: 'unsubscribe_link', metadata: at(0) }).then([off]);
    spec.given([signedUp, confirmed, off]).when({ type: 'ChangeNotificationPreferences', preferences: { storage_reminders: false }, via: 'unsubscribe_link', metadata: at(0) }).then([]);
    spec.given([]).when({ type: 'ChangeNotificationPreferences', preferences: { storage_reminders: false }, via: 'account', metadata: at(0) }).thenThrows(IllegalStateError, 'Compte introuvable');
  });

  it('draws box numbers in a readable alphabet without look-alikes', () => {
    expect(boxNumberFrom(new Uint8Array([0, 1, 2, 3, 4, 29]))).toBe('PA-23456Z');
    for (let seed = 0; seed < 256; seed += 1) expect(boxNumberFrom(new Uint8Array([seed, seed, seed, seed, seed, seed]))).toMatch(boxNumberPattern);
  });
});
