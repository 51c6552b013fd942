import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import type { ParcelEvent } from '../../events/parcel-events';
import { streamIdOf } from '../../events/envelope';
import { buildChangeset } from '../platform/command';
import { anyProjection, contributionMoves, contributionsOf, emptyState, foldIntoState, type ProjectedState } from '../platform/projection';
import { vouchedEnd } from '../platform/testing/stream-ends';
import { parcelCounters, parcelsProjection, type ParcelRow } from './parcels-projection';

const parcelId = 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const customerId = 'customer-1';
const stream = streamIdOf('parcel', parcelId);
const projection = anyProjection(parcelsProjection);
const key = { parcelId };

let clock = Date.parse('2026-11-02T09:00:00Z');
let version = 0;
const stored = (event: ParcelEvent): StoredEvent => {
  clock += 60_000;
  const [built] = buildChangeset({
    streamId: stream,
    streamType: 'parcel',
    currentVersion: vouchedEnd(version),
    events: [event as DomainEvent],
    context: { commandId: randomUUID(), requestFingerprint: 'test', correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'test' }, now: new Date(clock) },
  }).events;
  if (!built) throw new Error('aucun événement');
  version += 1;
  return built;
};

const declared = stored({
  type: 'ParcelDeclared',
  data: {
    parcelId,
    customerId,
    sender: { name: 'Boutique', phone: '', email: '' },
    carrier: 'Colissimo',
    trackingNumber: '6A12345678901',
    description: 'Casque audio',
    category: 'electronique',
    weightGrams: 1500,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    declaredValueCents: 8000,
    instructions: '',
  },
});
const received = stored({ type: 'ParcelReceived', data: { parcelId, weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 10 } });
const putAway = stored({ type: 'ParcelPutAway', data: { parcelId, location: 'A-01-03', previousLocation: null } });
const returnStarted = stored({ type: 'ParcelReturnStarted', data: { parcelId, returnId: 'return-1' } });
const returnReleased = stored({ type: 'ParcelReturnReleased', data: { parcelId, returnId: 'return-1', resumedAfter: '2026-11-02' } });
const returnStartedAgain = stored({ type: 'ParcelReturnStarted', data: { parcelId, returnId: 'return-2' } });
const returned = stored({ type: 'ParcelReturned', data: { parcelId, returnId: 'return-2' } });

const fold = (events: StoredEvent[], state: ProjectedState = emptyState) => foldIntoState(projection, key, state, events);
const rowOf = (state: ProjectedState) => state.row as ParcelRow;
/** What a write moves in the totals, as the runner records it on the row: the difference of its contributions. */
const movesBetween = (before: ProjectedState, after: ProjectedState) => contributionMoves(contributionsOf(projection, rowOf(before)), contributionsOf(projection, rowOf(after)));

describe('the parcels projection, for a parcel a return holds', () => {
  const inStorage = fold([declared, received, putAway]);
  const inReturn = fold([returnStarted], inStorage);

  it('lists and counts a stored parcel « Stocké » until a return holds it, then « En retour », no longer stored', () => {
    expect(rowOf(inStorage)).toMatchObject({ status: 'stored', shownStatus: 'stored' });
    expect(parcelsProjection.countersOf?.(rowOf(inStorage))).toContain(parcelCounters.byStatus('stored'));
    // the warehouse still records it stored (a correction starts from that), the lists and totals say « En retour »
    expect(rowOf(inReturn)).toMatchObject({ status: 'stored', returnId: 'return-1', shownStatus: 'in_return' });
    expect(parcelsProjection.countersOf?.(rowOf(inReturn))).toEqual([parcelCounters.all, parcelCounters.byStatus('in_return'), parcelCounters.byCustomer(customerId)]);
    expect(movesBetween(inStorage, inReturn)).toEqual({ [parcelCounters.byStatus('stored')]: -1, [parcelCounters.byStatus('in_return')]: 1 });
  });

  it('gives it back to « Stocké » once the return lets it go, and to « Retourné » once the goods are back with the merchant', () => {
    const released = fold([returnReleased], inReturn);
    expect(rowOf(released)).toMatchObject({ status: 'stored', returnId: null, shownStatus: 'stored' });
    expect(movesBetween(inReturn, released)).toEqual({ [parcelCounters.byStatus('in_return')]: -1, [parcelCounters.byStatus('stored')]: 1 });
    const heldAgain = fold([returnStartedAgain], released);
    const gone = fold([returned], heldAgain);
    expect(rowOf(gone)).toMatchObject({ status: 'returned', shownStatus: 'returned' });
    expect(movesBetween(heldAgain, gone)).toEqual({ [parcelCounters.byStatus('in_return')]: -1, [parcelCounters.byStatus('returned')]: 1 });
  });

  it('moves no total when an event is delivered again: the row is the one it was', () => {
    const redelivered = fold([returnStarted, putAway], inReturn);
    expect(redelivered).toEqual(inReturn);
    expect(movesBetween(inReturn, redelivered)).toEqual({});
  });
});
