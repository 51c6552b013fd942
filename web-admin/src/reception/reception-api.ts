import * as z from 'zod';
import { parcelCommandResultSchema, type ParcelCommandResult } from '../../../domain/parcel/parcel-views';
import type { RecordReceptionInput } from '../../../domain/parcel/reception-input';
import { adminApiUrl } from '../config';
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

/** The customer's reception e-mail, once its photos are attached; the server sends it once per parcel. */
export const sendReceptionMail = async (parcelId: string): Promise<boolean> => {
  const { json } = await httpClient(`${adminApiUrl}/parcels/${encodeURIComponent(parcelId)}/reception-mail`, { method: 'POST' });
  return parseResponse(z.object({ sent: z.boolean() }), json).sent;
};
