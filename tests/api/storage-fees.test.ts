import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SubscriptionPlan } from '../../domain/pricing/plans';
import type { StoredEvent } from '../../events/catalog';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { addDays } from '../../domain/parcel/storage';
import { toCustomerParcel } from '../../functions/parcels/parcel-views';
import { parcelsProjection } from '../../functions/parcels/parcels-projection';
import { buildChangeset, executeCommand, type CommandContext } from '../../functions/platform/command';
import { appendChangeset, loadStream } from '../../functions/platform/event-store';
import { getRow } from '../../functions/platform/read-models';
import { release, reserve } from '../../functions/platform/reservations';
import { returnParcelKey } from '../../functions/returns/queries';
import { ses } from '../support/accounts';
import { mailsTo } from '../support/mailbox';
import { useScratchTables } from '../support/scratch-event-store';
import { contextAt, customer, project, receivedParcel } from '../support/storage-parcels';
import { shippingAddress } from '../support/shipments';
import { shipmentDecider, type ShipmentCommand } from '../../domain/shipment/shipment-commands';
import { processShipmentInputSchema, requestShipmentInputSchema } from '../../domain/shipment/shipment-input';
import type { QuoteExpired, QuoteIssued, ShipmentEvent } from '../../events/shipment-events';
import { createShipmentAudit, isAuditedEvent } from '../../domain/shipment/audit';
import { createReturnAudit, isAuditedReturnEvent } from '../../domain/return/audit';
import { streamEndOf } from '../../functions/platform/changeset';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

const runtime = inject('runtime');
// The job's own function (the handler refuses a future day), loaded once the runtime's environment is in
// place (its logger reads the configuration); each run is stamped at noon of the day it accrues.
let accrueStorageFeesOn: (day: string, now: Date) => Promise<unknown>;
let runJob: (input: unknown) => Promise<unknown>;
const accrueStorageFees = ({ date }: { date: string }) => accrueStorageFeesOn(date, new Date(`${date}T11:00:00Z`));

const eventsOf = async (parcelId: string): Promise<StoredEvent[]> => (await loadStream(`parcel-${parcelId}`)).flatMap((changeset) => changeset.events);
/** The paid days accrued, one line a day, from the runs each event records. */
const feesOf = async (parcelId: string) =>
  (await eventsOf(parcelId)).flatMap((event) =>
    event.type === 'StorageFeeAccrued' ? Array.from({ length: event.data.days }, (_, index) => ({ day: addDays(event.data.from, index), amountCents: event.data.amountCents / event.data.days })) : [],
  );
const accrualEventsOf = async (parcelId: string) => (await eventsOf(parcelId)).filter((event) => event.type === 'StorageFeeAccrued').map((event) => event.data);
const remindersOf = async (parcelId: string) =>
  (await eventsOf(parcelId)).flatMap((event) => (event.type === 'StorageReminderSent' ? [`${event.data.kind} ${event.data.day}`] : []));
const totalOf = (fees: { amountCents: number }[]) => fees.reduce((sum, fee) => sum + fee.amountCents, 0);

const runDays = async (from: string, to: string) => {
  for (let day = from; day <= to; day = addDays(day, 1)) await accrueStorageFees({ date: day });
};

describe('storage fees, accrued by the daily job (accrue-storage-fees)', () => {
  type Subject = { parcelId: string; email: string };
  const subjects = {} as Record<SubscriptionPlan, Subject>;

  beforeAll(async () => {
    await useScratchTables(runtime);
    ({ accrueStorageFees: accrueStorageFeesOn, handler: runJob } = await import('../../functions/parcels/accrue-storage-fees'));
    // March 2027 (31 days, the spring DST change on the 28th) crosses the end of each plan's free period.
    const receptions: Record<SubscriptionPlan, string> = { free: '2027-03-01', premium_monthly: '2027-01-10', premium_yearly: '2026-12-10' };
    for (const plan of ['free', 'premium_monthly', 'premium_yearly'] as const) {
      const owner = await customer(plan);
      subjects[plan] = { parcelId: await receivedParcel(owner, plan, receptions[plan]), email: owner.email };
    }
    await runDays('2027-03-01', '2027-03-31');
  }, 120_000);

  it('gives the exact fees of a month for each plan: 1 EUR per day after 3, 60 and 90 free days', async () => {
    const free = await feesOf(subjects.free.parcelId);
    expect(free.at(0)).toEqual({ day: '2027-03-05', amountCents: 100 });
    expect([free.length, totalOf(free)]).toEqual([27, 2700]);
    const monthly = await feesOf(subjects.premium_monthly.parcelId);
    expect(monthly.at(0)?.day).toBe('2027-03-12');
    expect([monthly.length, totalOf(monthly)]).toEqual([20, 2000]);
    const yearly = await feesOf(subjects.premium_yearly.parcelId);
    expect(yearly.at(0)?.day).toBe('2027-03-11');
    expect([yearly.length, totalOf(yearly)]).toEqual([21, 2100]);
    // One fee per day, each day once, across the DST change.
    expect(new Set(free.map((fee) => fee.day)).size).toBe(27);
    expect(free.map((fee) => fee.day)).toContain('2027-03-28');
  });

  it('shows the fees and the end of the free period in the parcel views', async () => {
    await project(subjects.free.parcelId);
    const row = await getRow(parcelsProjection, { parcelId: subjects.free.parcelId });
    if (!row) throw new Error('colis absent du modèle de lecture');
    expect(toCustomerParcel(row, '2027-03-31').storage).toEqual({
      receivedDay: '2027-03-01',
      freeDays: 3,
      freeUntil: '2027-03-04',
      firstPaidDay: '2027-03-05',
      freeDaysLeft: 0,
      feesAccruedCents: 2700,
      accruing: true,
    });
    expect(toCustomerParcel(row, '2027-03-02').storage?.freeDaysLeft).toBe(2);
  });

  it('sends each reminder once: 2 days before the free period ends, then weekly while fees accrue', async () => {
    expect(await remindersOf(subjects.free.parcelId)).toEqual([
      'free_period_ending 2027-03-02',
      'fees_accruing 2027-03-05',
      'fees_accruing 2027-03-12',
      'fees_accruing 2027-03-19',
      'fees_accruing 2027-03-26',
    ]);
    expect(await remindersOf(subjects.premium_monthly.parcelId)).toEqual([
      'free_period_ending 2027-03-09',
      'fees_accruing 2027-03-12',
      'fees_accruing 2027-03-19',
      'fees_accruing 2027-03-26',
    ]);
    const mails = await mailsTo(ses(runtime), subjects.free.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Votre stockage gratuit se termine bientôt/),
      ...Array.from({ length: 4 }, () => expect.stringMatching(/^Frais de stockage en cours/)),
    ]);
    expect(mails[0]?.body.text).toContain('jusqu’au jeudi 4 mars 2027 inclus');
    expect(mails[0]?.body.text).toContain('/packages');
    expect(mails.at(-1)?.body.text).toMatch(/Frais de stockage à ce jour : 22,00\s€/);
    expect(await mailsTo(ses(runtime), subjects.premium_yearly.email)).toHaveLength(4);
  });

  it('changes nothing when a day is run again', async () => {
    const before = await Promise.all(Object.values(subjects).map(async ({ parcelId, email }) => [(await eventsOf(parcelId)).length, (await mailsTo(ses(runtime), email)).length]));
    await accrueStorageFees({ date: '2027-03-31' });
    await accrueStorageFees({ date: '2027-03-31' });
    await accrueStorageFees({ date: '2027-03-26' });
    const after = await Promise.all(Object.values(subjects).map(async ({ parcelId, email }) => [(await eventsOf(parcelId)).length, (await mailsTo(ses(runtime), email)).length]));
    expect(after).toEqual(before);
  });

  it('gives storage terms to a parcel received without them (before they were recorded), from its reception day and the plan in force then from events', async () => {
    // The customers read model says Premium, but the subscription stream is empty: the plan in force is the free plan.
    const owner = await customer('premium_yearly');
    const declaration = await receivedParcel(owner, 'free', '2027-04-01');
    // The same parcel's events, minus ParcelStorageStarted: a parcel received by an older version.
    const parcelId = randomUUID();
    const events = (await eventsOf(declaration)).filter((event) => event.type === 'ParcelDeclared' || event.type === 'ParcelReceived');
    let version = 0;
    for (const event of events) {
      const data = { ...event.data, parcelId };
      const changeset = buildChangeset({
        streamId: `parcel-${parcelId}`,
        streamType: 'parcel',
        currentVersion: vouchedEnd(version),
        events: [{ type: event.type, data } as typeof event],
        context: contextAt(new Date(event.occurredAt), event.actor),
      });
      version = (await appendChangeset(changeset)).lastVersion;
    }
    await project(parcelId);
    await accrueStorageFees({ date: '2027-04-06' });
    await accrueStorageFees({ date: '2027-04-06' });
    const started = (await eventsOf(parcelId)).filter((event) => event.type === 'ParcelStorageStarted');
    expect(started.map((event) => event.data)).toEqual([{ parcelId, receivedDay: '2027-04-01', plan: 'free', freeDays: 3, subscriptionVersion: 0 }]);
    expect((await feesOf(parcelId)).map((fee) => fee.day)).toEqual(['2027-04-05', '2027-04-06']);
  });

  it('catches up a missed week, and stops once the parcel leaves storage', async () => {
    const owner = await customer('free');
    const parcelId = await receivedParcel(owner, 'free', '2027-04-01');
    await accrueStorageFees({ date: '2027-04-01' });
    // Nothing runs from 2 to 11 April (the reminder of the 2nd is missed for good, since its free period is over).
    await accrueStorageFees({ date: '2027-04-12' });
    const fees = await feesOf(parcelId);
    expect(fees.map((fee) => fee.day)).toEqual(['05', '06', '07', '08', '09', '10', '11', '12'].map((day) => `2027-04-${day}`));
    // the week caught up is one event
    expect(await accrualEventsOf(parcelId)).toEqual([{ parcelId, from: '2027-04-05', to: '2027-04-12', days: 8, amountCents: 800 }]);
    expect(await remindersOf(parcelId)).toEqual(['fees_accruing 2027-04-12']);
    expect(await mailsTo(ses(runtime), owner.email)).toHaveLength(1);

    const changesets = await loadStream(`parcel-${parcelId}`);
    await appendChangeset(
      buildChangeset({
        streamId: `parcel-${parcelId}`,
        streamType: 'parcel',
        currentVersion: streamEndOf(changesets),
        events: [{ type: 'ParcelStatusCorrected', data: { parcelId, from: 'received', to: 'shipped', reason: 'Expédié avec DHL' } }],
        context: contextAt(new Date('2027-04-13T08:00:00Z'), { kind: 'admin', id: 'admin-test' }),
      }),
    );
    await project(parcelId);
    await runDays('2027-04-13', '2027-04-25');
    expect(await feesOf(parcelId)).toHaveLength(8);
    expect(await remindersOf(parcelId)).toHaveLength(1);
    const row = await getRow(parcelsProjection, { parcelId });
    expect(row && toCustomerParcel(row, '2027-04-25').storage).toMatchObject({ feesAccruedCents: 800, accruing: false, freeDaysLeft: 0 });
  });

  it('bills nothing while a return request holds the parcel, before the parcel’s own events say it, and catches the days up when the request was never written', async () => {
    const owner = await customer('free');
    const parcelId = await receivedParcel(owner, 'free', '2027-05-03');
    await accrueStorageFees({ date: '2027-05-07' });
    expect((await feesOf(parcelId)).map((fee) => fee.day)).toEqual(['2027-05-07']);
    // A request took the parcel (its reservation); the parcel's ParcelReturnStarted is still on its way.
    await reserve(returnParcelKey(parcelId), 'return-on-its-way', { state: 'pending', now: new Date('2027-05-08T08:00:00Z') });
    await runDays('2027-05-08', '2027-05-10');
    expect(await feesOf(parcelId)).toHaveLength(1);
    // The request was never written: the parcel is free again, and the next run bills the days it missed.
    await release(returnParcelKey(parcelId), 'return-on-its-way');
    await accrueStorageFees({ date: '2027-05-11' });
    expect((await feesOf(parcelId)).map((fee) => fee.day)).toEqual(['07', '08', '09', '10', '11'].map((day) => `2027-05-${day}`));
  });

  it('never bills the days a parcel spends in a return, from its start to its release day, as the returns audit finds', async () => {
    // Loaded once the runtime's environment is in place, as the job is (the parcels' commands bring it).
    const { applyReturnStep } = await import('../../functions/parcels/commands');
    const owner = await customer('free');
    const parcelId = await receivedParcel(owner, 'free', '2027-06-01');
    await runDays('2027-06-05', '2027-06-06');
    const returnStep = async (step: 'started' | 'released', instant: string) => {
      await applyReturnStep(parcelId, 'return-test', { step }, contextAt(new Date(instant), { kind: 'system', id: 'parcel-follows-return' }));
      await project(parcelId);
    };
    await returnStep('started', '2027-06-07T08:00:00Z');
    await runDays('2027-06-07', '2027-06-10');
    // Refused on the 10th in the afternoon, after that day's run: billed again from the 11th.
    await returnStep('released', '2027-06-10T15:00:00Z');
    await runDays('2027-06-11', '2027-06-12');
    expect((await feesOf(parcelId)).map((fee) => fee.day)).toEqual(['05', '06', '11', '12'].map((day) => `2027-06-${day}`));
    const audit = createReturnAudit();
    for (const event of await eventsOf(parcelId)) if (isAuditedReturnEvent(event)) audit.observe(event);
    expect(audit.report()).toEqual([]);
  });

  it('refuses a day to come when run by hand, in French, and accrues nothing', async () => {
    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 2);
    await expect(runJob({ date: tomorrow })).rejects.toThrow('n’est pas encore arrivé');
  });

  it('catches up years in one small event per parcel (no item near DynamoDB’s 400 KB)', async () => {
    const owner = await customer('free');
    const parcelId = await receivedParcel(owner, 'free', '2027-05-01');
    await accrueStorageFees({ date: '2099-01-01' });
    const accruals = await accrualEventsOf(parcelId);
    expect(accruals).toEqual([{ parcelId, from: '2027-05-05', to: '2099-01-01', days: 26_175, amountCents: 2_617_500 }]);
    expect(JSON.stringify(accruals).length).toBeLessThan(200);
  });

  it('tells the processing panel the storage its quote will bill, when the job last ran days before', async () => {
    const { quotePricingOf } = await import('../../functions/shipments/quote-issuing');
    const { storageFeesBilledAt } = await import('../../functions/parcels/queries');
    const owner = await customer('free');
    // Received on 1 September 2027 (free: paid from the 5th); the job runs on the 5th, then not until the quote on the 9th.
    const parcelId = await receivedParcel(owner, 'free', '2027-09-01');
    await accrueStorageFees({ date: '2027-09-05' });
    await project(parcelId);
    expect((await getRow(parcelsProjection, { parcelId }))?.storageFeesCents).toBe(100);
    const processingAt = contextAt(new Date('2027-09-09T10:00:00Z'), { kind: 'admin', id: 'admin-test' });
    const shown = await storageFeesBilledAt([parcelId], processingAt.now);
    expect(shown).toBe(500);
    // Showing it accrued nothing; issuing the quote then bills exactly what was shown.
    expect(totalOf(await feesOf(parcelId))).toBe(100);
    expect((await quotePricingOf(owner.customerId, [parcelId], processingAt)).storageFeesCents).toBe(shown);
  });

  it('follow the parcel: stopped by its quote, caught up when the quote expires, billed in full by the reissued quote', async () => {
    const { quotePricingOf } = await import('../../functions/shipments/quote-issuing');
    const { followShipmentEvent } = await import('../../functions/parcels/commands');
    const owner = await customer('free');
    // Both received on 1 June 2027 (free: paid from the 5th); one is quoted on the 5th, the other stays untouched.
    const [parcelId, untouched] = [await receivedParcel(owner, 'free', '2027-06-01'), await receivedParcel(owner, 'free', '2027-06-01')];
    const staffAt = (instant: string) => contextAt(new Date(instant), { kind: 'admin', id: 'admin-test' });
    await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: `parcel-${parcelId}`,
      command: { type: 'PutAwayParcel', data: { parcelId, location: 'A-01-01' }, metadata: { now: new Date('2027-06-01T10:00:00Z'), actor: { kind: 'admin', id: 'admin-test' } } },
      context: staffAt('2027-06-01T10:00:00Z'),
    });
    const shipmentId = randomUUID();
    const shipment = async (instant: string, command: (metadata: { now: Date; actor: CommandContext['actor'] }) => ShipmentCommand) => {
      const context = staffAt(instant);
      const outcome = await executeCommand({ decider: shipmentDecider, streamType: 'shipment', streamId: `shipment-${shipmentId}`, command: command({ now: context.now, actor: context.actor }), context });
      if (outcome.state.status === 'unknown') throw new Error('expédition inconnue');
      // the shipment reaction, as the bus would deliver it
      for (const event of outcome.events) await followShipmentEvent(event as StoredEvent<ShipmentEvent>, context.now);
      await project(parcelId);
      return { ...outcome, state: outcome.state };
    };
    await shipment('2027-06-02T10:00:00Z', (metadata) => ({
      type: 'RequestShipment',
      data: {
        shipmentId,
        customerId: owner.customerId,
        request: requestShipmentInputSchema.parse({ parcelIds: [parcelId], address: shippingAddress, service: 'standard' }),
        parcels: [{ parcelId, trackingNumber: 'T', customerId: owner.customerId, status: 'stored', shipmentId: null }],
      },
      metadata,
    }));
    const processing = processShipmentInputSchema.parse({ weightKg: 1.3, destination: 'martinique', service: 'standard' });
    const firstPricing = await quotePricingOf(owner.customerId, [parcelId], staffAt('2027-06-05T10:00:00Z'));
    const quoted = await shipment('2027-06-05T10:00:00Z', (metadata) => ({ type: 'ProcessShipment', data: { shipmentId, processing, pricing: firstPricing }, metadata }));
    const firstQuote = quoted.events.find((event): event is StoredEvent<QuoteIssued> => event.type === 'QuoteIssued');
    expect(firstQuote?.data.storageFeesCents).toBe(100);

    // A month of daily runs: nothing accrues while the quote is pending, the untouched parcel reaches 31,00 €.
    await runDays('2027-06-06', '2027-07-05');
    expect(totalOf(await feesOf(parcelId))).toBe(100);
    expect(totalOf(await feesOf(untouched))).toBe(3100);

    // The quote expires unpaid: the parcel is back in storage, the next run catches its days up.
    const expired = await shipment('2027-07-05T11:00:00Z', (metadata) => ({ type: 'ExpireQuote', data: { shipmentId, asOf: new Date('2027-07-05T11:00:00Z') }, metadata }));
    expect(expired.events.map((event) => event.type)).toEqual(['QuoteExpired']);
    expect((await eventsOf(parcelId)).at(-1)?.type).toBe('ParcelQuoteExpired');
    await runDays('2027-07-06', '2027-07-06');
    expect(totalOf(await feesOf(parcelId))).toBe(totalOf(await feesOf(untouched)));

    // Reissued on the 8th (as the reissue handler does: the expiry applied to the parcels, then accrued through the day).
    const expiry = expired.events[0] as StoredEvent<QuoteExpired>;
    await followShipmentEvent(expiry, new Date('2027-07-08T10:00:00Z'));
    const pricing = await quotePricingOf(owner.customerId, [parcelId], staffAt('2027-07-08T10:00:00Z'));
    const reissued = await shipment('2027-07-08T10:00:00Z', (metadata) => ({ type: 'ReissueQuote', data: { shipmentId, pricing }, metadata }));
    const reissuedQuote = reissued.events.find((event): event is StoredEvent<QuoteIssued> => event.type === 'QuoteIssued');
    await runDays('2027-07-07', '2027-07-08');
    expect(reissuedQuote?.data.storageFeesCents).toBe(3400);
    expect(reissuedQuote?.data.storageFeesCents).toBe(totalOf(await feesOf(untouched)));
    expect((await eventsOf(parcelId)).at(-1)?.type).toBe('ParcelReadyToShip');

    // The auditors find every fee owed and every quote billing what was accrued before it.
    const audit = createShipmentAudit();
    for (const streamId of [`parcel-${parcelId}`, `parcel-${untouched}`, `shipment-${shipmentId}`]) {
      for (const changeset of await loadStream(streamId)) for (const event of changeset.events) if (isAuditedEvent(event)) audit.observe(event);
    }
    expect(audit.report()).toEqual([]);
  });
});
