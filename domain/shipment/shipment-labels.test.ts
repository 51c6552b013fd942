import { describe, expect, it } from 'vitest';
import { paidSentence } from './shipment-labels';

/** Intl writes a no-break space before « € »: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('how a paid quote reads', () => {
  it('given a card payment, then it says card and names the payment, never « Virement »', () => {
    expect(plain(paidSentence({ method: 'card', reference: '01KP8AGZ', amountCents: 4460 }))).toBe('Payé par carte (paiement 01KP8AGZ) : 44,60 €');
  });

  it('given a bank transfer, then it names the bank’s reference', () => {
    expect(plain(paidSentence({ method: 'bank_transfer', reference: 'VIR-1', amountCents: 3370 }))).toBe('Virement VIR-1 reçu : 33,70 €');
  });

  it('given a row written before the method was kept, then it claims neither', () => {
    expect(plain(paidSentence({ reference: 'X-1', amountCents: 100 }))).toBe('Paiement X-1 reçu : 1,00 €');
  });
});
