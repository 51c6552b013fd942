import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerParcelViewSchema, type CustomerParcelView } from '@domain/parcel/parcel-views';
import { listPageSchema, maxPageSize } from '@domain/shared/list-page';
import { api } from '@/lib/api-client';

/** A parcel as the customer's read model gives it (the shape the server builds, stated once in the domain). */
export const parcelSchema = customerParcelViewSchema;

export type Parcel = CustomerParcelView;

const parcelPageSchema = listPageSchema(parcelSchema);

export const parcelsQueryKey = ['parcels'] as const;

/**
 * All the signed-in customer's parcels, newest first, page after page (the API sends at most
 * `maxPageSize` a page): the list searches, filters and sorts them in the page.
 */
export const getParcels = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Parcel[]> => {
  const parcels: Parcel[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?perPage=${maxPageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api.get(`/parcels${query}`, parcelPageSchema, { signal });
    parcels.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return parcels;
};

export const parcelsQueryOptions = () =>
  queryOptions({
    queryKey: parcelsQueryKey,
    queryFn: ({ signal }) => getParcels({ signal }),
  });

export const useParcels = () => useQuery(parcelsQueryOptions());
