import { describe, expect, it } from 'vitest';
import { purchaseFullRefundRefusedMessage, refundEffectOf, refundEffectSentence, returnFullRefundRefusedMessage } from './refund-effects';

const full = { amountCents: 2600, refundableCents: 2600 };
const part = { amountCents: 1000, refundableCents: 2600 };

describe('what a staff refund undoes', () => {
  it('undoes nothing when part of the money goes back, whatever was paid for', () => {
    for (const purpose of ['quote', 'subscription', 'purchase', 'return'] as const) {
      expect(refundEffectOf({ purpose, ...part, shipmentLeft: purpose === 'quote' ? true : null })).toEqual({ kind: 'gesture' });
    }
    expect(refundEffectSentence({ kind: 'gesture' })).toBe('Geste commercial : rien n’est annulé.');
  });

  it('makes a quote payable again when all that remains goes back before its box left', () => {
    const effect = refundEffectOf({ purpose: 'quote', ...full, shipmentLeft: false });
    expect(effect).toEqual({ kind: 'quote_payable_again' });
    expect(refundEffectSentence(effect)).toBe('Le devis redevient à payer : l’expédition attend un nouveau paiement.');
    // the rest of a payment already refunded in part is a full refund too
    expect(refundEffectOf({ purpose: 'quote', amountCents: 1600, refundableCents: 1600, shipmentLeft: false })).toEqual({ kind: 'quote_payable_again' });
  });

  it('asks a category for the whole price of a quote whose box left', () => {
    expect(refundEffectOf({ purpose: 'quote', ...full, shipmentLeft: true })).toEqual({ kind: 'shipped_quote' });
  });

  it('ends the Premium period refunded in full', () => {
    expect(refundEffectSentence(refundEffectOf({ purpose: 'subscription', ...full, shipmentLeft: null }))).toBe(
      'La période Premium prend fin immédiatement et l’abonnement Stripe est résilié.',
    );
  });

  it('refuses a full refund of a purchase or a return, naming where to do it', () => {
    expect(refundEffectOf({ purpose: 'purchase', ...full, shipmentLeft: null })).toEqual({ kind: 'refused', message: purchaseFullRefundRefusedMessage });
    expect(refundEffectOf({ purpose: 'return', ...full, shipmentLeft: null })).toEqual({ kind: 'refused', message: returnFullRefundRefusedMessage });
    expect(purchaseFullRefundRefusedMessage).toContain('« Achats pour moi »');
    expect(returnFullRefundRefusedMessage).toContain('refusez le retour');
  });
});
