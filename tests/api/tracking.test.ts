import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { trackingViewSchema } from '../../domain/parcel/parcel-timeline';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

const problemSchema = z.strictObject({ type: z.string(), title: z.string(), status: z.number(), detail: z.string(), correlationId: z.string() }).transform(({ correlationId: _request, ...rest }) => rest);

const track = (client: ApiClient, trackingNumber: string) => client.get<unknown>(`/api/tracking?${new URLSearchParams({ trackingNumber })}`);

/** /suivi's answer once the parcel's row shows `status`: the timeline is read from the events, the card from the row. */
const trackedWhen = (client: ApiClient, trackingNumber: string, status: string) =>
  eventually(async () => {
    const answer = await track(client, trackingNumber);
    const view = trackingViewSchema.safeParse(answer.body);
    if (answer.status !== 200 || !view.success || view.data.parcel.status !== status) throw new Error(`pas encore : ${answer.status}`);
    return view.data;
  }, 10_000);

describe('/suivi: a customer follows their own parcels, from the parcel\'s events (DECISIONS, "Tracking")', () => {
  let admin: ApiClient;
  let alice: ApiClient;
  let bob: ApiClient;
  const number = `SV${Date.now()}`;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    alice = (await registeredCustomer(runtime)).client;
    bob = (await registeredCustomer(runtime)).client;
    const declared = await alice.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber: number }));
    expect(declared.status).toBe(201);
    const received = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${declared.body.parcelId}/receive`, { weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
  }, 60_000);

  it('finds the parcel typed with other spaces and case, and lists its events in order', async () => {
    const view = await trackedWhen(alice, ` ${number.toLowerCase().replace('sv', 's v')} `, 'received');
    expect(view.parcel.trackingNumber).toBe(number);
    expect(view.timeline.map((entry) => entry.label)).toEqual(['Colis déclaré', 'Reçu à l’entrepôt', 'Stockage commencé (3 jours gratuits)']);
    const times = view.timeline.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("answers another customer's number exactly as an unknown one", async () => {
    const others = await track(bob, number);
    const unknown = await track(bob, 'INCONNU123456');
    // Each answer names its own request (correlationId); all the rest is the same.
    const withoutRequest = (body: unknown) => problemSchema.parse(body);
    expect(others.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(withoutRequest(others.body)).toEqual(withoutRequest(unknown.body));
    expect(withoutRequest(unknown.body).detail).toBe('Colis introuvable');
  });

  it('asks for a number in French, and needs a signed-in customer', async () => {
    const empty = await track(alice, '   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Veuillez saisir un numéro de suivi');
    const anonymous = await track(createApiClient(runtime.site), number);
    expect(anonymous.status).toBe(401);
  });
});
