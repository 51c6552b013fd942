import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { PhotoUploadTicket } from '../../domain/parcel/parcel-photos';
import type { AdminReturnView, CustomerReturnView, ReturnCommandResult, ReturnRequestAnswer, ReturnableParcelView } from '../../domain/return/return-views';
import type { InvoiceView } from '../../domain/invoice/invoice-views';
import type { AdminParcelCounters } from '../../domain/parcel/parcel-views';
import type { ListPage } from '../../domain/shared/list-page';
import type { StoredEvent } from '../../events/catalog';
import { loadStream } from '../../functions/platform/event-store';
import { registeredCustomer, ses } from '../support/accounts';
import { auditsFindNothing } from '../support/audits';
import { eventually } from '../support/eventually';
import { waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';

const runtime = inject('runtime');
// The event store of the runtime under test, read as the auditors read it.
Object.assign(process.env, runtime.environment);

type Problem = { detail: string; errors?: Record<string, string> };
const megabyte = 1024 * 1024;

const jpeg = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 600, height: 800, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();
/** A GIF, a real one: the returns take PNG, JPEG and WebP only. */
const gif = () => sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } }).gif().toBuffer();
/** Noise does not compress: a real PNG of at least `bytes`. */
const largePng = async (bytes: number) => {
  const edge = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  return sharp(randomBytes(edge * edge * 3), { raw: { width: edge, height: edge, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
};

const streamEvents = async (streamId: string): Promise<StoredEvent[]> => (await loadStream(streamId)).flatMap((changeset) => changeset.events);
const typesOf = (events: readonly StoredEvent[]) => events.map((event) => event.type);

/** Step 1 and 2 of a return photo: a link for the declared type and size, then the file sent to it as a browser does. */
const upload = async (client: ApiClient, file: Buffer, declared: { contentType?: string; size?: number } = {}) => {
  const ticket = await client.post<PhotoUploadTicket>('/api/returns/photo-uploads', {
    fileName: 'photo.jpg',
    contentType: declared.contentType ?? 'image/jpeg',
    size: declared.size ?? file.byteLength,
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const put = await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(file) });
  expect(put.status).toBe(200);
  return ticket.body.uploadId;
};

describe('returns to mainland France', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;

  const myReturns = async (client: ApiClient) => (await client.get<ListPage<CustomerReturnView>>('/api/returns')).body.items;
  const returnable = async (client: ApiClient) => (await client.get<{ items: ReturnableParcelView[] }>('/api/returns/parcels')).body.items.map((parcel) => parcel.parcelId);
  const eventuallyListed = (client: ApiClient, returnId: string, status: string) =>
    eventually(async () => {
      const found = (await myReturns(client)).find((item) => item.returnId === returnId);
      if (found?.status !== status) throw new Error(`retour ${found?.status ?? 'absent'}`);
      return found;
    }, 15_000);
  const parcelStatus = async (client: ApiClient, parcelId: string) => (await client.get<{ status: string }>(`/api/parcels/${parcelId}`)).body.status;
  /** The back office's parcels filtered by a status as shown, newest first, and the total it gives. */
  const staffListed = async (status: string) => {
    const page = (await admin.get<ListPage<{ id: string }>>(`/admin/api/parcels?filter=${encodeURIComponent(JSON.stringify({ status }))}&perPage=100`)).body;
    return { ids: page.items.map((item) => item.id), total: page.total };
  };
  const inReturnCount = async () => (await admin.get<AdminParcelCounters>('/admin/api/parcel-counters')).body.inReturn;

  /** A new customer with one stored parcel (2 kg). */
  const customerWithParcel = async () => {
    const { client, form } = await registeredCustomer(runtime);
    const parcel = await storedParcel(client, admin, { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 });
    return { client, email: form.email.toLowerCase(), parcel };
  };
  /** A return asked and paid through Stripe's page (2 kg, normal: 12,50 €). */
  const paidReturn = async (client: ApiClient, parcelId: string, photoUploadIds: string[] = []) => {
    const asked = await client.post<ReturnRequestAnswer>('/api/returns', { parcelId, weightKg: 2, description: 'Écran fendu', photoUploadIds });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    if (!asked.body.checkoutUrl) throw new Error('pas de page de paiement');
    expect((await standIn.pay(asked.body.checkoutUrl)).status).toBe(303);
    await eventuallyListed(client, asked.body.returnId, 'requested');
    return asked.body;
  };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('charges the return cost of the weight and urgency, never a price from the browser, counts the request only once Stripe says it is paid, and takes the parcel out of storage', async () => {
    const { client, email, parcel } = await customerWithParcel();
    expect(await returnable(client)).toEqual([parcel.parcelId]);
    const photos = [await upload(client, await jpeg()), await upload(client, await png(), { contentType: 'image/png' })];
    // The price is the server's: a cost sent along is refused, not trusted.
    const priced = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2, costCents: 1 });
    expect(priced.status).toBe(400);
    expect(priced.body.errors).toEqual({ costCents: 'Champ inconnu : costCents' });
    const asked = await client.post<ReturnRequestAnswer>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2, description: 'Écran fendu', photoUploadIds: photos });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: 'awaiting_payment', costCents: 1250 });
    expect(asked.body.reference).toMatch(/^RET-\d{13}$/);
    const session = await standIn.stripe.checkout.sessions.retrieve(asked.body.checkoutUrl?.split('/').at(-1) ?? '');
    expect(session.amount_total).toBe(1250);
    expect(session.success_url).toMatch(/\/gestion-retour\?payment=success$/);

    // Not a request yet: nothing listed, and a declined card changes nothing.
    expect(await myReturns(client)).toEqual([]);
    expect((await standIn.pay(asked.body.checkoutUrl ?? '', '4000 0000 0000 0002')).status).toBe(402);
    expect(await myReturns(client)).toEqual([]);

    expect((await standIn.pay(asked.body.checkoutUrl ?? '')).status).toBe(303);
    const listed = await eventuallyListed(client, asked.body.returnId, 'requested');
    expect(listed).toMatchObject({ reference: asked.body.reference, parcelTrackingNumber: parcel.trackingNumber, type: 'remboursement', reason: 'defectueux', urgency: 'normal', weightGrams: 2000 });
    expect(listed.photos).toHaveLength(2);
    expect(listed.timeline.map((entry) => entry.label)).toEqual(['Demandé']);
    await eventually(async () => {
      const types = typesOf(await streamEvents(`parcel-${parcel.parcelId}`));
      if (!types.includes('ParcelReturnStarted')) throw new Error(types.join(', '));
    }, 10_000);
    expect(await returnable(client)).toEqual([]);
    await waitForMails(ses(runtime), email, 1, (mail) => mail.subject.includes(`Demande de retour ${asked.body.reference} enregistrée`));

    // A second request for the same parcel is refused.
    const again = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 1 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(`Le colis ${parcel.trackingNumber} fait déjà l’objet d’une demande de retour.`);
  });

  it('shows a parcel a paid return holds « En retour » alike on its page, in the list and in the back office, its storage stopped, then stored again once the return is refused', async () => {
    const { client, parcel } = await customerWithParcel();
    const before = await inReturnCount();
    const asked = await paidReturn(client, parcel.parcelId);
    await eventually(async () => {
      const status = await parcelStatus(client, parcel.parcelId);
      if (status !== 'in_return') throw new Error(status);
    }, 10_000);
    const page = (await client.get<{ status: string; storage: { accruing: boolean; freeDaysLeft: number } | null }>(`/api/parcels/${parcel.parcelId}`)).body;
    expect(page.storage).toMatchObject({ accruing: false, freeDaysLeft: 0 });
    const listed = (await client.get<{ items: { parcelId: string; status: string }[] }>('/api/parcels')).body.items;
    expect(listed.find((item) => item.parcelId === parcel.parcelId)?.status).toBe('in_return');
    const staff = (await admin.get<{ status: string; recordedStatus?: string }>(`/admin/api/parcels/${parcel.parcelId}`)).body;
    expect(staff).toMatchObject({ status: 'in_return', recordedStatus: 'stored' });
    // The back office's filter and totals say it too: listed and counted « En retour », no longer « Stocké ».
    await eventually(async () => expect(await inReturnCount()).toBe(before + 1), 10_000);
    const inReturn = await staffListed('in_return');
    expect(inReturn.ids).toContain(parcel.parcelId);
    expect(inReturn.total).toBe(before + 1);
    expect((await staffListed('stored')).ids).not.toContain(parcel.parcelId);

    expect((await admin.post<ReturnCommandResult>(`/admin/api/returns/${asked.returnId}/refusal`, { reason: 'Colis non conforme' })).status).toBe(200);
    await eventually(async () => {
      const status = await parcelStatus(client, parcel.parcelId);
      if (status !== 'stored') throw new Error(status);
    }, 10_000);
    await eventually(async () => expect(await inReturnCount()).toBe(before), 10_000);
    expect((await staffListed('in_return')).ids).not.toContain(parcel.parcelId);
    expect((await staffListed('stored')).ids).toContain(parcel.parcelId);
  });

  it('holds the parcel while the payment is awaited, and leaves no request when the checkout is abandoned, the parcel free again', async () => {
    const { client, parcel } = await customerWithParcel();
    const asked = await client.post<ReturnRequestAnswer>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // At once, before the parcel's own events say it: the return's hold is what the shipment request reads.
    const shipment = await client.post<Problem>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(409);
    expect(shipment.body.detail).toBe(`Le colis ${parcel.trackingNumber} n’est pas en stock : seuls les colis stockés peuvent être expédiés.`);
    await standIn.stripe.checkout.sessions.expire(asked.body.checkoutUrl?.split('/').at(-1) ?? '');
    await eventually(async () => {
      const types = typesOf(await streamEvents(`return-${asked.body.returnId}`));
      if (!types.includes('ReturnCheckoutAbandoned')) throw new Error(types.join(', '));
    }, 15_000);
    expect(await myReturns(client)).toEqual([]);
    // Held while its payment was awaited (no shipment could take it), then back in storage.
    await eventually(async () => {
      const types = typesOf(await streamEvents(`parcel-${parcel.parcelId}`));
      if (types.at(-1) !== 'ParcelReturnReleased') throw new Error(types.join(', '));
      expect(types).toContain('ParcelReturnStarted');
    }, 10_000);
    await eventually(async () => {
      const next = await client.post<ReturnRequestAnswer>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2 });
      if (next.status !== 201) throw new Error(JSON.stringify(next.body));
    }, 10_000);
  });

  it('refuses a return for a parcel a shipment request took a moment ago, before the parcel’s own events say it', async () => {
    const { client, parcel } = await customerWithParcel();
    const shipment = await client.post('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
    const refused = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2 });
    expect([refused.status, refused.body.detail]).toEqual([409, `Le colis ${parcel.trackingNumber} fait partie d’une demande d’expédition : il ne peut pas être retourné.`]);
    expect(await myReturns(client)).toEqual([]);
  });

  it('lets a customer back from Stripe’s page unpaid ask again: the unpaid request ends, a late payment of its page goes back whole', async () => {
    const { client, parcel } = await customerWithParcel();
    const first = await client.post<ReturnRequestAnswer>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Back on the returns page, the parcel is offered again.
    await eventually(async () => {
      const types = typesOf(await streamEvents(`parcel-${parcel.parcelId}`));
      if (!types.includes('ParcelReturnStarted')) throw new Error(types.join(', '));
    }, 10_000);
    await eventually(async () => {
      if (!(await returnable(client)).includes(parcel.parcelId)) throw new Error('colis non proposé');
    }, 10_000);
    const second = await client.post<ReturnRequestAnswer>('/api/returns', { parcelId: parcel.parcelId, weightKg: 3, urgency: 'urgent' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.costCents).toBe(1625);
    expect(typesOf(await streamEvents(`return-${first.body.returnId}`))).toEqual(['ReturnRequestOpened', 'ReturnCheckoutAbandoned']);
    // The first page still takes a card: the money goes back, the second request holds the parcel.
    expect((await standIn.pay(first.body.checkoutUrl ?? '')).status).toBe(303);
    const opened = (await streamEvents(`return-${first.body.returnId}`)).find((event) => event.type === 'ReturnRequestOpened');
    const firstPaymentId = (opened?.data as { paymentId: string }).paymentId;
    await eventually(async () => {
      const types = typesOf(await streamEvents(`payment-${firstPaymentId}`));
      if (!types.includes('PaymentRefunded')) throw new Error(types.join(', '));
    }, 15_000);
    expect((await standIn.pay(second.body.checkoutUrl ?? '')).status).toBe(303);
    await eventuallyListed(client, second.body.returnId, 'requested');
    expect((await myReturns(client)).map((request) => request.returnId)).toEqual([second.body.returnId]);
  });

  it('refuses a GIF, a damaged PNG, a 5.1 MB file and another customer’s parcel, writing no request', async () => {
    const { client, parcel } = await customerWithParcel();
    const { client: stranger } = await registeredCustomer(runtime);

    const gifTicket = await client.post<Problem>('/api/returns/photo-uploads', { fileName: 'a.gif', contentType: 'image/gif', size: 100 });
    expect(gifTicket.status).toBe(400);
    expect(JSON.stringify(gifTicket.body)).toContain('Veuillez sélectionner une image');
    // Announced as a PNG, the file's own bytes say GIF.
    const gifUpload = await upload(client, await gif(), { contentType: 'image/png' });
    const withGif = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2, photoUploadIds: [gifUpload] });
    expect(withGif.status).toBe(400);
    expect(withGif.body.detail).toBe('Veuillez sélectionner une image');

    const whole = await png();
    const damaged = await upload(client, whole.subarray(0, Math.floor(whole.byteLength / 2)), { contentType: 'image/png' });
    const withDamaged = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2, photoUploadIds: [damaged] });
    expect(withDamaged.status).toBe(400);
    expect(withDamaged.body.detail).toBe('Cette image est incomplète ou endommagée : envoyez-la à nouveau.');

    const big = await largePng(5.1 * megabyte);
    const announcedBig = await client.post<Problem>('/api/returns/photo-uploads', { fileName: 'big.png', contentType: 'image/png', size: big.byteLength });
    expect(announcedBig.status).toBe(400);
    expect(JSON.stringify(announcedBig.body)).toContain("L'image doit faire moins de 5MB");
    // Announced small, sent big: the server reads the real size.
    const sneaked = await upload(client, big, { contentType: 'image/png', size: 1000 });
    const withBig = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2, photoUploadIds: [sneaked] });
    expect(withBig.status).toBe(400);
    expect(withBig.body.detail).toBe("L'image doit faire moins de 5MB");

    const others = await stranger.post<Problem>('/api/returns', { parcelId: parcel.parcelId, weightKg: 2 });
    expect(others.status).toBe(404);
    expect(others.body.detail).toBe('Colis introuvable');
    // Someone else's upload is not theirs to name either.
    const mine = await upload(client, await jpeg());
    const strangersParcel = await storedParcel(stranger, admin);
    const borrowed = await stranger.post<Problem>('/api/returns', { parcelId: strangersParcel.parcelId, weightKg: 2, photoUploadIds: [mine] });
    expect(borrowed.status).toBe(404);

    const noWeight = await client.post<Problem>('/api/returns', { parcelId: parcel.parcelId });
    expect(noWeight.status).toBe(400);
    expect(JSON.stringify(noWeight.body)).toContain('Veuillez sélectionner un colis et renseigner le poids');

    expect(await myReturns(client)).toEqual([]);
    expect(await returnable(client)).toEqual([parcel.parcelId]);
  });

  it('lets staff find the request in the queue with its photos, receive it, send it to the merchant and close it, mailing each step; the parcel ends returned', async () => {
    const { client, email, parcel } = await customerWithParcel();
    const photos = [await upload(client, await jpeg()), await upload(client, await png(), { contentType: 'image/png' })];
    const asked = await paidReturn(client, parcel.parcelId, photos);
    const { returnId } = asked;

    const queue = await admin.get<ListPage<AdminReturnView>>(`/admin/api/returns?filter=${encodeURIComponent(JSON.stringify({ status: 'requested', urgency: 'normal' }))}&perPage=100&sort=${encodeURIComponent('["requestedAt","DESC"]')}`);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.items.map((item) => item.id)).toContain(returnId);
    const urgentOnly = await admin.get<ListPage<AdminReturnView>>(`/admin/api/returns?filter=${encodeURIComponent(JSON.stringify({ urgency: 'critique' }))}`);
    expect(urgentOnly.body.items.map((item) => item.id)).not.toContain(returnId);

    const page = await admin.get<AdminReturnView>(`/admin/api/returns/${returnId}`);
    expect(page.status).toBe(200);
    expect(page.body.photos).toHaveLength(2);
    expect(page.body.parcel).toMatchObject({ parcelId: parcel.parcelId, trackingNumber: parcel.trackingNumber });
    expect(page.body.customer?.email).toBe(email);
    const thumbnail = await fetch(page.body.photos[0]?.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    const tooEarly = await admin.post<Problem>(`/admin/api/returns/${returnId}/closed`, {});
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.detail).toBe('Seul un retour envoyé au marchand peut être clôturé.');
    expect((await admin.post<ReturnCommandResult>(`/admin/api/returns/${returnId}/received`, {})).body.status).toBe('received_at_return_warehouse');
    const noCarrier = await admin.post<Problem>(`/admin/api/returns/${returnId}/sent`, { carrier: '', trackingNumber: '' });
    expect(noCarrier.status).toBe(400);
    expect(JSON.stringify(noCarrier.body)).toContain('Veuillez indiquer le transporteur');
    expect((await admin.post<ReturnCommandResult>(`/admin/api/returns/${returnId}/sent`, { carrier: 'Colissimo', trackingNumber: '8R00011122' })).body.status).toBe('sent_to_merchant');
    const closed = await admin.post<ReturnCommandResult>(`/admin/api/returns/${returnId}/closed`, {});
    expect(closed.body.status).toBe('closed');

    const mails = await waitForMails(ses(runtime), email, 4, (mail) => mail.subject.includes(asked.reference));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Demande de retour ${asked.reference} enregistrée — Passerelle`,
      `Retour ${asked.reference} : colis à l’entrepôt retours — Passerelle`,
      `Retour ${asked.reference} : colis envoyé au marchand — Passerelle`,
      `Retour ${asked.reference} terminé — Passerelle`,
    ]);
    expect(mails[2]?.body.text).toContain('8R00011122');
    const listed = await eventuallyListed(client, returnId, 'closed');
    expect(listed.timeline.map((entry) => entry.label)).toEqual(['Demandé', 'Reçu à l’entrepôt retours', 'Envoyé au marchand avec Colissimo (n° 8R00011122)', 'Clôturé']);
    await eventually(async () => {
      const status = await parcelStatus(client, parcel.parcelId);
      if (status !== 'returned') throw new Error(status);
    }, 10_000);
  });

  it('refuses a paid request with a reason, refunds it whole through Stripe with its credit note, mails the customer, and puts the parcel back in storage', async () => {
    const { client, email, parcel } = await customerWithParcel();
    const asked = await paidReturn(client, parcel.parcelId);
    const refused = await admin.post<ReturnCommandResult>(`/admin/api/returns/${asked.returnId}/refusal`, { reason: 'Délai de retour du marchand dépassé' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.status).toBe('refused');
    const payments = await streamEvents(`return-${asked.returnId}`);
    const opened = payments.find((event) => event.type === 'ReturnRequestOpened');
    const paymentId = (opened?.data as { paymentId: string }).paymentId;
    const refundedEvents = await eventually(async () => {
      const events = await streamEvents(`payment-${paymentId}`);
      if (!typesOf(events).includes('PaymentRefunded')) throw new Error(typesOf(events).join(', '));
      return events;
    }, 15_000);
    expect(refundedEvents.find((event) => event.type === 'PaymentRefundRequested')?.data).toMatchObject({ amountCents: 1250, cause: 'staff', reason: 'Retour refusé : Délai de retour du marchand dépassé' });
    expect(refundedEvents.find((event) => event.type === 'PaymentRefunded')?.data).toMatchObject({ amountCents: 1250 });
    // Its invoice, then its credit note, in the customer's documents.
    const documents = await eventually(async () => {
      const listed = (await client.get<ListPage<InvoiceView>>('/api/invoices')).body.items;
      if (!listed.some((document) => document.kind === 'credit_note')) throw new Error(JSON.stringify(listed));
      return listed;
    }, 15_000);
    const invoice = documents.find((document) => document.kind === 'invoice');
    expect(invoice).toMatchObject({ totalCents: 1250, label: expect.stringContaining(`Retour ${asked.reference}`) as unknown });
    expect(documents.find((document) => document.kind === 'credit_note')).toMatchObject({ totalCents: 1250, invoiceNumber: invoice?.number });
    const [mail] = await waitForMails(ses(runtime), email, 1, (candidate) => candidate.subject.includes(`Retour ${asked.reference} refusé`));
    expect(mail?.body.text).toContain('Motif : Délai de retour du marchand dépassé');
    expect(mail?.body.text).toContain('remboursés');
    await eventually(async () => {
      if (!(await returnable(client)).includes(parcel.parcelId)) throw new Error('colis pas de nouveau disponible');
    }, 10_000);
    expect(await parcelStatus(client, parcel.parcelId)).toBe('stored');
    const after = await admin.post<Problem>(`/admin/api/returns/${asked.returnId}/received`, {});
    expect(after.status).toBe(409);
  });

  it('leave the auditors’ replay nothing to report: every return priced, paid before counting, refunded through its refusal, its days never billed, each invoice and credit note right', async () => {
    const summaries = await auditsFindNothing(['returns', 'invoicing']);
    expect(summaries[0]).toMatch(/^[1-9]\d* retour\(s\)$/);
  });

  it('leave the parcels read model and its totals as a replay of the feed rebuilds them, the parcels returns hold counted « En retour »', async () => {
    // Loaded on call: the store and the tables read the runtime's configuration, set above.
    const { createReplay, diffReadModel, replayFeed, scanRows } = await import('../../functions/platform/replay');
    const { anyProjection } = await import('../../functions/platform/projection');
    const { countsTable, tableNameOf } = await import('../../functions/platform/tables');
    const { parcelsProjection } = await import('../../functions/parcels/parcels-projection');
    await eventually(async () => {
      const replay = createReplay([anyProjection(parcelsProjection)]);
      await replayFeed(replay);
      expect(diffReadModel(parcelsProjection.table, await scanRows(tableNameOf(parcelsProjection.table)), replay.itemsOf(parcelsProjection.table))).toEqual([]);
      const liveTotals = (await scanRows(tableNameOf(countsTable))).filter((row) => String(row.counter).startsWith('parcels'));
      const rebuiltTotals = [...replay.counts()].map(([counter, count]) => ({ counter, count }));
      expect(diffReadModel(countsTable, liveTotals, rebuiltTotals)).toEqual([]);
      expect(replay.counts().get('parcels#status#in_return')).toBeGreaterThan(0);
    }, 20_000);
  });
});
