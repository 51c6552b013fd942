import { describe, expect, it } from 'vitest';
import { completesRefund } from './payment';

const paidTwoFifty = (refunds: readonly { refundId: string; amountCents: number }[]) => ({ paid: { amountCents: 250 }, refunds });

describe('the refund that takes back what a payment paid for', () => {
  it('is the one that makes the payment whole again: not a gesture before it, nor one said again after it', () => {
    const refunds = [
      { refundId: 're_gesture', amountCents: 100 },
      { refundId: 're_rest', amountCents: 150 },
    ];
    expect(completesRefund(paidTwoFifty(refunds), 're_gesture')).toBe(false);
    expect(completesRefund(paidTwoFifty(refunds), 're_rest')).toBe(true);
    expect(completesRefund(paidTwoFifty([{ refundId: 're_whole', amountCents: 250 }]), 're_whole')).toBe(true);
    expect(completesRefund(paidTwoFifty([{ refundId: 're_gesture', amountCents: 100 }]), 're_gesture')).toBe(false);
    expect(completesRefund(paidTwoFifty(refunds), 're_unknown')).toBe(false);
    expect(completesRefund({ paid: null, refunds }, 're_rest')).toBe(false);
  });
});
