import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { parcelStatusChoices, shownParcelStatusChoices } from './parcel-status';

const labelsOf = (choices: readonly { name: string }[]) => choices.map((choice) => i18nProvider.translate(choice.name));

describe('the parcel status choices', () => {
  it('let the list be filtered « En retour », as the parcels a return holds are shown, beside « Stocké »', () => {
    expect(labelsOf(shownParcelStatusChoices)).toEqual(['Déclaré', 'Reçu', 'Stocké', 'Prêt à expédier', 'Expédié', 'Livré', 'En attente', 'Retourné', 'En retour']);
  });

  it('let a correction set only a status the warehouse records: « En retour » is the return’s to say', () => {
    expect(labelsOf(parcelStatusChoices)).not.toContain('En retour');
  });
});
