import { describe, expect, it } from 'vitest';
import type { ReturnRequestOpened } from '../../events/return-events';
import { createReturnAudit, type AuditedReturnEvent } from './audit';
import { openedEvent } from './return-test-events';

/**
 * Two honest returns, then the same history tampered with, one way at a time. Parcel p1 (free plan,
 * first paid day 20 November 2026) accrues two days, is asked back on the 21st (12,50 € paid by card),
 * refused on the 24th and refunded whole; it is billed again from the 25th and quoted on the 26th.
 * Parcel p2 is asked back, paid, received, sent to its merchant and closed.
 */
type Draft = Omit<AuditedReturnEvent, 'streamId' | 'occurredAt'>;
const at = (instant: string, streamId: string, event: Draft): AuditedReturnEvent => ({ ...event, streamId, occurredAt: instant }) as AuditedReturnEvent;

const opened = (returnId: string, parcelId: string, paymentId: string | null, costCents = 1250): Draft => {
  const event: ReturnRequestOpened = openedEvent(paymentId, costCents);
  return { ...event, data: { ...event.data, returnId, parcelId, reference: `RET-${returnId}` } };
};
const accrued = (parcelId: string, from: string, to: string, days: number, instant: string) =>
  at(instant, `parcel-${parcelId}`, { type: 'StorageFeeAccrued', data: { parcelId, from, to, days, amountCents: days * 100 } });
const started = (paymentId: string, returnId: string, instant: string) =>
  at(instant, `payment-${paymentId}`, {
    type: 'PaymentStarted',
    data: { paymentId, customerId: 'customer-1', purpose: { kind: 'return', returnId, reference: `RET-${returnId}` }, amountCents: 1250, description: `Retour RET-${returnId}`, method: 'card' },
  });
const succeeded = (paymentId: string, instant: string, amountCents = 1250) =>
  at(instant, `payment-${paymentId}`, { type: 'PaymentSucceeded', data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt: instant } });
const refunded = (paymentId: string, instant: string, amountCents = 1250) =>
  at(instant, `payment-${paymentId}`, { type: 'PaymentRefunded', data: { paymentId, refundId: `re_${paymentId}_${amountCents}`, refundKey: null, amountCents, refundedAt: instant } });
const quoted = (storageFeesCents: number, instant = '2026-11-26T09:00:00.000Z') =>
  at(instant, 'shipment-s1', { type: 'QuoteIssued', data: { shipmentId: 's1', quoteNumber: 'DEV-1', storageFeesCents } } as unknown as Draft);

const refusedReturn = (): AuditedReturnEvent[] => [
  accrued('p1', '2026-11-20', '2026-11-21', 2, '2026-11-21T08:00:00.000Z'),
  at('2026-11-21T10:00:00.000Z', 'return-r1', opened('r1', 'p1', 'pay-r1')),
  started('pay-r1', 'r1', '2026-11-21T10:00:00.000Z'),
  at('2026-11-21T10:00:01.000Z', 'parcel-p1', { type: 'ParcelReturnStarted', data: { parcelId: 'p1', returnId: 'r1' } }),
  succeeded('pay-r1', '2026-11-21T10:05:00.000Z'),
  at('2026-11-21T10:05:01.000Z', 'return-r1', { type: 'ReturnRequested', data: { returnId: 'r1', paymentId: 'pay-r1' } }),
  at('2026-11-24T10:00:00.000Z', 'return-r1', { type: 'ReturnRefused', data: { returnId: 'r1', reason: 'Délai dépassé', refundCents: 1250, paymentId: 'pay-r1' } }),
  at('2026-11-24T10:00:01.000Z', 'parcel-p1', { type: 'ParcelReturnReleased', data: { parcelId: 'p1', returnId: 'r1', resumedAfter: '2026-11-24' } }),
  refunded('pay-r1', '2026-11-24T10:01:00.000Z'),
  accrued('p1', '2026-11-25', '2026-11-26', 2, '2026-11-26T08:00:00.000Z'),
  at('2026-11-26T09:00:00.000Z', 'shipment-s1', { type: 'ShipmentRequested', data: { shipmentId: 's1', customerId: 'customer-1', parcelIds: ['p1'] } } as unknown as Draft),
  quoted(400),
];

const closedReturn = (): AuditedReturnEvent[] => [
  at('2026-11-21T11:00:00.000Z', 'return-r2', opened('r2', 'p2', 'pay-r2')),
  started('pay-r2', 'r2', '2026-11-21T11:00:00.000Z'),
  at('2026-11-21T11:00:01.000Z', 'parcel-p2', { type: 'ParcelReturnStarted', data: { parcelId: 'p2', returnId: 'r2' } }),
  succeeded('pay-r2', '2026-11-21T11:05:00.000Z'),
  at('2026-11-21T11:05:01.000Z', 'return-r2', { type: 'ReturnRequested', data: { returnId: 'r2', paymentId: 'pay-r2' } }),
  at('2026-11-23T09:00:00.000Z', 'return-r2', { type: 'ReturnReceivedAtWarehouse', data: { returnId: 'r2' } }),
  at('2026-11-24T09:00:00.000Z', 'return-r2', { type: 'ReturnSentToMerchant', data: { returnId: 'r2', carrier: 'Colissimo', trackingNumber: '8R1' } }),
  at('2026-11-30T09:00:00.000Z', 'return-r2', { type: 'ReturnClosed', data: { returnId: 'r2' } }),
  at('2026-11-30T09:00:01.000Z', 'parcel-p2', { type: 'ParcelReturned', data: { parcelId: 'p2', returnId: 'r2' } }),
];

const honest = () => [...refusedReturn(), ...closedReturn()];

const breachesOf = (events: readonly AuditedReturnEvent[]) => {
  const audit = createReturnAudit();
  events.forEach(audit.observe);
  return audit.report().map((breach) => breach.rule);
};
const without = (events: readonly AuditedReturnEvent[], type: AuditedReturnEvent['type'], streamId: string) =>
  events.filter((event) => !(event.type === type && event.streamId === streamId));

describe('the auditors’ checks on returns', () => {
  it('find nothing in an honest history: a paid return refused and refunded whole, billed again only after its release; a paid return closed', () => {
    const audit = createReturnAudit();
    honest().forEach(audit.observe);
    expect(audit.report()).toEqual([]);
    expect(audit.returnCount()).toBe(2);
  });

  it('report a return priced otherwise than its request’s weight and urgency, and a paid return with nothing to pay', () => {
    const events = honest().map((event) => (event.type === 'ReturnRequestOpened' && event.data.returnId === 'r1' ? { ...event, data: { ...event.data, costCents: 1000 } } : event));
    expect(breachesOf(events)).toContain('return-price');
    const free = honest().map((event) => (event.type === 'ReturnRequestOpened' && event.data.returnId === 'r2' ? { ...event, data: { ...event.data, paymentId: null } } : event));
    expect(breachesOf(free)).toContain('return-price');
  });

  it('report a paid return that counted without its payment taking the money', () => {
    expect(breachesOf(without(closedReturn(), 'PaymentSucceeded', 'payment-pay-r2'))).toEqual(['return-unpaid']);
  });

  it('report a return’s payment neither applied to its request nor refunded, and accept one given back whole', () => {
    const abandoned = without(closedReturn(), 'ReturnRequested', 'return-r2').filter((event) => event.streamId !== 'return-r2' || event.type === 'ReturnRequestOpened');
    expect(breachesOf(abandoned)).toEqual(['return-payment-unapplied']);
    expect(breachesOf([...abandoned, refunded('pay-r2', '2026-11-21T11:06:00.000Z', 1000)])).toEqual(['return-payment-unapplied']);
    expect(breachesOf([...abandoned, refunded('pay-r2', '2026-11-21T11:06:00.000Z')])).toEqual([]);
  });

  it('report a refused paid return not refunded whole', () => {
    expect(breachesOf(without(refusedReturn(), 'PaymentRefunded', 'payment-pay-r1'))).toEqual(['return-refused-unrefunded']);
    const partly = refusedReturn().map((event) => (event.type === 'PaymentRefunded' ? refunded('pay-r1', '2026-11-24T10:01:00.000Z', 600) : event));
    expect(breachesOf(partly)).toEqual(['return-refused-unrefunded']);
  });

  it('report a return refunded whole without its refusal, and accept a partial gesture after it was sent', () => {
    expect(breachesOf([...closedReturn(), refunded('pay-r2', '2026-11-25T09:00:00.000Z')])).toEqual(['return-refunded-unrefused']);
    expect(breachesOf([...closedReturn(), refunded('pay-r2', '2026-11-25T09:00:00.000Z', 300)])).toEqual([]);
  });

  it('report storage fees accrued while the parcel was in its return, from the day of the request', () => {
    expect(breachesOf([...honest(), accrued('p1', '2026-11-22', '2026-11-23', 2, '2026-11-23T08:00:00.000Z')])).toEqual(['return-days-billed']);
    // a parcel that left with its return is never billed again
    expect(breachesOf([...honest(), accrued('p2', '2026-11-20', '2026-12-01', 12, '2026-12-01T08:00:00.000Z')])).toEqual(['return-days-billed']);
  });

  it('report fees accrued after the release that cover the return’s days, and a quote billing them', () => {
    const caughtUp = refusedReturn().map((event) =>
      event.type === 'StorageFeeAccrued' && event.data.from === '2026-11-25' ? accrued('p1', '2026-11-22', '2026-11-26', 5, '2026-11-26T08:00:00.000Z') : event,
    );
    expect(breachesOf(caughtUp.map((event) => (event.type === 'QuoteIssued' ? quoted(700) : event)))).toEqual(['return-days-billed', 'quote-bills-return-days']);
    // the days in the return are the request's Paris day to its release day: the 22nd alone is one of them
    const dayAfterRequest = refusedReturn().map((event) =>
      event.type === 'StorageFeeAccrued' && event.data.from === '2026-11-25' ? accrued('p1', '2026-11-22', '2026-11-22', 1, '2026-11-26T08:00:00.000Z') : event,
    );
    expect(breachesOf(dayAfterRequest.map((event) => (event.type === 'QuoteIssued' ? quoted(300) : event)))).toEqual(['return-days-billed', 'quote-bills-return-days']);
  });

  it('report a quote whose storage fees exceed what its parcels accrued outside their returns', () => {
    expect(breachesOf(refusedReturn().map((event) => (event.type === 'QuoteIssued' ? quoted(700) : event)))).toEqual(['quote-bills-return-days']);
  });

  it('count the request’s Paris day as its first day in the return, even when UTC still says the day before', () => {
    // Asked at 00:30 in Paris on the 22nd (23:30 UTC on the 21st): the 22nd is a day of the return.
    // The days before it were accrued at 23:00 in Paris on the 21st, before the request: honest.
    const lateRequest = refusedReturn().map((event) => {
      if (event.type === 'StorageFeeAccrued' && event.data.from === '2026-11-20') return { ...event, occurredAt: '2026-11-21T22:00:00.000Z' };
      if (event.type === 'ReturnRequestOpened') return { ...event, occurredAt: '2026-11-21T23:30:00.000Z' };
      if (event.type === 'ParcelReturnStarted') return { ...event, occurredAt: '2026-11-21T23:30:01.000Z' };
      return event;
    });
    expect(breachesOf(lateRequest)).toEqual([]);
    expect(breachesOf([...lateRequest, accrued('p1', '2026-11-22', '2026-11-22', 1, '2026-11-21T23:40:00.000Z')])).toEqual(['return-days-billed']);
  });
});
