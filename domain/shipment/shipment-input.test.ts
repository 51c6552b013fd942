import { describe, expect, it } from 'vitest';
import { extraFeesOf, processShipmentInputSchema, recordPaymentInputSchema } from './shipment-input';

const box = { weightKg: 4.2, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'martinique', service: 'standard' };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('money typed by staff in the shipment forms', () => {
  it('refuses a payment or an extra fee with more than two decimals, in French, instead of rounding it', () => {
    expect(messagesOf(recordPaymentInputSchema.safeParse({ reference: 'VIR-1', amountEuros: 13.501 }))).toEqual(['Le montant ne peut pas avoir plus de deux décimales']);
    expect(messagesOf(processShipmentInputSchema.safeParse({ ...box, extraFees: [{ label: 'Emballage', amountEuros: 1.005 }] }))).toEqual([
      'Le montant ne peut pas avoir plus de deux décimales',
    ]);
  });

  it('converts two decimals to cents exactly (4.35 € is 435 cents, where 4.35 × 100 is 434.99…)', () => {
    const processing = processShipmentInputSchema.parse({ ...box, extraFees: [{ label: 'Emballage', amountEuros: 4.35 }, { label: 'Photos', amountEuros: 1.1 }] });
    expect(extraFeesOf(processing)).toEqual([
      { label: 'Emballage', amountCents: 435 },
      { label: 'Photos', amountCents: 110 },
    ]);
  });

  it('refuses a payment above what one payment can settle', () => {
    expect(recordPaymentInputSchema.safeParse({ reference: 'VIR-1', amountEuros: 999_999.99 }).success).toBe(true);
    expect(messagesOf(recordPaymentInputSchema.safeParse({ reference: 'VIR-1', amountEuros: 1_000_000 }))).toEqual(['Le montant ne peut pas dépasser 999 999,99 €']);
  });
});
