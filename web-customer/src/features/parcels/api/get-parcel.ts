import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { parcelPhotoViewSchema } from '@domain/parcel/parcel-photos';
import { customerParcelViewSchema } from '@domain/parcel/parcel-views';
import { api } from '@/lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/** One parcel of the customer's, with its photos (links valid 300 s: the gallery reads them when it opens). */
export const parcelWithPhotosSchema = customerParcelViewSchema.extend({ photos: z.array(parcelPhotoViewSchema) });
export type ParcelWithPhotos = z.infer<typeof parcelWithPhotosSchema>;
export type ParcelPhoto = ParcelWithPhotos['photos'][number];

/** Under the list's key: whatever refreshes the list refreshes the parcels read one by one. */
export const parcelQueryKey = (parcelId: string) => [...parcelsQueryKey, 'detail', parcelId] as const;

/** `version`: the version a command returned; the server answers once the parcel shows it (503 after a few seconds). */
export const getParcel = (parcelId: string, { signal, version }: { signal?: AbortSignal; version?: number } = {}): Promise<ParcelWithPhotos> =>
  api.get(`/parcels/${encodeURIComponent(parcelId)}${version === undefined ? '' : `?version=${version}`}`, parcelWithPhotosSchema, { signal });

export const parcelQueryOptions = (parcelId: string) =>
  queryOptions({
    queryKey: parcelQueryKey(parcelId),
    queryFn: ({ signal }) => getParcel(parcelId, { signal }),
  });

export const useParcel = (parcelId: string) => useQuery(parcelQueryOptions(parcelId));
