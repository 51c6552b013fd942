import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachedPhotoResultSchema, photoUploadTicketSchema, type AttachedPhotoResult } from '@domain/parcel/parcel-photos';
import { trackingViewSchema } from '@domain/parcel/parcel-timeline';
import { api } from '@/lib/api-client';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notSignedInMessage, uploadFailedMessage, type CheckedPhotoForm, type PhotoTarget } from '../utils/photo-form';
import { getParcel, parcelQueryKey } from './get-parcel';
import { parcelsQueryKey } from './get-parcels';

/** The file did not reach the storage: nothing was attached, the customer may send it again. */
export class PhotoTransferError extends Error {
  constructor(status: number) {
    super(`${uploadFailedMessage} (stockage ${status})`);
    this.name = 'PhotoTransferError';
  }
}

/** The parcel the photo goes to: the one chosen, or the customer's own parcel of that tracking number (404 otherwise). */
const parcelIdOf = async (target: PhotoTarget): Promise<string> => {
  if (target.kind === 'parcel') return target.parcelId;
  const tracking = await api.get(`/tracking?${new URLSearchParams({ trackingNumber: target.trackingNumber })}`, trackingViewSchema);
  return tracking.parcel.parcelId;
};

export type AddedPhoto = AttachedPhotoResult & { trackingNumber: string | undefined };

/**
 * The three steps of `functions/parcels/parcel-photo-uploads.ts`: an upload ticket (the description
 * goes with it), the file sent straight to the storage with the ticket's headers, then the attachment
 * once the server has checked the file.
 */
export const addParcelPhoto = async ({ target, file, upload }: CheckedPhotoForm): Promise<AddedPhoto> => {
  const parcelId = await parcelIdOf(target);
  const photos = `/parcels/${encodeURIComponent(parcelId)}/photos`;
  const ticket = await api.post(`${photos}/uploads`, upload, photoUploadTicketSchema);
  const sent = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: file });
  if (!sent.ok) throw new PhotoTransferError(sent.status);
  const attached = await api.post(photos, { uploadId: ticket.uploadId }, attachedPhotoResultSchema);
  // The grid and the gallery refreshed next read the read model: it shows the photo once it reaches this version.
  const parcel = await getParcel(parcelId, { version: attached.version }).catch(() => undefined);
  return { ...attached, trackingNumber: parcel?.trackingNumber };
};

/** Spec 2, section 8: "Non authentifié" without a session, the server's own words for a refusal, else the generic message. */
export const photoUploadErrorMessage = (error: unknown): string =>
  isApiError(error) && error.isUnauthorized ? notSignedInMessage : errorMessage(error, uploadFailedMessage);

export const useAddParcelPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addParcelPhoto,
    // The read model shows the photo (the server waited for its version): the list and the parcel are read again.
    onSuccess: async ({ parcelId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: parcelsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: parcelQueryKey(parcelId) }),
      ]);
    },
  });
};
