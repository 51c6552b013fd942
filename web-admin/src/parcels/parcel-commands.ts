import type { Identifier } from 'react-admin';
import type { ReceiveParcelInput } from '../../../domain/parcel/parcel-input';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';
import { receiveParcelResultSchema, type ReceiveParcelResult } from './parcel-schema';

export type CommandOptions = {
  /** One key per submission: a retry of the same submission passes the same key so the API applies it once. */
  idempotencyKey?: string;
};

/** The parcels' business commands in the data provider (intent, not a CRUD update). */
export type ParcelCommands = {
  receiveParcel: (id: Identifier, measurements: ReceiveParcelInput, options?: CommandOptions) => Promise<{ data: ReceiveParcelResult }>;
};

export const parcelCommands = ({ apiUrl, http }: ApiClient): ParcelCommands => ({
  receiveParcel: async (id, measurements, { idempotencyKey = crypto.randomUUID() } = {}) => {
    const { json } = await http(`${apiUrl}/parcels/${encodeURIComponent(String(id))}/receive`, {
      method: 'POST',
      headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify({
        weightKg: measurements.weightKg,
        lengthCm: measurements.lengthCm,
        widthCm: measurements.widthCm,
        heightCm: measurements.heightCm,
      }),
    });
    return { data: parseResponse(receiveParcelResultSchema, json) };
  },
});
