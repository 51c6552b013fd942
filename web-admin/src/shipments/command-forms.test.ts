import { describe, expect, it } from 'vitest';
import { parsePayment } from './command-forms';
import { parseProcessing } from './processing-form';

describe('money typed in the shipment forms of the back office', () => {
  it('is refused with more than two decimals, under its field, by the API’s own schema', () => {
    expect(parsePayment({ reference: 'VIR-1', amountEuros: 13.501 })).toEqual({ success: false, errors: { amountEuros: 'Le montant ne peut pas avoir plus de deux décimales' } });
    const processing = parseProcessing({ weightKg: 2, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Emballage', amountEuros: 1.005 }] });
    expect(processing.success ? null : processing.errors).toEqual({ extraFees: { 0: { amountEuros: 'Le montant ne peut pas avoir plus de deux décimales' } } });
    expect(parsePayment({ reference: 'VIR-1', amountEuros: 13.5 })).toEqual({ success: true, data: { reference: 'VIR-1', amountEuros: 13.5 } });
  });
});
