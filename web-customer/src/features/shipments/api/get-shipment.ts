import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerShipmentViewSchema } from '@domain/shipment/shipment-views';
import { api } from '@/lib/api-client';
import { shipmentsQueryKey, type Shipment } from './get-shipments';

/** Under the list's key: whatever refreshes the list refreshes the shipments read one by one. */
export const shipmentQueryKey = (shipmentId: string) => [...shipmentsQueryKey, 'detail', shipmentId] as const;

/** `version`: the version a command returned; the server answers once the shipment shows it. */
export const getShipment = (shipmentId: string, { signal, version }: { signal?: AbortSignal; version?: number } = {}): Promise<Shipment> =>
  api.get(`/shipments/${encodeURIComponent(shipmentId)}${version === undefined ? '' : `?version=${version}`}`, customerShipmentViewSchema, { signal });

/**
 * One shipment with its quote's PDF link. The link lasts 300 s: it is read each time the details
 * open (never served from the cache) and kept no longer than a minute.
 */
export const shipmentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: shipmentQueryKey(shipmentId),
    queryFn: ({ signal }) => getShipment(shipmentId, { signal }),
    staleTime: 0,
    gcTime: 60_000,
  });

export const useShipment = (shipmentId: string) => useQuery(shipmentQueryOptions(shipmentId));
