import { describe, expect, it } from 'vitest';
import { staffRefundInputSchema } from './payment-input';

const messagesOf = (result: ReturnType<ReturnType<typeof staffRefundInputSchema>['safeParse']>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

describe('a refund typed by staff', () => {
  it('takes an amount in euros with two decimals at most and a trimmed reason', () => {
    expect(staffRefundInputSchema(5000).parse({ amountEuros: 49.99, reason: '  Colis abîmé ' })).toEqual({ amountEuros: 49.99, reason: 'Colis abîmé' });
  });

  it('refuses, in French, nothing to refund, three decimals, a missing reason and another field', () => {
    expect(messagesOf(staffRefundInputSchema().safeParse({ amountEuros: 0, reason: 'x' }))).toContain('Le montant à rembourser doit être positif');
    expect(messagesOf(staffRefundInputSchema().safeParse({ amountEuros: 1.005, reason: 'x' }))).toContain('Le montant ne peut pas avoir plus de deux décimales');
    expect(messagesOf(staffRefundInputSchema().safeParse({ amountEuros: 1, reason: '   ' }))).toContain('Veuillez indiquer le motif du remboursement');
    expect(staffRefundInputSchema().safeParse({ amountEuros: 1, reason: 'x', refundKey: 'mine' }).success).toBe(false);
  });

  it('refuses more than what remains refundable when the form knows it, and leaves that to the payment on the server', () => {
    expect(messagesOf(staffRefundInputSchema(1000).safeParse({ amountEuros: 10.01, reason: 'x' }))).toEqual([expect.stringMatching(/^Le remboursement ne peut pas dépasser ce qui reste remboursable \(10,00\s€\)\.$/u)]);
    expect(staffRefundInputSchema(1000).safeParse({ amountEuros: 10, reason: 'x' }).success).toBe(true);
    expect(staffRefundInputSchema().safeParse({ amountEuros: 10.01, reason: 'x' }).success).toBe(true);
  });
});
