import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '../../events/subscription-events';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { IllegalStateError } from '../shared/errors';
import { DuplicateSubscriptionError, subscriptionDecider, type SubscriptionCommand } from './subscription-commands';
import { planInForceAt, subscriptionStatusAt } from './subscription';

const spec = deciderSpec(subscriptionDecider);
const at = (instant: string) => new Date(instant);
const stripe = (instant: string) => ({ now: at(instant), actor: { kind: 'stripe' as const, id: 'stripe' } });
const customer = (instant: string) => ({ now: at(instant), actor: { kind: 'customer' as const, id: 'c1' } });

const period = (paymentId: string, plan: 'premium_monthly' | 'premium_yearly', start: string, end: string): SubscriptionEvent => ({
  type: 'SubscriptionPeriodStarted',
  data: { customerId: 'c1', plan, periodStart: start, periodEnd: end, stripeSubscriptionId: 'sub_1', paymentId },
});
const january = period('pay-1', 'premium_monthly', '2027-01-10T09:00:00.000Z', '2027-02-10T09:00:00.000Z');
const start = (event: SubscriptionEvent, instant: string): SubscriptionCommand => ({
  type: 'StartPeriod',
  data: event.data as Extract<SubscriptionCommand, { type: 'StartPeriod' }>['data'],
  metadata: stripe(instant),
});
const failure: SubscriptionEvent = {
  type: 'SubscriptionRenewalFailed',
  data: { customerId: 'c1', stripeSubscriptionId: 'sub_1', paymentId: 'pay-2', failedAt: '2027-02-10T09:00:00.000Z' },
};
const cancelAtPeriodEnd = (instant: string, actor: { now: Date; actor: { kind: 'customer' | 'stripe'; id: string } } = customer(instant)): SubscriptionCommand => ({
  type: 'EndSubscription',
  data: { customerId: 'c1', endsAt: instant, reason: 'Résiliation par le client', atPeriodEnd: true },
  metadata: actor,
});

describe('a Premium subscription', () => {
  it('starts a paid period once per payment, however often the payment is said', () => {
    spec.given([]).when(start(january, '2027-01-10T09:00:01Z')).then([january]);
    spec.given([january]).when(start(january, '2027-01-10T09:00:02Z')).then([]);
  });

  it('refuses a second Stripe subscription paid while the first covers its start, and ignores Stripe ending that duplicate', () => {
    type StartData = Extract<SubscriptionCommand, { type: 'StartPeriod' }>['data'];
    const second: StartData = { customerId: 'c1', plan: 'premium_monthly', stripeSubscriptionId: 'sub_2', paymentId: 'pay-9', periodStart: '2027-01-10T09:01:00.000Z', periodEnd: '2027-02-10T09:01:00.000Z' };
    const duplicate: SubscriptionCommand = { type: 'StartPeriod', data: second, metadata: stripe('2027-01-10T09:01:01Z') };
    spec.given([january]).when(duplicate).thenThrows(DuplicateSubscriptionError, 'Un abonnement était déjà en cours : ce second abonnement est annulé et son paiement remboursé.');
    const endedByStripe = (stripeSubscriptionId: string): SubscriptionCommand => ({
      type: 'EndSubscription',
      data: { customerId: 'c1', endsAt: '2027-01-10T09:02:00.000Z', reason: 'Abonnement terminé chez Stripe', atPeriodEnd: false, stripeSubscriptionId },
      metadata: stripe('2027-01-10T09:02:00Z'),
    });
    spec.given([january]).when(endedByStripe('sub_2')).then([]);
    spec
      .given([january])
      .when(endedByStripe('sub_1'))
      .then([{ type: 'SubscriptionCancelled', data: { customerId: 'c1', endsAt: '2027-01-10T09:02:00.000Z', reason: 'Abonnement terminé chez Stripe' } }]);
    // Once the first has run out, a new subscription is a new one, not a duplicate.
    const later: StartData = { ...second, periodStart: '2027-03-01T09:00:00.000Z', periodEnd: '2027-04-01T09:00:00.000Z' };
    spec.given([january]).when({ ...duplicate, data: later }).then([{ type: 'SubscriptionPeriodStarted', data: later }]);
  });

  it('is past due after a failed renewal, free once the paid period is over, active again when a retry pays', () => {
    const state = foldEvents(subscriptionDecider, [january, failure]);
    expect(subscriptionStatusAt(state, at('2027-02-11T00:00:00Z'))).toBe('past_due');
    expect(planInForceAt(state, at('2027-02-11T00:00:00Z'))).toBe('free');
    const retried = period('pay-2', 'premium_monthly', '2027-02-13T09:00:00.000Z', '2027-03-13T09:00:00.000Z');
    const paid = foldEvents(subscriptionDecider, [january, failure, retried]);
    expect(subscriptionStatusAt(paid, at('2027-02-14T00:00:00Z'))).toBe('active');
    expect(planInForceAt(paid, at('2027-02-14T00:00:00Z'))).toBe('premium_monthly');
  });

  it('cancelled, stays in force to the end of the paid period, then is free; said again by Stripe, nothing new', () => {
    const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { customerId: 'c1', endsAt: '2027-02-10T09:00:00.000Z', reason: 'Résiliation par le client' } };
    spec.given([january]).when(cancelAtPeriodEnd('2027-01-20T10:00:00.000Z')).then([cancelled]);
    spec.given([january, cancelled]).when(cancelAtPeriodEnd('2027-01-20T10:05:00.000Z', stripe('2027-01-20T10:05:00.000Z'))).then([]);
    const state = foldEvents(subscriptionDecider, [january, cancelled]);
    expect(subscriptionStatusAt(state, at('2027-01-25T00:00:00Z'))).toBe('cancelled');
    expect(planInForceAt(state, at('2027-01-25T00:00:00Z'))).toBe('premium_monthly');
    expect(subscriptionStatusAt(state, at('2027-02-10T09:00:00Z'))).toBe('none');
    expect(planInForceAt(state, at('2027-02-10T09:00:00Z'))).toBe('free');
  });

  it('refuses a customer’s cancel when nothing runs, and takes Stripe’s ending after failed retries at once', () => {
    spec.given([]).when(cancelAtPeriodEnd('2027-01-20T10:00:00.000Z')).thenThrows(IllegalStateError, 'pas d’abonnement en cours');
    const ended: SubscriptionCommand = {
      type: 'EndSubscription',
      data: { customerId: 'c1', endsAt: '2027-02-20T09:00:00.000Z', reason: 'Renouvellement impayé', atPeriodEnd: false },
      metadata: stripe('2027-02-20T09:00:00.000Z'),
    };
    const lapsed: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { customerId: 'c1', endsAt: '2027-02-20T09:00:00.000Z', reason: 'Renouvellement impayé' } };
    spec.given([january, failure]).when(ended).then([lapsed]);
    expect(subscriptionStatusAt(foldEvents(subscriptionDecider, [january, failure, lapsed]), at('2027-02-21T00:00:00Z'))).toBe('none');
  });

  it('moves from monthly to yearly at once: the yearly period paid with proration is the plan in force', () => {
    const yearly = period('pay-3', 'premium_yearly', '2027-01-20T10:00:00.000Z', '2028-01-20T10:00:00.000Z');
    const state = foldEvents(subscriptionDecider, [january, yearly]);
    expect(planInForceAt(state, at('2027-01-21T00:00:00Z'))).toBe('premium_yearly');
    expect(subscriptionStatusAt(state, at('2027-03-01T00:00:00Z'))).toBe('active');
  });
});

describe('a Premium period refunded in full', () => {
  const refund = (paymentId: string, refundedAt: string): SubscriptionCommand => ({
    type: 'EndRefundedPeriod',
    data: { customerId: 'c1', paymentId, stripeSubscriptionId: 'sub_1', refundedAt },
    metadata: { now: at(refundedAt), actor: { kind: 'system', id: 'end-refunded-periods' } },
  });
  const refunded = (paymentId: string, refundedAt: string, subscriptionEnded: boolean): SubscriptionEvent => ({
    type: 'SubscriptionPeriodRefunded',
    data: { customerId: 'c1', paymentId, stripeSubscriptionId: 'sub_1', refundedAt, subscriptionEnded },
  });

  it('ends at the refund’s instant: free from then, no renewal, and said again changes nothing', () => {
    const ended = refunded('pay-1', '2027-01-20T10:00:00.000Z', true);
    spec.given([january]).when(refund('pay-1', '2027-01-20T10:00:00.000Z')).then([ended]);
    spec.given([january, ended]).when(refund('pay-1', '2027-01-20T10:05:00.000Z')).then([]);
    const state = foldEvents(subscriptionDecider, [january, ended]);
    expect(planInForceAt(state, at('2027-01-20T09:59:59.999Z'))).toBe('premium_monthly');
    expect(planInForceAt(state, at('2027-01-20T10:00:00.000Z'))).toBe('free');
    expect(subscriptionStatusAt(state, at('2027-01-20T10:00:00.000Z'))).toBe('none');
  });

  it('is not revived by its invoice said again, nor by Stripe then ending the subscription it cancelled', () => {
    const ended = refunded('pay-1', '2027-01-20T10:00:00.000Z', true);
    spec.given([january, ended]).when(start(january, '2027-01-20T11:00:00Z')).then([]);
    const endedByStripe: SubscriptionCommand = {
      type: 'EndSubscription',
      data: { customerId: 'c1', endsAt: '2027-01-20T10:00:01.000Z', reason: 'Abonnement terminé chez Stripe', atPeriodEnd: false, stripeSubscriptionId: 'sub_1' },
      metadata: stripe('2027-01-20T10:00:02Z'),
    };
    spec.given([january, ended]).when(endedByStripe).then([]);
    spec.given([january, ended]).when({ ...endedByStripe, data: { ...endedByStripe.data, atPeriodEnd: true, reason: 'Résiliation à la fin de la période payée' } }).then([]);
  });

  it('ends a period the customer had already cancelled at its end, at the refund', () => {
    const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { customerId: 'c1', endsAt: '2027-02-10T09:00:00.000Z', reason: 'Résiliation par le client' } };
    const ended = refunded('pay-1', '2027-01-25T10:00:00.000Z', true);
    spec.given([january, cancelled]).when(refund('pay-1', '2027-01-25T10:00:00.000Z')).then([ended]);
    expect(planInForceAt(foldEvents(subscriptionDecider, [january, cancelled, ended]), at('2027-01-26T00:00:00Z'))).toBe('free');
  });

  it('over before the refund, or superseded by a change to yearly, ends nothing that runs', () => {
    const february = period('pay-2', 'premium_monthly', '2027-02-10T09:00:00.000Z', '2027-03-10T09:00:00.000Z');
    const past = refunded('pay-1', '2027-02-15T10:00:00.000Z', false);
    spec.given([january, february]).when(refund('pay-1', '2027-02-15T10:00:00.000Z')).then([past]);
    const afterPast = foldEvents(subscriptionDecider, [january, february, past]);
    expect(planInForceAt(afterPast, at('2027-02-16T00:00:00Z'))).toBe('premium_monthly');
    expect(subscriptionStatusAt(afterPast, at('2027-02-16T00:00:00Z'))).toBe('active');

    const yearly = period('pay-3', 'premium_yearly', '2027-01-20T10:00:00.000Z', '2028-01-20T10:00:00.000Z');
    const superseded = refunded('pay-1', '2027-01-25T10:00:00.000Z', false);
    spec.given([january, yearly]).when(refund('pay-1', '2027-01-25T10:00:00.000Z')).then([superseded]);
    expect(planInForceAt(foldEvents(subscriptionDecider, [january, yearly, superseded]), at('2027-01-26T00:00:00Z'))).toBe('premium_yearly');
    // The yearly period's prorated payment refunded in full: it carried the monthly's unused time, both end.
    const yearlyRefunded = refunded('pay-3', '2027-01-25T10:00:00.000Z', true);
    spec.given([january, yearly]).when(refund('pay-3', '2027-01-25T10:00:00.000Z')).then([yearlyRefunded]);
    expect(planInForceAt(foldEvents(subscriptionDecider, [january, yearly, yearlyRefunded]), at('2027-01-26T00:00:00Z'))).toBe('free');
  });

  it('refunded before its period was opened (a refused duplicate), records the refund so that the payment opens nothing later', () => {
    const early = refunded('pay-1', '2027-01-10T09:30:00.000Z', false);
    spec.given([]).when(refund('pay-1', '2027-01-10T09:30:00.000Z')).then([early]);
    spec.given([early]).when(start(january, '2027-01-10T09:31:00Z')).then([]);
  });
});
