import { attachedPhotoResultSchema, photoUploadTicketSchema, type AttachedPhotoResult } from '../../../domain/parcel/parcel-photos';
import type { CorrectParcelInput } from '../../../domain/parcel/correction-input';
import { parcelHistorySchema, type ParcelHistory } from '../../../domain/parcel/parcel-history';
import type { ParcelNotificationInput } from '../../../domain/parcel/notification-input';
import {
  adminParcelViewSchema,
  bulkPutAwayResultSchema,
  parcelCommandResultSchema,
  parcelNotificationResultSchema,
  type AdminParcelView,
  type BulkPutAwayResult,
  type ParcelCommandResult,
  type ParcelNotificationResult,
} from '../../../domain/parcel/parcel-views';
import { adminApiUrl } from '../config';
import { httpClient, parseResponse } from '../providers/http-client';

/** The parcel page's commands and reads. Each command answers the stream version to wait for. */
const parcelUrl = (parcelId: string) => `${adminApiUrl}/parcels/${encodeURIComponent(parcelId)}`;

const post = async (url: string, body: unknown, idempotencyKey: string = crypto.randomUUID()) =>
  (await httpClient(url, { method: 'POST', headers: new Headers({ 'Idempotency-Key': idempotencyKey }), body: JSON.stringify(body) })).json;

/** The parcel once the read model shows `version` (the server waits a few seconds at most, then answers 503). */
export const parcelAtVersion = async (parcelId: string, version: number): Promise<AdminParcelView> => {
  const { json } = await httpClient(`${parcelUrl(parcelId)}?version=${version}`);
  return parseResponse(adminParcelViewSchema, json);
};

export const correctParcel = async (parcelId: string, correction: CorrectParcelInput, idempotencyKey: string): Promise<ParcelCommandResult> =>
  parseResponse(parcelCommandResultSchema, await post(`${parcelUrl(parcelId)}/corrections`, correction, idempotencyKey));

export const putAwayParcel = async (parcelId: string, location: string, idempotencyKey: string): Promise<ParcelCommandResult> =>
  parseResponse(parcelCommandResultSchema, await post(`${parcelUrl(parcelId)}/put-away`, { location }, idempotencyKey));

export const putAwayParcels = async (parcelIds: readonly string[], location: string, idempotencyKey: string): Promise<BulkPutAwayResult> =>
  parseResponse(bulkPutAwayResultSchema, await post(`${adminApiUrl}/parcels/put-away`, { parcelIds, location }, idempotencyKey));

export const notifyParcelOwner = async (parcelId: string, input: ParcelNotificationInput, idempotencyKey: string): Promise<ParcelNotificationResult> =>
  parseResponse(parcelNotificationResultSchema, await post(`${parcelUrl(parcelId)}/notifications`, input, idempotencyKey));

export const getParcelHistory = async (parcelId: string): Promise<ParcelHistory> =>
  parseResponse(parcelHistorySchema, (await httpClient(`${parcelUrl(parcelId)}/history`)).json);

/** One photo: an upload link, the file sent straight to storage, then the attachment once the server has checked it. */
export const uploadParcelPhoto = async (parcelId: string, file: File): Promise<AttachedPhotoResult> => {
  const base = `${parcelUrl(parcelId)}/photos`;
  const { json } = await httpClient(`${base}/uploads`, {
    method: 'POST',
    body: JSON.stringify({ fileName: file.name, contentType: file.type, size: file.size }),
  });
  const ticket = parseResponse(photoUploadTicketSchema, json);
  const sent = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: file });
  if (!sent.ok) throw new Error("L'envoi du fichier a échoué : réessayez.");
  return parseResponse(attachedPhotoResultSchema, (await httpClient(base, { method: 'POST', body: JSON.stringify({ uploadId: ticket.uploadId }) })).json);
};
