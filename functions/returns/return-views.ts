import * as z from 'zod';
import { returnStatusLabels } from '../../domain/return/return-request';
import type { AdminReturnView, CustomerReturnView, ReturnPhotoView, ReturnTimelineEntry } from '../../domain/return/return-views';
import { formatEuros } from '../../domain/shared/french-format';
import type { CustomerCard } from '../customers/queries';
import type { ParcelCard } from '../parcels/queries';
import { presignDownload } from '../platform/files';
import type { ReturnRow } from './returns-projection';

export const returnParamsSchema = z.object({ returnId: z.string().min(1).max(64) });
export type ReturnParams = z.infer<typeof returnParamsSchema>;

/** How long a photo link works: long enough to open it, too short to be passed around. */
const photoLinkSeconds = 300;

const photoViewOf = async (photo: ReturnRow['photos'][number]): Promise<ReturnPhotoView> => {
  const [thumbnailUrl, url] = await Promise.all([
    presignDownload(photo.thumbnail.key, photoLinkSeconds, photo.thumbnail.contentType),
    presignDownload(photo.original.key, photoLinkSeconds, photo.original.contentType),
  ]);
  return { photoId: photo.photoId, thumbnailUrl, url, width: photo.original.width, height: photo.original.height };
};

/** What the customer reads of each step of their request. */
const timelineOf = (row: ReturnRow): ReturnTimelineEntry[] =>
  row.history.map(({ status, at }) => {
    const label =
      status === 'sent_to_merchant' && row.shipping
        ? `${returnStatusLabels[status]} avec ${row.shipping.carrier} (n° ${row.shipping.trackingNumber})`
        : status === 'refused' && row.refusal
          ? `${returnStatusLabels[status]} : ${row.refusal.reason}${row.refusal.refundCents > 0 ? ` (remboursement de ${formatEuros(row.refusal.refundCents)})` : ''}`
          : returnStatusLabels[status];
    return { status, at, label };
  });

export const toCustomerReturn = async (row: ReturnRow): Promise<CustomerReturnView> => ({
  returnId: row.returnId,
  reference: row.reference,
  status: row.status,
  parcelId: row.parcelId,
  parcelTrackingNumber: row.parcelTrackingNumber,
  type: row.type,
  reason: row.reason,
  urgency: row.urgency,
  description: row.description,
  weightGrams: row.weightGrams,
  lengthCm: row.lengthCm,
  widthCm: row.widthCm,
  heightCm: row.heightCm,
  costCents: row.costCents,
  photos: await Promise.all(row.photos.map(photoViewOf)),
  shipping: row.shipping,
  refusal: row.refusal,
  requestedAt: row.requestedAt ?? row.openedAt,
  timeline: timelineOf(row),
});

export const toAdminReturn = async (row: ReturnRow, customer: CustomerCard | undefined, parcel: ParcelCard | undefined): Promise<AdminReturnView> => ({
  ...(await toCustomerReturn(row)),
  id: row.returnId,
  paymentId: row.paymentId,
  customer: customer
    ? { customerId: customer.customerId, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email, phone: customer.phone, boxNumber: customer.boxNumber }
    : null,
  parcel: parcel ? { parcelId: parcel.parcelId, trackingNumber: parcel.trackingNumber, description: parcel.description, status: parcel.status, weightGrams: parcel.weightGrams } : null,
});
