import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

const isoDateTime = z.iso.datetime({ offset: true });

/** A parcel as the customer's read model gives it: integer cents and grams, ISO dates. */
export const parcelSchema = z.object({
  parcelId: z.string().min(1),
  trackingNumber: z.string(),
  // Unknown values are displayed raw (spec 2, section 4), so these are not closed enums here.
  carrier: z.string(),
  category: z.string(),
  status: z.string(),
  description: z.string(),
  senderName: z.string(),
  declaredWeightGrams: z.number().int().nonnegative(),
  declaredLengthCm: z.number().nonnegative(),
  declaredWidthCm: z.number().nonnegative(),
  declaredHeightCm: z.number().nonnegative(),
  declaredValueCents: z.number().int().nonnegative(),
  instructions: z.string(),
  weightGrams: z.number().int().nonnegative().nullable(),
  lengthCm: z.number().nonnegative().nullable(),
  widthCm: z.number().nonnegative().nullable(),
  heightCm: z.number().nonnegative().nullable(),
  declaredAt: isoDateTime,
  receivedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  history: z.array(z.object({ status: z.string(), at: isoDateTime })),
});

export type Parcel = z.infer<typeof parcelSchema>;

const parcelListSchema = z.object({ items: z.array(parcelSchema) });

export const parcelsQueryKey = ['parcels'] as const;

/** The signed-in customer's parcels, newest first. */
export const getParcels = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Parcel[]> =>
  (await api.get('/parcels', parcelListSchema, { signal })).items;

export const parcelsQueryOptions = () =>
  queryOptions({
    queryKey: parcelsQueryKey,
    queryFn: ({ signal }) => getParcels({ signal }),
  });

export const useParcels = () => useQuery(parcelsQueryOptions());
