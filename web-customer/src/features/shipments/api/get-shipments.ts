import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerShipmentViewSchema, type CustomerShipmentView } from '@domain/shipment/shipment-views';
import { listPageSchema, maxPageSize } from '@domain/shared/list-page';
import { api } from '@/lib/api-client';

export type Shipment = CustomerShipmentView;

const shipmentPageSchema = listPageSchema(customerShipmentViewSchema);

export const shipmentsQueryKey = ['shipments'] as const;

/** All the customer's shipments with their quotes, newest first, page after page (no PDF links in the list). */
export const getShipments = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Shipment[]> => {
  const shipments: Shipment[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?perPage=${maxPageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api.get(`/shipments${query}`, shipmentPageSchema, { signal });
    shipments.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return shipments;
};

export const shipmentsQueryOptions = () =>
  queryOptions({
    queryKey: shipmentsQueryKey,
    queryFn: ({ signal }) => getShipments({ signal }),
  });

export const useShipments = () => useQuery(shipmentsQueryOptions());
