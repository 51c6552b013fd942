import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminShipmentView, CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { TrackingView } from '../../domain/parcel/parcel-timeline';
import { quoteAmounts } from '../../domain/shipment/quote';
import { createShipmentAudit, isAuditedEvent } from '../../domain/shipment/audit';
import { readPdf, allText } from '../../functions/platform/documents/read-pdf';
import { registeredCustomer, ses } from '../support/accounts';
import { eventually } from '../support/eventually';
import { waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';

const runtime = inject('runtime');

type Problem = { detail: string; errors?: Record<string, string> };

const processing = { weightKg: 3.4, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Regroupement et emballage renforcé', amountEuros: 5 }], notes: 'Trois colis dans un carton neuf' };

const pdfText = async (url: string | null): Promise<string> => {
  expect(url).toMatch(/^http/);
  const response = await fetch(url ?? '');
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return allText(await readPdf(new Uint8Array(await response.arrayBuffer())));
};

/** Readable amounts as the PDF prints them (normal spaces). */
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');

describe('a consolidated shipment from storage to the door', () => {
  let admin: ApiClient;
  let customer: ApiClient;
  let email: string;
  let parcels: { parcelId: string; trackingNumber: string }[];
  let shipmentId: string;

  const adminView = async (version: number) => {
    const view = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${version}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    return view.body;
  };
  const parcelStatuses = (client: ApiClient = customer) =>
    Promise.all(parcels.map(async (parcel) => (await client.get<{ status: string }>(`/api/parcels/${parcel.parcelId}`)).body.status));
  const eventuallyStatuses = (status: string) =>
    eventually(async () => {
      const statuses = await parcelStatuses();
      if (statuses.some((current) => current !== status)) throw new Error(`colis : ${statuses.join(', ')}`);
      return statuses;
    }, 10_000);

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Léa' });
    customer = registered.client;
    email = registered.form.email.toLowerCase();
    parcels = [];
    for (const measures of [
      { weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 10 },
      { weightKg: 1.4, lengthCm: 25, widthCm: 20, heightCm: 10 },
      { weightKg: 0.8, lengthCm: 15, widthCm: 10, heightCm: 5 },
    ]) {
      parcels.push(await storedParcel(customer, admin, measures));
    }
  }, 90_000);

  it('the customer asks for three stored parcels to leave together; a parcel cannot be in two requests', async () => {
    const refused = await customer.post<Problem>('/api/shipments', { parcelIds: [], address: shippingAddress, service: 'standard' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.parcelIds).toBe('Veuillez choisir au moins un colis');
    const noAddress = await customer.post<Problem>('/api/shipments', { parcelIds: [parcels[0]?.parcelId], address: { ...shippingAddress, line1: ' ' }, service: 'standard' });
    expect(noAddress.status).toBe(400);

    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: parcels.map((parcel) => parcel.parcelId), address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    shipmentId = requested.body.id;
    const mine = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${requested.body.version}`);
    expect(mine.body).toMatchObject({ status: 'requested', service: 'standard', quote: null });
    expect(mine.body.parcels.map((parcel) => parcel.trackingNumber)).toEqual(parcels.map((parcel) => parcel.trackingNumber));

    const again = await customer.post<Problem>('/api/shipments', { parcelIds: [parcels[1]?.parcelId], address: shippingAddress, service: 'express' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(`Le colis ${parcels[1]?.trackingNumber} fait déjà partie d’une demande d’expédition.`);
    // each parcel follows its request
    await eventually(async () => {
      const rows = await Promise.all(parcels.map(async (parcel) => (await customer.get<{ shipmentId: string | null }>(`/api/parcels/${parcel.parcelId}`)).body.shipmentId));
      if (rows.some((row) => row !== shipmentId)) throw new Error('pas encore');
    }, 10_000);
  });

  it('another customer can neither read nor cancel it, and staff see it first in the queue of requests', async () => {
    const stranger = (await registeredCustomer(runtime)).client;
    expect((await stranger.get<Problem>(`/api/shipments/${shipmentId}`)).status).toBe(404);
    const cancel = await stranger.post<Problem>(`/api/shipments/${shipmentId}/cancel`, {});
    expect(cancel.status).toBe(404);
    expect(cancel.body.detail).toBe('Demande d’expédition introuvable');
    expect((await stranger.get<{ items: unknown[] }>('/api/shipments')).body.items).toEqual([]);

    const queue = await admin.get<{ items: AdminShipmentView[] }>(`/admin/api/shipments?filter=${encodeURIComponent(JSON.stringify({ status: 'requested' }))}&perPage=100`);
    expect(queue.status).toBe(200);
    const ours = queue.body.items.find((item) => item.id === shipmentId);
    expect(ours).toMatchObject({ customer: { email }, status: 'requested' });
    const times = queue.body.items.map((item) => item.requestedAt);
    expect(times).toEqual([...times].sort());
  });

  it('two staff members process it at once: one issues the quote, the other is told in French; the quote is the rate card’s', async () => {
    const missing = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/process`, { ...processing, weightKg: null });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.weightKg).toBe('Veuillez remplir tous les champs obligatoires');

    const [first, second] = await Promise.all([
      admin.post<ShipmentCommandResult | Problem>(`/admin/api/shipments/${shipmentId}/process`, processing),
      admin.post<ShipmentCommandResult | Problem>(`/admin/api/shipments/${shipmentId}/process`, processing),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const loser = first.status === 200 ? second : first;
    expect(['Cette demande a déjà été traitée.', 'Ces données viennent d\'être modifiées par quelqu\'un d\'autre. Rechargez la page puis réessayez.']).toContain((loser.body as Problem).detail);

    const view = await adminView((winner.body as ShipmentCommandResult).version);
    expect(view.status).toBe('quoted');
    const quote = view.quote;
    if (!quote) throw new Error('pas de devis');
    expect(quote.quoteNumber).toMatch(new RegExp(`^DEV-\\d{13}-${parcels[0]?.parcelId.slice(-4)}$`));
    const expected = quoteAmounts({
      weightGrams: 3400,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      destination: 'martinique',
      service: 'standard',
      subscriber: false,
      storageFeesCents: 0,
      extraFees: [{ label: 'Regroupement et emballage renforcé', amountCents: 500 }],
      rateCardVersion: quote.rateCardVersion,
    });
    expect(quote).toMatchObject({ lines: expected.lines, totalCents: expected.totalCents, totalExclVatCents: expected.totalExclVatCents, vatCents: expected.vatCents });
    expect(quote.totalExclVatCents + quote.vatCents).toBe(quote.totalCents);

    const text = await pdfText(quote.pdfUrl);
    for (const expectedText of [quote.quoteNumber, euros(quote.totalCents), euros(quote.totalExclVatCents), euros(quote.vatCents), 'Total TTC', ...parcels.map((parcel) => parcel.trackingNumber)]) {
      expect(text).toContain(expectedText);
    }

    const mails = await waitForMails(ses(runtime), email, 1, (mail) => mail.subject.includes(quote.quoteNumber));
    expect(mails[0]?.body.text).toContain(euros(quote.totalCents).replace(' €', ''));
    await eventuallyStatuses('ready_to_ship');
    // The parcel page's notify menu sends the quote again, on demand (spec 3, section 2.4).
    const notified = await admin.post<{ recipient: string }>(`/admin/api/parcels/${parcels[0]?.parcelId}/notifications`, { template: 'quote_ready' });
    expect(notified.status, JSON.stringify(notified.body)).toBe(200);
    expect(await waitForMails(ses(runtime), email, 2, (mail) => mail.subject.includes(quote.quoteNumber))).toHaveLength(2);
    const tooEarly = await admin.post<Problem>(`/admin/api/parcels/${parcels[0]?.parcelId}/notifications`, { template: 'package_shipped' });
    expect(tooEarly.body.detail).toBe('Ce colis n’est pas encore expédié.');

    // The customer sees the same quote with its PDF; another customer gets no link to it.
    const mine = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`);
    expect(mine.body.quote?.quoteNumber).toBe(quote.quoteNumber);
    expect(await pdfText(mine.body.quote?.pdfUrl ?? null)).toContain(quote.quoteNumber);
  });

  it('no label before payment; a wrong amount is refused; the transfer recorded, the label is a PDF with the carrier’s number', async () => {
    const label = { carrier: 'Colissimo', trackingNumber: `CB${Date.now()}FR` };
    const early = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/label`, label);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Le paiement du devis (ou une dispense motivée) doit être enregistré avant l’étiquette.');

    const view = await adminView(0);
    const total = (view.quote?.totalCents ?? 0) / 100;
    const wrong = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/payment`, { reference: 'VIR-TEST-1', amountEuros: total - 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.amountEuros).toMatch(/^Le montant reçu \(.+\) ne correspond pas au devis \(.+\)\.$/);
    const noReference = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/payment`, { reference: '', amountEuros: total });
    expect(noReference.body.errors?.reference).toBe('Veuillez indiquer la référence du virement');
    const paid = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/payment`, { reference: 'VIR-TEST-1', amountEuros: total });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('cleared');

    const labelled = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/label`, label);
    expect(labelled.status, JSON.stringify(labelled.body)).toBe(200);
    const withLabel = await adminView(labelled.body.version);
    const text = await pdfText(withLabel.labelUrl);
    expect(text).toContain(label.trackingNumber);
    expect(text).toContain('Léa Martin');
    expect(text).toContain('Colissimo');
  });

  it('shipped: every parcel shipped, the customer mailed, /suivi links to the carrier; then delivered', async () => {
    const shipped = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/shipped`, {});
    expect(shipped.status).toBe(200);
    // The page that marked the box lists its parcels as shipped at once, not one step behind.
    expect((await adminView(shipped.body.version)).parcels.map((parcel) => parcel.status)).toEqual(parcels.map(() => 'shipped'));
    await eventuallyStatuses('shipped');
    const mails = await waitForMails(ses(runtime), email, 1, (mail) => mail.subject.startsWith('Votre colis est parti avec Colissimo'));
    expect(mails).toHaveLength(1);
    const tracked = await customer.get<TrackingView>(`/api/tracking?trackingNumber=${encodeURIComponent(parcels[0]?.trackingNumber ?? '')}`);
    expect(tracked.body.parcel.outgoing).toMatchObject({ carrier: 'Colissimo', trackingUrl: expect.stringContaining('laposte.fr') });
    expect(tracked.body.timeline.map((entry) => entry.label)).toEqual(expect.arrayContaining(['Expédition demandée', expect.stringMatching(/^Prêt à expédier/), expect.stringMatching(/^Expédié avec Colissimo/)]));

    const delivered = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/delivered`, {});
    expect(delivered.body.status).toBe('delivered');
    expect((await adminView(delivered.body.version)).parcels.map((parcel) => parcel.status)).toEqual(parcels.map(() => 'delivered'));
    await eventuallyStatuses('delivered');
  });

  it('a request can be cancelled until processed, which frees its parcel; an unpaid quote expires after 30 days and is reissued', async () => {
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'express' });
    const cancelled = await customer.post<ShipmentCommandResult>(`/api/shipments/${requested.body.id}/cancel`, { reason: 'Je préfère attendre' });
    expect(cancelled.body.status).toBe('cancelled');
    const again = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'express' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${again.body.id}/process`, { ...processing, extraFees: [] });
    expect(processed.status).toBe(200);
    const late = await customer.post<Problem>(`/api/shipments/${again.body.id}/cancel`, {});
    expect(late.body.detail).toBe('Cette demande ne peut plus être annulée : elle a déjà été traitée.');
    const quoted = (await admin.get<AdminShipmentView>(`/admin/api/shipments/${again.body.id}?version=${processed.body.version}`)).body.quote;

    // The job as the scheduler calls it, against the runtime's tables; its events reach the runtime's feed.
    Object.assign(process.env, runtime.environment);
    const { handler: runExpiryJob, expireQuotes } = await import('../../functions/shipments/expire-quotes');
    // A run by hand cannot judge the quotes of a day to come; the job's own function, 31 days on, can.
    await expect(runExpiryJob({ date: '2099-01-01' })).rejects.toThrow('Le 2099-01-01 n’est pas encore arrivé');
    const in31Days = new Date(Date.now() + 31 * 86_400_000);
    const report = await expireQuotes(in31Days, new Date());
    expect(report.failures).toBe(0);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await expireQuotes(in31Days, new Date())).expired).toBe(0);
    const expired = await eventually(async () => {
      const view = (await admin.get<AdminShipmentView>(`/admin/api/shipments/${again.body.id}`)).body;
      if (view.quote?.status !== 'expired') throw new Error(`pas encore : ${view.quote?.status}`);
      return view;
    }, 10_000);
    // The expiry reaches the parcel: back in storage (its fees restart), still in its shipment.
    await eventually(async () => {
      const { status } = (await customer.get<{ status: string }>(`/api/parcels/${parcel.parcelId}`)).body;
      if (status !== 'stored') throw new Error(`colis : ${status}`);
    }, 10_000);
    const payLate = await admin.post<Problem>(`/admin/api/shipments/${again.body.id}/payment`, { reference: 'VIR-LATE', amountEuros: (expired.quote?.totalCents ?? 0) / 100 });
    expect(payLate.body.detail).toBe('Ce devis a expiré : émettez-en un nouveau avant d’enregistrer le paiement.');
    const reissued = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${again.body.id}/quote`, {});
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    const fresh = (await admin.get<AdminShipmentView>(`/admin/api/shipments/${again.body.id}?version=${reissued.body.version}`)).body.quote;
    expect(fresh?.status).toBe('pending');
    expect(fresh?.quoteNumber).not.toBe(quoted?.quoteNumber);
    expect(fresh?.totalCents).toBe(quoted?.totalCents);
    await eventually(async () => {
      const { status } = (await customer.get<{ status: string }>(`/api/parcels/${parcel.parcelId}`)).body;
      if (status !== 'ready_to_ship') throw new Error(`colis : ${status}`);
    }, 10_000);
  });

  it('staff cannot correct a parcel into a status its shipment sets: the French reason comes under the status field', async () => {
    const parcel = await storedParcel(customer, admin);
    const view = (await admin.get<Record<string, unknown>>(`/admin/api/parcels/${parcel.parcelId}`)).body;
    const form = {
      carrier: view.carrier,
      category: view.category,
      description: view.description,
      declaredValueEuros: Number(view.declaredValueCents) / 100,
      instructions: view.instructions,
      status: 'shipped',
      reason: 'Parti avec DHL',
    };
    const refused = await admin.post<Problem>(`/admin/api/parcels/${parcel.parcelId}/corrections`, form);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors?.status).toBe('Seule l’expédition du colis peut le passer au statut « Expédié », pas une correction.');
  });

  it('the auditors’ replay of the whole history finds every quote recomputable, its storage fees accrued, nothing shipped unpaid', async () => {
    Object.assign(process.env, runtime.environment);
    const { createReplay, replayFeed } = await import('../../functions/platform/replay');
    const audit = createShipmentAudit();
    await replayFeed(createReplay([], { onEvent: (event) => (isAuditedEvent(event) ? audit.observe(event) : undefined) }));
    expect(audit.shipmentCount()).toBeGreaterThanOrEqual(3);
    expect(audit.report()).toEqual([]);
  });
});
