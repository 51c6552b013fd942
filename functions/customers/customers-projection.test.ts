import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { buildChangeset } from '../platform/command';
import { anyProjection, emptyState, foldIntoState, type ProjectedState } from '../platform/projection';
import { customerCounters, customersProjection, type CustomerRow } from './customers-projection';
import { vouchedEnd } from '../platform/testing/stream-ends';

const customerId = '4f1c2a9e-0b7d-4c55-9e1a-3b2c1d0e9fab';
const projection = anyProjection(customersProjection);
const key = { customerId };

let clock = Date.parse('2025-03-01T10:00:00Z');
const versions = new Map<string, number>();
const stored = (streamId: string, event: DomainEvent): StoredEvent => {
  clock += 1000;
  const currentVersion = versions.get(streamId) ?? 0;
  versions.set(streamId, currentVersion + 1);
  const actor = { kind: 'system' as const, id: 'test' };
  const [built] = buildChangeset({
    streamId,
    streamType: streamId.startsWith('parcel') ? 'parcel' : streamId.startsWith('subscription') ? 'subscription' : 'customer',
    currentVersion: vouchedEnd(currentVersion),
    events: [event],
    context: { commandId: randomUUID(), requestFingerprint: 'test', correlationId: randomUUID(), causationId: null, actor, now: new Date(clock) },
  }).events;
  if (!built) throw new Error('aucun événement');
  return built;
};
const customerStream = streamIdOf('customer', customerId);
const signedUp = () =>
  stored(customerStream, {
    type: 'CustomerSignedUp',
    data: {
      customerId,
      personal: {
        email: 'Elodie.Durand@Example.com',
        firstName: 'Élodie',
        lastName: 'Durand',
        company: '',
        phone: '+590 690 12 34 56',
        address: '3 rue Schœlcher',
        postalCode: '97110',
        city: 'Pointe-à-Pitre',
      },
      territory: 'guadeloupe',
      acceptMarketing: false,
      termsAcceptedAt: '2025-03-01T10:00:00Z',
      confirmation: { tokenHash: 'hash', expiresAt: '2025-03-02T10:00:00Z' },
    },
  });
const confirmed = () =>
  stored(customerStream, {
    type: 'CustomerEmailConfirmed',
    data: { customerId, frenchAddress: { boxNumber: 'PA-1234', street: "12 rue de l'Entrepôt", postalCode: '60290', city: 'Rantigny', country: 'France' } },
  });
const fold = (events: StoredEvent[], state: ProjectedState = emptyState) => foldIntoState(projection, key, state, events);
const rowOf = (state: ProjectedState): CustomerRow => customersProjection.rowSchema.parse(state.row);

describe('the customers projection, for the users page', () => {
  it('gives a new customer a client reference, no parcel, the free plan, and the index keys of the search and filters', () => {
    const row = rowOf(fold([signedUp()]));
    expect(row).toMatchObject({
      clientReference: 'CLI-0E9FAB',
      subscription: 'free',
      subscriptionActive: true,
      emailConfirmed: false,
      emailStatusKey: 'customer#unconfirmed',
      subscriptionKey: 'customer#free',
      facetKey: 'customer#unconfirmed#free',
      firstNameKey: `elodie#${customerId}`,
      lastNameKey: `durand#${customerId}`,
      emailKey: `elodie.durand@example.com#${customerId}`,
      phoneKey: `690123456#${customerId}`,
      clientReferenceKey: `cli-0e9fab#${customerId}`,
    });
    expect(customersProjection.countersOf?.(row)).toEqual([
      customerCounters.customers,
      customerCounters.byEmailStatus(false),
      customerCounters.bySubscription('free'),
      customerCounters.byFacet(false, 'free'),
    ]);
  });

  it('follows the subscription’s events: Premium while paid and renewing, then running out when cancelled', () => {
    const subscriptionStream = streamIdOf('subscription', customerId);
    const started = stored(subscriptionStream, {
      type: 'SubscriptionPeriodStarted',
      data: { customerId, plan: 'premium_yearly', periodStart: '2025-03-02T10:00:00.000Z', periodEnd: '2026-03-02T10:00:00.000Z', stripeSubscriptionId: 'sub_1', paymentId: 'pay-1' },
    });
    const premium = rowOf(fold([signedUp(), started]));
    expect(premium).toMatchObject({ subscription: 'premium_yearly', subscriptionActive: true, subscriptionKey: 'customer#premium', subscriptionEndsAt: '2026-03-02T10:00:00.000Z' });
    expect(customersProjection.countersOf?.(premium)).toContain(customerCounters.activePremium);
    const cancelled = stored(subscriptionStream, { type: 'SubscriptionCancelled', data: { customerId, endsAt: '2026-03-02T10:00:00.000Z', reason: 'Résiliation par le client' } });
    const running = rowOf(fold([signedUp(), started, cancelled]));
    expect(running).toMatchObject({ subscription: 'premium_yearly', subscriptionActive: false });
    expect(customersProjection.countersOf?.(running)).not.toContain(customerCounters.activePremium);
    const endedNow = stored(subscriptionStream, { type: 'SubscriptionCancelled', data: { customerId, endsAt: '2025-03-01T00:00:00.000Z', reason: 'Renouvellement impayé' } });
    expect(rowOf(fold([signedUp(), started, endedNow]))).toMatchObject({ subscription: 'free', subscriptionKey: 'customer#free' });
  });

  it('puts a customer whose period in force was refunded in full on the free plan from the refund; an old period refunded changes nothing', () => {
    const subscriptionStream = streamIdOf('subscription', customerId);
    const started = stored(subscriptionStream, {
      type: 'SubscriptionPeriodStarted',
      data: { customerId, plan: 'premium_yearly', periodStart: '2025-03-02T10:00:00.000Z', periodEnd: '2026-03-02T10:00:00.000Z', stripeSubscriptionId: 'sub_1', paymentId: 'pay-1' },
    });
    const refunded = (subscriptionEnded: boolean) =>
      stored(subscriptionStream, { type: 'SubscriptionPeriodRefunded', data: { customerId, paymentId: 'pay-1', stripeSubscriptionId: 'sub_1', refundedAt: '2025-03-05T10:00:00.000Z', subscriptionEnded } });
    const ended = rowOf(fold([signedUp(), started, refunded(true)]));
    expect(ended).toMatchObject({ subscription: 'free', subscriptionActive: false, subscriptionKey: 'customer#free', subscriptionEndsAt: '2025-03-05T10:00:00.000Z' });
    expect(customersProjection.countersOf?.(ended)).not.toContain(customerCounters.activePremium);
    expect(rowOf(fold([signedUp(), started, refunded(false)]))).toMatchObject({ subscription: 'premium_yearly', subscriptionActive: true });
  });

  it('moves the e-mail status keys and counters on confirmation', () => {
    const row = rowOf(fold([signedUp(), confirmed()]));
    expect(row).toMatchObject({ emailConfirmed: true, emailStatusKey: 'customer#confirmed', facetKey: 'customer#confirmed#free' });
    expect(customersProjection.countersOf?.(row)).toContain(customerCounters.byEmailStatus(true));
  });

  it('moves staff out of the customer partition, its indexes and its counters', () => {
    const state = fold([signedUp(), stored(customerStream, { type: 'AdminRightGranted', data: { customerId, grantedBy: 'root' } })]);
    const row = rowOf(state);
    expect(row).toMatchObject({ listPartition: 'staff', role: 'admin', emailStatusKey: 'staff#unconfirmed', facetKey: 'staff#unconfirmed#free' });
    expect(customersProjection.countersOf?.(row)).toEqual([]);
  });

  it('follows a change of phone and of e-mail in the search keys', () => {
    const row = rowOf(
      fold([
        signedUp(),
        stored(customerStream, { type: 'ContactDetailsChanged', data: { customerId, personal: { phone: '06 12 34 56 78', address: 'a', postalCode: 'b', city: 'c' } } }),
        stored(customerStream, { type: 'EmailChanged', data: { customerId, personal: { email: 'Nouvelle@Example.com', previousEmail: 'Elodie.Durand@Example.com' } } }),
      ]),
    );
    expect(row).toMatchObject({ phoneKey: `612345678#${customerId}`, emailKey: `nouvelle@example.com#${customerId}` });
  });
});
