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

/** How long a search may take before the page says so (spec 1, section 8: "prend trop de temps"). */
export const trackingTimeoutMs = 15_000;

/** The spec's messages of /suivi (spec 1, section 8). */
export const trackingMessages = {
  notFoundTitle: 'Colis non trouvé',
  notFound: "Ce numéro de suivi n'a pas été trouvé dans notre système.",
  connection: 'Problème de connexion. Vérifiez votre connexion internet.',
  timeout: 'La recherche prend trop de temps. Veuillez réessayer.',
  failed: 'Erreur lors de la recherche. Veuillez réessayer.',
} as const;

/** What the page says when the search failed: no answer, too long, or the server's refusal. */
export const trackingFailureMessage = (error: unknown): string => {
  if (error instanceof DOMException && error.name === 'TimeoutError') return trackingMessages.timeout;
  if (error instanceof ApiError) {
    if (error.kind === 'network') return error.cause instanceof DOMException && error.cause.name === 'TimeoutError' ? trackingMessages.timeout : trackingMessages.connection;
    if (error.status === 504) return trackingMessages.timeout;
    return error.detail ?? trackingMessages.failed;
  }
  return trackingMessages.failed;
};

export const trackingQueryOptions = (trackingNumber: string) =>
  queryOptions({
    queryKey: ['tracking', trackingNumber] as const,
    queryFn: ({ signal }) => getTracking(trackingNumber, { signal: AbortSignal.any([signal, AbortSignal.timeout(trackingTimeoutMs)]) }),
    enabled: trackingNumber !== '',
  });

export const useTracking = (trackingNumber: string) => useQuery(trackingQueryOptions(trackingNumber));
