import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { returnableParcelViewSchema, type ReturnableParcelView } from '@domain/return/return-views';
import { api } from '@/lib/api-client';

export type ReturnableParcel = ReturnableParcelView;

export const returnableParcelsQueryKey = ['returns', 'parcels'] as const;

/** The customer's parcels a return may take: received or stored, in no shipment and no return. */
export const getReturnableParcels = async ({ signal }: { signal?: AbortSignal } = {}): Promise<ReturnableParcel[]> =>
  (await api.get('/returns/parcels', z.object({ items: z.array(returnableParcelViewSchema) }), { signal })).items;

export const useReturnableParcels = () =>
  useQuery(queryOptions({ queryKey: returnableParcelsQueryKey, queryFn: ({ signal }) => getReturnableParcels({ signal }) }));
