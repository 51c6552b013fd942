import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackingViewSchema, type TrackingView } from '@domain/parcel/parcel-timeline';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export type Tracking = TrackingView;

/**
 * /suivi's answer for one number: the customer's own parcel and its events, or null when no parcel
 * of theirs has this number (the server answers someone else's number as an unknown one).
 */
export const getTracking = async (trackingNumber: string, { signal }: { signal?: AbortSignal } = {}): Promise<Tracking | null> => {
  try {
    return await api.get(`/tracking?${new URLSearchParams({ trackingNumber })}`, trackingViewSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const trackingQueryOptions = (trackingNumber: string) =>
  queryOptions({
    queryKey: ['tracking', trackingNumber] as const,
    queryFn: ({ signal }) => getTracking(trackingNumber, { signal }),
    enabled: trackingNumber !== '',
  });

export const useTracking = (trackingNumber: string) => useQuery(trackingQueryOptions(trackingNumber));
