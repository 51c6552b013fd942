import { describe, expect, it } from 'vitest';
import type { ParcelPutAway, ParcelReceived, ParcelStorageStarted } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { declaredParcelEvent } from './parcel-test-events';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { correctParcelInputSchema, type CorrectParcelFormValues } from './correction-input';
import { parcelDecider } from './parcel-commands';
import type { CorrectParcel, NotifyParcelOwner, PutAwayParcel } from './parcel-page-commands';
import { normalizedStorageLocation, putAwayInputSchema } from './storage-location';

const spec = deciderSpec(parcelDecider);
const metadata = { now: new Date('2026-11-25T10:00:00Z'), actor: { kind: 'admin' as const, id: 'admin-1' } };

const declared = declaredParcelEvent;
const received: ParcelReceived = { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } };
const storageStarted: ParcelStorageStarted = {
  type: 'ParcelStorageStarted',
  data: { parcelId: 'p1', receivedDay: '2026-11-25', plan: 'free', freeDays: 3, subscriptionVersion: 0 },
};
const putAwayOn = (location: string, previousLocation: string | null = null): ParcelPutAway => ({
  type: 'ParcelPutAway',
  data: { parcelId: 'p1', location, previousLocation },
});

/** The edit form as the page fills it for the received parcel above, then changed by `changes`. */
const correction = (changes: Partial<CorrectParcelFormValues>): CorrectParcel => ({
  type: 'CorrectParcel',
  data: {
    parcelId: 'p1',
    correction: correctParcelInputSchema.parse({
      carrier: 'Colissimo',
      category: 'electronique',
      description: 'Casque',
      declaredValueEuros: 129.99,
      instructions: '',
      status: 'received',
      weightKg: 1.3,
      lengthCm: 21,
      widthCm: 16,
      heightCm: 11,
      reason: 'Pesée refaite',
      ...changes,
    }),
  },
  metadata,
});

const putAway = (location: string): PutAwayParcel => ({ type: 'PutAwayParcel', data: { parcelId: 'p1', location }, metadata });
const notify = (template: NotifyParcelOwner['data']['template']): NotifyParcelOwner => ({
  type: 'NotifyParcelOwner',
  data: { parcelId: 'p1', template },
  metadata,
});

describe('Correcting a parcel (staff, with a reason)', () => {
  it('records only the fields that changed, with their values before and after, and the reason', () => {
    spec
      .given([declared, received])
      .when(correction({ weightKg: 1.45, description: 'Casque audio', reason: 'Pesée refaite au quai' }))
      .then([
        {
          type: 'ParcelDetailsCorrected',
          data: {
            parcelId: 'p1',
            before: { description: 'Casque', weightGrams: 1300 },
            after: { description: 'Casque audio', weightGrams: 1450 },
            reason: 'Pesée refaite au quai',
          },
        },
      ]);
  });

  it('records a status correction apart, from and to, with the same reason', () => {
    spec
      .given([declared, received])
      .when(correction({ status: 'pending', reason: 'Colis abîmé, en attente du client' }))
      .then([{ type: 'ParcelStatusCorrected', data: { parcelId: 'p1', from: 'received', to: 'pending', reason: 'Colis abîmé, en attente du client' } }]);
  });

  it('refuses to put a parcel in a status only its shipment sets (ready to ship, shipped, delivered)', () => {
    spec
      .given([declared, received])
      .when(correction({ status: 'shipped', reason: 'Parti avec DHL' }))
      .thenThrows(ValidationError, 'Seule l’expédition du colis peut le passer au statut « Expédié », pas une correction.');
    spec.given([declared, received]).when(correction({ status: 'delivered' })).thenThrows(ValidationError, '« Livré »');
    spec.given([declared, received]).when(correction({ status: 'ready_to_ship' })).thenThrows(ValidationError, 'pas une correction');
  });

  it('refuses to take a parcel out of a status its shipment set, and says so under the status field', () => {
    const ready = [declared, received, { type: 'ParcelReadyToShip' as const, data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1' } }];
    spec.given(ready).when(correction({ status: 'stored' })).thenThrows(ValidationError, 'Ce colis est « Prêt à expédier » : seule son expédition peut changer ce statut, pas une correction.');
    const run = () => parcelDecider.decide(correction({ status: 'stored' }), ready.reduce(parcelDecider.evolve, parcelDecider.initialState()));
    expect(run).toThrow(expect.objectContaining({ status: 400, fieldErrors: { status: expect.stringContaining('seule son expédition') } }));
    // the other details of such a parcel can still be corrected
    spec.given(ready).when(correction({ status: 'ready_to_ship', description: 'Casque audio' })).then([
      { type: 'ParcelDetailsCorrected', data: { parcelId: 'p1', before: { description: 'Casque' }, after: { description: 'Casque audio' }, reason: 'Pesée refaite' } },
    ]);
  });

  it('records nothing when the form is sent back unchanged', () => {
    spec.given([declared, received]).when(correction({})).then([]);
  });

  it('refuses to correct measures the warehouse has not taken yet', () => {
    spec
      .given([declared])
      .when(correction({ status: 'declared' }))
      .thenThrows(IllegalStateError, 'Ce colis n’a pas encore été réceptionné : ses mesures ne peuvent pas être corrigées.');
  });

  it('corrects the details of a parcel not yet received when no measure is sent', () => {
    spec
      .given([declared])
      .when(correction({ status: 'declared', weightKg: null, lengthCm: null, widthCm: null, heightCm: null, carrier: 'DHL' }))
      .then([{ type: 'ParcelDetailsCorrected', data: { parcelId: 'p1', before: { carrier: 'Colissimo' }, after: { carrier: 'DHL' }, reason: 'Pesée refaite' } }]);
  });

  it('answers "Colis introuvable" for a parcel that does not exist', () => {
    spec.given([]).when(correction({})).thenThrows(NotFoundError, 'Colis introuvable');
  });

  it('needs a reason, in French', () => {
    const result = correctParcelInputSchema.safeParse({
      carrier: 'DHL',
      category: 'autre',
      description: '',
      declaredValueEuros: 0,
      instructions: '',
      status: 'received',
      reason: '   ',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Veuillez indiquer le motif de la correction']);
  });

  it('a later correction starts from the corrected values', () => {
    spec
      .given([
        declared,
        received,
        { type: 'ParcelDetailsCorrected', data: { parcelId: 'p1', before: { weightGrams: 1300 }, after: { weightGrams: 1450 }, reason: 'Pesée' } },
      ])
      .when(correction({ weightKg: 1.45 }))
      .then([]);
  });
});

describe('Putting a parcel away', () => {
  it('shelves a received parcel: it becomes stored', () => {
    spec.given([declared, received, storageStarted]).when(putAway('A-01-03')).then([putAwayOn('A-01-03')]);
  });

  it('changes nothing when the parcel is already on that shelf (a repeated scan)', () => {
    spec.given([declared, received, putAwayOn('A-01-03')]).when(putAway('A-01-03')).then([]);
  });

  it('moves a stored parcel to another shelf, naming the one it left', () => {
    spec.given([declared, received, putAwayOn('A-01-03')]).when(putAway('B-02-01')).then([putAwayOn('B-02-01', 'A-01-03')]);
  });

  it('refuses a parcel the warehouse has not received', () => {
    spec
      .given([declared])
      .when(putAway('A-01-03'))
      .thenThrows(IllegalStateError, 'Seul un colis reçu ou déjà stocké peut être rangé (statut actuel : Déclaré).');
  });

  it('reads a location typed or scanned loosely in its one written form, and refuses anything else', () => {
    expect(normalizedStorageLocation('a 1 3')).toBe('A-01-03');
    expect(normalizedStorageLocation(' B-12-04 ')).toBe('B-12-04');
    expect(normalizedStorageLocation('C0203')).toBeNull();
    expect(normalizedStorageLocation('A-00-01')).toBeNull();
    expect(putAwayInputSchema.safeParse({ location: 'étagère du fond' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Emplacement invalide : utilisez le format A-01-03 (allée, étagère, niveau)',
    ]);
    expect(putAwayInputSchema.safeParse({ location: '' }).error?.issues.map((issue) => issue.message)).toEqual(['Veuillez indiquer un emplacement']);
  });
});

describe('Notifying the owner from the parcel page', () => {
  it('records the reception e-mail of a received parcel', () => {
    spec
      .given([declared, received])
      .when(notify('package_received'))
      .then([{ type: 'ParcelNotificationSent', data: { parcelId: 'p1', template: 'package_received' } }]);
  });

  it('refuses the reception e-mail of a parcel not received yet', () => {
    spec
      .given([declared])
      .when(notify('package_received'))
      .thenThrows(IllegalStateError, 'Ce colis n’a pas encore été réceptionné : le client ne peut pas en être averti.');
  });

  it('sends a storage reminder only for a parcel in storage', () => {
    spec.given([declared, received, storageStarted]).when(notify('storage_reminder')).then([
      { type: 'ParcelNotificationSent', data: { parcelId: 'p1', template: 'storage_reminder' } },
    ]);
    spec
      .given([declared, received, storageStarted, { type: 'ParcelStatusCorrected', data: { parcelId: 'p1', from: 'received', to: 'shipped', reason: 'Parti' } }])
      .when(notify('storage_reminder'))
      .thenThrows(IllegalStateError, 'Ce colis n’est pas en stockage : aucun rappel de stockage à envoyer.');
  });
});
