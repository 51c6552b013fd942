import * as z from 'zod';
import { photoUploadTicketSchema } from '../../../domain/parcel/parcel-photos';
import { adminParcelViewSchema as adminParcelSchema, parcelCommandResultSchema, type ParcelCommandResult } from '../../../domain/parcel/parcel-views';
import type { RecordReceptionInput } from '../../../domain/parcel/reception-input';
import { adminApiUrl } from '../providers/data-provider';
import { httpClient, parseResponse } from '../providers/http-client';

/** Records the reception; the key makes a resubmission after a lost answer the same reception. */
export const recordReception = async (reception: RecordReceptionInput, idempotencyKey: string): Promise<ParcelCommandResult> => {
  const { json } = await httpClient(`${adminApiUrl}/parcels/receptions`, {
    method: 'POST',
    headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
    body: JSON.stringify(reception),
  });
  return parseResponse(parcelCommandResultSchema, json);
};

/** One photo: an upload link, the file sent straight to storage, then the attachment once the server has checked it. */
export const uploadReceptionPhoto = async (parcelId: string, file: File): Promise<void> => {
  const base = `${adminApiUrl}/parcels/${encodeURIComponent(parcelId)}/photos`;
  const { json } = await httpClient(`${base}/uploads`, {
    method: 'POST',
    body: JSON.stringify({ fileName: file.name, contentType: file.type, size: file.size }),
  });
  const ticket = parseResponse(photoUploadTicketSchema, json);
  const sent = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: file });
  if (!sent.ok) throw new Error("L'envoi du fichier a échoué : réessayez.");
  await httpClient(base, { method: 'POST', body: JSON.stringify({ uploadId: ticket.uploadId }) });
};

/** The customer's reception e-mail, once its photos are attached; the server sends it once per parcel. */
export const sendReceptionMail = async (parcelId: string): Promise<boolean> => {
  const { json } = await httpClient(`${adminApiUrl}/parcels/${encodeURIComponent(parcelId)}/reception-mail`, { method: 'POST' });
  return parseResponse(z.object({ sent: z.boolean() }), json).sent;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The parcel page reads the read model, which follows the events within moments: before opening it, wait
 * (at most `timeoutMs`) until it shows the reception and the photos attached.
 */
export const waitForReceivedParcel = async (parcelId: string, photoCount: number, timeoutMs = 3000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 500)) {
    const answer = await httpClient(`${adminApiUrl}/parcels/${encodeURIComponent(parcelId)}`).catch(() => undefined);
    const parcel = answer ? adminParcelSchema.safeParse(answer.json).data : undefined;
    if (parcel && parcel.status !== 'declared' && parcel.photoCount >= photoCount) return;
    await sleep(delay);
  }
};
