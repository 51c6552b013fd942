import { describe, expect, it } from 'vitest';
import { choosePhotos, parseReceptionForm } from './reception-form';

const image = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

describe('the reception form in the browser', () => {
  it('reads empty fields as not given, with the API’s messages', () => {
    const parsed = parseReceptionForm({ customerId: null, trackingNumber: '', weightKg: null, destination: 'guadeloupe', carrier: 'DHL' });
    expect(parsed).toEqual({
      success: false,
      errors: {
        customerId: 'Veuillez sélectionner un client',
        trackingNumber: 'Le numéro de suivi est obligatoire',
        weightKg: 'Le poids est obligatoire et doit être supérieur à 0',
      },
    });
  });

  it('keeps up to 5 photos and says why the others are not kept', () => {
    const first = choosePhotos([], [image('1.jpg'), image('2.jpg'), image('3.jpg'), image('notes.pdf', 10, 'application/pdf')]);
    expect(first.files.map((file) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(first.refused).toEqual([{ name: 'notes.pdf', reason: 'Veuillez sélectionner une image' }]);
    const second = choosePhotos(first.files, [image('4.jpg'), image('big.png', 11 * 1024 * 1024, 'image/png'), image('5.jpg'), image('6.jpg')]);
    expect(second.files.map((file) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(second.refused).toEqual([{ name: 'big.png', reason: "L'image doit faire moins de 10MB" }]);
    expect(second.error).toBe('Vous ne pouvez ajouter que 5 photos maximum.');
  });
});
