import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { z } from 'zod';
import type { ReceiveParcelInput } from '../../../domain/parcel/parcel-input';
import { customerSchema } from '../customers/customer-schema';
import { adminParcelSchema, receiveParcelResultSchema, type ReceiveParcelResult } from '../parcels/parcel-schema';
import { httpClient, parseResponse } from './http-client';

export const adminApiUrl = '/admin/api';

const recordSchemas: Partial<Record<string, z.ZodType>> = {
  parcels: adminParcelSchema,
  customers: customerSchema,
};

export type ReceiveParcelOptions = {
  /** One key per submission: a retry of the same submission passes the same key so the API applies it once. */
  idempotencyKey?: string;
};

/** ra-data-simple-rest plus the business commands, each a named method (intent, not a CRUD update). */
export type PasserelleDataProvider = DataProvider & {
  receiveParcel: (
    id: Identifier,
    measurements: ReceiveParcelInput,
    options?: ReceiveParcelOptions,
  ) => Promise<{ data: ReceiveParcelResult }>;
};

type HttpClient = typeof httpClient;

export const createDataProvider = (apiUrl: string = adminApiUrl, http: HttpClient = httpClient): PasserelleDataProvider => {
  const rest = simpleRestProvider(apiUrl, http);

  /**
   * Validates records against the resource's schema and hands them back unchanged: react-admin's
   * DataProvider is generic over the record type its caller picks, so the typing stays there.
   */
  const checked = <Records>(resource: string, records: Records): Records => {
    const schema = recordSchemas[resource];
    if (schema) {
      const items: unknown[] = Array.isArray(records) ? records : [records];
      for (const item of items) parseResponse(schema, item);
    }
    return records;
  };

  return {
    ...rest,
    getList: async (resource, params) => {
      const result = await rest.getList(resource, params);
      return { ...result, data: checked(resource, result.data) };
    },
    getOne: async (resource, params) => {
      const result = await rest.getOne(resource, params);
      return { ...result, data: checked(resource, result.data) };
    },
    getMany: async (resource, params) => {
      const result = await rest.getMany(resource, params);
      return { ...result, data: checked(resource, result.data) };
    },
    getManyReference: async (resource, params) => {
      const result = await rest.getManyReference(resource, params);
      return { ...result, data: checked(resource, result.data) };
    },

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
  };
};

export const dataProvider = createDataProvider();
