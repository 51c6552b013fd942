import { describe, expect, it } from 'vitest';
import { declaredParcel } from '../testing/declared-parcel';
import { correctionFormValues, parseCorrection, validateCorrection } from './correction-form';

describe('the correction form of the parcel page', () => {
  it('starts from the parcel as it is, with an empty reason that must be written', () => {
    const values = correctionFormValues(declaredParcel);
    expect(values).toMatchObject({ carrier: 'DHL', declaredValueEuros: 49.9, status: 'declared', weightKg: null, reason: '' });
    expect(validateCorrection(values)).toEqual({ reason: 'Veuillez indiquer le motif de la correction' });
  });

  it('starts a correction of a parcel a return holds from the status the warehouse records, not « En retour »', () => {
    const held = { ...declaredParcel, status: 'in_return', recordedStatus: 'stored', returnId: 'r-1' };
    expect(correctionFormValues(held).status).toBe('stored');
    expect(parseCorrection({ ...correctionFormValues(held), reason: 'Étiquette refaite' }).success).toBe(true);
  });

  it('sends the corrected values with the reason; an emptied declared value is 0', () => {
    const parsed = parseCorrection({ ...correctionFormValues(declaredParcel), declaredValueEuros: null, status: 'pending', reason: ' Client injoignable ' });
    expect(parsed).toMatchObject({ success: true, data: { declaredValueEuros: 0, status: 'pending', reason: 'Client injoignable' } });
  });

  it('shows the API’s French messages under the fields', () => {
    expect(validateCorrection({ ...correctionFormValues(declaredParcel), weightKg: 0, reason: 'Pesée' })).toEqual({
      weightKg: 'Le poids est obligatoire et doit être supérieur à 0',
    });
  });
});
