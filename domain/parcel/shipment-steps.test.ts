import { describe, it } from 'vitest';
import type { ParcelEvent } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { parcelDecider } from './parcel-commands';
import { declaredParcelEvent } from './parcel-test-events';
import type { ApplyShipmentStep, ShipmentStep } from './shipment-steps';

const spec = deciderSpec(parcelDecider);
const stored: ParcelEvent[] = [
  declaredParcelEvent,
  { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } },
  { type: 'ParcelPutAway', data: { parcelId: 'p1', location: 'A-01-03', previousLocation: null } },
];
const step = (shipmentId: string, shipmentStep: ShipmentStep): ApplyShipmentStep => ({
  type: 'ApplyShipmentStep',
  data: { parcelId: 'p1', shipmentId, ...shipmentStep },
  metadata: { now: new Date('2026-11-25T10:00:00Z'), actor: { kind: 'system', id: 'shipment-steps' } },
});
const inRequest: ParcelEvent[] = [...stored, { type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's1' } }];

describe('a shipment’s steps on each of its parcels', () => {
  it('joins the request once; a later request (the first one cancelled) takes it, and the late release of the first changes nothing', () => {
    spec.given(stored).when(step('s1', { step: 'requested' })).then([{ type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's1' } }]);
    spec.given(inRequest).when(step('s1', { step: 'requested' })).then([]);
    const inSecond: ParcelEvent[] = [...inRequest, { type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's2' } }];
    spec.given(inRequest).when(step('s2', { step: 'requested' })).then([inSecond.at(-1) as ParcelEvent]);
    spec.given(inSecond).when(step('s1', { step: 'cancelled' })).then([]);
  });

  it('is released by a cancelled request, and can then join another', () => {
    const released: ParcelEvent[] = [...inRequest, { type: 'ParcelShipmentReleased', data: { parcelId: 'p1', shipmentId: 's1' } }];
    spec.given(inRequest).when(step('s1', { step: 'cancelled' })).then([{ type: 'ParcelShipmentReleased', data: { parcelId: 'p1', shipmentId: 's1' } }]);
    spec.given(released).when(step('s1', { step: 'cancelled' })).then([]);
    spec.given(released).when(step('s2', { step: 'requested' })).then([{ type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's2' } }]);
  });

  it('goes ready to ship with the quote, shipped with the carrier’s number, delivered; each step repeated changes nothing', () => {
    const ready: ParcelEvent[] = [...inRequest, { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1-ABCD' } }];
    spec.given(inRequest).when(step('s1', { step: 'quoted', quoteNumber: 'DEV-1-ABCD' })).then([ready.at(-1) as ParcelEvent]);
    spec.given(ready).when(step('s1', { step: 'quoted', quoteNumber: 'DEV-1-ABCD' })).then([]);
    const shipped: ParcelEvent = { type: 'ParcelShipped', data: { parcelId: 'p1', shipmentId: 's1', carrier: 'Colissimo', trackingNumber: 'CB1FR' } };
    spec.given(ready).when(step('s1', { step: 'shipped', carrier: 'Colissimo', trackingNumber: 'CB1FR' })).then([shipped]);
    spec.given([...ready, shipped]).when(step('s1', { step: 'shipped', carrier: 'Colissimo', trackingNumber: 'CB1FR' })).then([]);
    spec.given([...ready, shipped]).when(step('s1', { step: 'delivered' })).then([{ type: 'ParcelDelivered', data: { parcelId: 'p1', shipmentId: 's1' } }]);
  });

  it('goes back to storage when its quote expires (fees restart), and ready again with the reissued quote', () => {
    const ready: ParcelEvent[] = [...inRequest, { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1-ABCD' } }];
    const expired: ParcelEvent = { type: 'ParcelQuoteExpired', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1-ABCD' } };
    spec.given(ready).when(step('s1', { step: 'quoteExpired', quoteNumber: 'DEV-1-ABCD' })).then([expired]);
    spec.given([...ready, expired]).when(step('s1', { step: 'quoteExpired', quoteNumber: 'DEV-1-ABCD' })).then([]);
    const reissued: ParcelEvent = { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-2-ABCD' } };
    spec.given([...ready, expired]).when(step('s1', { step: 'quoted', quoteNumber: 'DEV-2-ABCD' })).then([reissued]);
    // the expired quote delivered late, or its expiry delivered after the reissue, changes nothing
    spec.given([...ready, expired]).when(step('s1', { step: 'quoted', quoteNumber: 'DEV-1-ABCD' })).then([]);
    spec.given([...ready, expired, reissued]).when(step('s1', { step: 'quoteExpired', quoteNumber: 'DEV-1-ABCD' })).then([]);
  });
});
