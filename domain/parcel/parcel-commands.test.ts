import { describe, it } from 'vitest';
import type { ParcelPhotoAttached, ParcelReceived, ParcelStorageStarted } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { declaredParcelEvent } from './parcel-test-events';
import { ConflictError, IllegalStateError, NotFoundError } from '../shared/errors';
import { parcelDecider, type AttachParcelPhoto, type DeclareParcel, type ReceiveParcel } from './parcel-commands';
import { maxPhotosPerParcel } from './parcel-photos';

const spec = deciderSpec(parcelDecider);
const metadata = { now: new Date('2026-11-20T10:00:00Z'), actor: { kind: 'customer' as const, id: 'customer-1' } };

const declare: DeclareParcel = {
  type: 'DeclareParcel',
  data: {
    parcelId: 'p1',
    customerId: 'customer-1',
    declaration: {
      senderName: 'Fnac',
      senderPhone: '0102030405',
      senderEmail: 'fnac@example.com',
      carrier: 'Colissimo',
      trackingNumber: '6A123',
      description: 'Casque',
      category: 'electronique',
      weightKg: 1.25,
      lengthCm: 20,
      widthCm: 15,
      heightCm: 10,
      declaredValueEuros: 129.99,
      instructions: '',
    },
  },
  metadata,
};

const declared = declaredParcelEvent;

const receive: ReceiveParcel = {
  type: 'ReceiveParcel',
  data: { parcelId: 'p1', measurements: { weightKg: 1.3, lengthCm: 21, widthCm: 16, heightCm: 11 }, plan: { plan: 'free', version: 0 } },
  metadata: { ...metadata, actor: { kind: 'admin', id: 'admin-1' } },
};

const received: ParcelReceived = {
  type: 'ParcelReceived',
  data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 },
};

const storageStarted: ParcelStorageStarted = {
  type: 'ParcelStorageStarted',
  data: { parcelId: 'p1', receivedDay: '2026-11-20', plan: 'free', freeDays: 3, subscriptionVersion: 0 },
};

describe('parcel decider', () => {
  it('declares a new parcel in grams and cents', () => {
    spec.given([]).when(declare).then([declared]);
  });

  it('keeps the cents exact for values that floats get wrong', () => {
    const tricky = { ...declare, data: { ...declare.data, declaration: { ...declare.data.declaration, declaredValueEuros: 0.29, weightKg: 0.1 } } };
    spec
      .given([])
      .when(tricky)
      .then([{ ...declared, data: { ...declared.data, declaredValueCents: 29, weightGrams: 100 } }]);
  });

  it('refuses to declare the same parcel twice', () => {
    spec.given([declared]).when(declare).thenThrows(ConflictError, 'Ce colis a déjà été déclaré.');
  });

  it('records the reception of a declared parcel', () => {
    spec.given([declared]).when(receive).then([received, storageStarted]);
  });

  it("records the free storage days of the customer's plan at reception", () => {
    const premium = { ...receive, data: { ...receive.data, plan: { plan: 'premium_yearly' as const, version: 2 } } };
    spec
      .given([declared])
      .when(premium)
      .then([received, { ...storageStarted, data: { ...storageStarted.data, plan: 'premium_yearly', freeDays: 90, subscriptionVersion: 2 } }]);
  });

  it('does nothing when the same reception is recorded again', () => {
    spec.given([declared, received, storageStarted]).when(receive).then([]);
  });

  it('refuses a second reception with other measurements', () => {
    const other = { ...receive, data: { ...receive.data, measurements: { ...receive.data.measurements, weightKg: 1.4 } } };
    spec.given([declared, received]).when(other).thenThrows(IllegalStateError, 'Ce colis a déjà été réceptionné.');
  });

  it('refuses to receive a parcel nobody declared', () => {
    spec.given([]).when(receive).thenThrows(NotFoundError, 'Colis introuvable');
  });
});

describe('parcel decider: photos', () => {
  const photo = (uploadId: string): ParcelPhotoAttached => ({
    type: 'ParcelPhotoAttached',
    data: {
      parcelId: 'p1',
      photoId: uploadId,
      uploadId,
      description: 'Carton abîmé',
      original: { key: `photos/p1/${uploadId}.jpg`, contentType: 'image/jpeg', sizeBytes: 120_000, width: 1600, height: 1200 },
      thumbnail: { key: `photos/p1/${uploadId}-thumb.webp`, contentType: 'image/webp', sizeBytes: 9_000, width: 320, height: 240 },
    },
  });
  const attach = (uploadId: string, actor: AttachParcelPhoto['metadata']['actor'] = { kind: 'customer', id: 'customer-1' }): AttachParcelPhoto => ({
    type: 'AttachParcelPhoto',
    data: photo(uploadId).data,
    metadata: { ...metadata, actor },
  });

  it('attaches a checked photo to its owner’s parcel', () => {
    spec.given([declared]).when(attach('u1')).then([photo('u1')]);
  });

  it('lets staff attach a photo to any parcel, received or not', () => {
    spec.given([declared, received]).when(attach('u1', { kind: 'admin', id: 'admin-1' })).then([photo('u1')]);
  });

  it('does nothing when the same upload is attached again', () => {
    spec.given([declared, photo('u1')]).when(attach('u1')).then([]);
    spec.given([declared, photo('u1')]).when(attach('u1', { kind: 'admin', id: 'admin-1' })).then([]);
  });

  it('answers another customer exactly as for a parcel that does not exist', () => {
    spec.given([declared]).when(attach('u1', { kind: 'customer', id: 'customer-2' })).thenThrows(NotFoundError, 'Colis introuvable');
    spec.given([]).when(attach('u1')).thenThrows(NotFoundError, 'Colis introuvable');
  });

  it(`refuses a photo beyond ${maxPhotosPerParcel}`, () => {
    const full = Array.from({ length: maxPhotosPerParcel }, (_, index) => photo(`u${index}`));
    spec.given([declared, ...full]).when(attach('one-more')).thenThrows(IllegalStateError, `Ce colis a déjà ${maxPhotosPerParcel} photos`);
  });
});
