import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import { appendChangeset, loadStream, StreamVersionConflictError } from '../../functions/platform/event-store';
import { streamEndOf, streamStart, type StreamEnd } from '../../functions/platform/changeset';
import { buildChangeset, staleWriteMessage } from '../../functions/platform/command';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';
import { eventually } from '../support/eventually';

const runtime = inject('runtime');

describe('commands on the event store', () => {
  let customer: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ customer, admin } = await signInDemoAccounts(runtime));
  });

  it('lets exactly one of two concurrent receptions of one parcel win; the other gets 409 in French', async () => {
    const parcelIds: string[] = [];
    for (let index = 0; index < 5; index += 1) parcelIds.push((await customer.post<{ parcelId: string }>('/api/parcels', declaration())).body.parcelId);
    for (const parcelId of parcelIds) {
      const path = `/admin/api/parcels/${parcelId}/receive`;
      const [first, second] = await Promise.all([
        admin.post<{ detail?: string }>(path, { weightKg: 1.2 }),
        admin.post<{ detail?: string }>(path, { weightKg: 1.3 }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      // Racing, the loser's write is refused; a moment later, the decider refuses a second reception.
      const loser = first.status === 409 ? first : second;
      expect([staleWriteMessage, 'Ce colis a déjà été réceptionné.']).toContain(loser.body.detail);
      const events = (await loadStream(`parcel-${parcelId}`)).flatMap((changeset) => changeset.events);
      expect(events.filter((event) => event.type === 'ParcelReceived')).toHaveLength(1);
    }
  });

  it('refuses a stale write at the store: two appends after the same version, one wins', async () => {
    const { body } = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    const streamId = `parcel-${body.parcelId}`;
    const [declared] = await loadStream(streamId);
    const next = (commandId: string) =>
      buildChangeset({
        streamId,
        streamType: 'parcel',
        currentVersion: declared!.lastVersion,
        events: [{ type: 'ParcelReceived', data: { parcelId: body.parcelId, weightGrams: 1000, lengthCm: 0, widthCm: 0, heightCm: 0 } }],
        context: { commandId, requestFingerprint: commandId, correlationId: commandId, causationId: null, actor: { kind: 'admin', id: 'test' }, now: new Date() },
      });
    const outcomes = await Promise.allSettled([appendChangeset(next('a')), appendChangeset(next('b'))]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toBeInstanceOf(StreamVersionConflictError);
    expect(await loadStream(streamId)).toHaveLength(2);
  });

  it('refuses a changeset after any end of its stream but the last: none starts inside another or leaves a gap', async () => {
    const { body } = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    const streamId = `parcel-${body.parcelId}`;
    const received = { type: 'ParcelReceived' as const, data: { parcelId: body.parcelId, weightGrams: 1000, lengthCm: 10, widthCm: 10, heightCm: 10 } };
    const after = (end: StreamEnd, count: number, commandId: string) =>
      buildChangeset({
        streamId,
        streamType: 'parcel',
        currentVersion: end,
        events: Array.from({ length: count }, () => received),
        context: { commandId, requestFingerprint: commandId, correlationId: commandId, causationId: null, actor: { kind: 'admin', id: 'test' }, now: new Date() },
      });
    const declared = streamEndOf(await loadStream(streamId));
    await appendChangeset(after(declared, 2, 'two-events'));
    // Every end the store handed out before is stale now: each meets the changeset that followed it.
    await expect(appendChangeset(after(streamStart, 1, 'before-the-first'))).rejects.toBeInstanceOf(StreamVersionConflictError);
    await expect(appendChangeset(after(declared, 1, 'stale'))).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect((await loadStream(streamId)).map((changeset) => [changeset.version, changeset.lastVersion])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    await appendChangeset(after(streamEndOf(await loadStream(streamId)), 1, 'after'));
    expect((await loadStream(streamId)).at(-1)).toMatchObject({ version: 4, lastVersion: 4 });
  });

  it('appends one changeset when the same command is sent 20 times, at once and again after', async () => {
    const key = randomUUID();
    const sent = declaration();
    const burst = await Promise.all(Array.from({ length: 10 }, () => customer.post<{ parcelId: string }>('/api/parcels', sent, key)));
    const later: typeof burst = [];
    for (let attempt = 0; attempt < 10; attempt += 1) later.push(await customer.post<{ parcelId: string }>('/api/parcels', sent, key));
    const responses = [...burst, ...later];

    expect(responses.every((response) => response.status === 201 || response.status === 200)).toBe(true);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const parcelIds = new Set(responses.map((response) => response.body.parcelId));
    expect(parcelIds.size).toBe(1);

    const stream = await loadStream(`parcel-${[...parcelIds][0]}`);
    expect(stream).toHaveLength(1);
    expect(stream[0]!.events).toHaveLength(1);

    const list = await eventually(async () => {
      const response = await customer.get<{ items: { trackingNumber: string }[] }>('/api/parcels');
      expect(response.body.items.some((parcel) => parcel.trackingNumber === sent.trackingNumber)).toBe(true);
      return response.body.items;
    });
    expect(list.filter((parcel) => parcel.trackingNumber === sent.trackingNumber)).toHaveLength(1);
  });

  it('refuses an idempotency key reused for a different request', async () => {
    const key = randomUUID();
    expect((await customer.post('/api/parcels', declaration(), key)).status).toBe(201);
    const reused = await customer.post<{ detail: string }>('/api/parcels', declaration(), key);
    expect(reused.status).toBe(409);
    expect(reused.body.detail).toContain('clé d’idempotence');
  });

  it('receives a parcel once: receiving it again changes nothing', async () => {
    const { body } = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    const path = `/admin/api/parcels/${body.parcelId}/receive`;
    expect((await admin.post(path, { weightKg: 1 })).status).toBe(200);
    const again = await admin.post<{ status: string; version: number }>(path, { weightKg: 1 });
    expect(again.status).toBe(200);
    // The reception is one changeset of two events (versions 2-3): the reception and the start of storage.
    expect(again.body).toMatchObject({ status: 'received', version: 3 });
    expect(await loadStream(`parcel-${body.parcelId}`)).toHaveLength(2);
  });
});
