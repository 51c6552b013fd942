import { describe, expect, it } from 'vitest';
import { parseEventPayload } from './catalog';

describe('payment events stored before transfers were payments', () => {
  it('read as card payments: a start as by card, a success naming its payment intent, a refund as it was', () => {
    const purpose = { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' };
    expect(parseEventPayload('PaymentStarted', 1, { paymentId: 'p1', customerId: 'c1', purpose, amountCents: 2405, description: 'Devis DEV-1' }).data).toMatchObject({ method: 'card' });
    const succeeded = { paymentId: 'p1', amountCents: 2405, paymentIntentId: 'pi_1', paidAt: '2026-11-26T10:00:00.000Z' };
    expect(parseEventPayload('PaymentSucceeded', 1, succeeded).data).toEqual(succeeded);
    const refunded = { paymentId: 'p1', refundId: 're_1', refundKey: null, amountCents: 100, refundedAt: '2026-11-27T10:00:00.000Z' };
    expect(parseEventPayload('PaymentRefunded', 1, refunded).data).toEqual(refunded);
  });

  it('a transfer is written at the current versions, with no payment intent and the bank’s reference', () => {
    const transfer = { paymentId: 'p2', amountCents: 2405, paymentIntentId: null, bankReference: 'VIR-42', paidAt: '2026-11-26T10:00:00.000Z' };
    expect(parseEventPayload('PaymentSucceeded', 2, transfer)).toMatchObject({ schemaVersion: 2, data: transfer });
  });
});
