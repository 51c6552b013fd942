import * as z from 'zod';
import { DomainError } from '../../domain/shared/errors';
import type { AdminShipmentView, CustomerShipmentView, QuoteView, ShipmentParcelView } from '../../domain/shipment/shipment-views';
import { carrierTrackingUrl } from '../../domain/shipment/carriers';
import type { CustomerCard } from '../customers/queries';
import { presignDownload } from '../platform/files';
import { parcelCards, type ParcelCard } from '../parcels/queries';
import type { ShipmentQuoteRow, ShipmentRow } from './shipments-projection';

/** The shapes are those of `domain/shipment/shipment-views.ts`, which the web apps parse. */
export const shipmentParamsSchema = z.strictObject({ shipmentId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant d’expédition invalide') });
export type ShipmentParams = z.infer<typeof shipmentParamsSchema>;

export const shipmentNotReadyMessage = 'Cette expédition est en cours de mise à jour. Rechargez la page dans un instant.';

/** 503 to `?version=N`: the change is recorded, the read model has not shown it yet. */
export class ShipmentNotReadyError extends DomainError {
  readonly status = 503;
  constructor() {
    super(shipmentNotReadyMessage);
    this.name = 'ShipmentNotReadyError';
  }
}

/** How long a PDF link works: long enough to open it, too short to pass around. */
export const documentLinkSeconds = 300;

export const toQuoteView = async (quote: ShipmentQuoteRow, withLink: boolean): Promise<QuoteView> => ({
  quoteNumber: quote.quoteNumber,
  issuedAt: quote.issuedAt,
  validUntil: quote.validUntil,
  status: quote.status,
  lines: quote.lines,
  totalCents: quote.totalCents,
  totalExclVatCents: quote.totalExclVatCents,
  vatCents: quote.vatCents,
  rateCardVersion: quote.rateCardVersion,
  billableWeightKg: quote.billableWeightKg,
  pdfUrl: withLink ? await presignDownload(quote.pdfKey, documentLinkSeconds, 'application/pdf') : null,
});

const toParcelView = (parcelId: string, parcels: ReadonlyMap<string, ParcelCard>): ShipmentParcelView => {
  const parcel = parcels.get(parcelId);
  return {
    parcelId,
    trackingNumber: parcel?.trackingNumber ?? parcelId,
    description: parcel?.description ?? '',
    status: parcel?.status ?? 'unknown',
    weightGrams: parcel?.weightGrams ?? null,
  };
};

/** The parcels of several shipments, in one batch read. */
export const parcelsOf = async (rows: readonly ShipmentRow[]): Promise<Map<string, ParcelCard>> => parcelCards(rows.flatMap((row) => row.parcelIds));

/** The parcels' status once the reaction that moves them has followed the box: shipped with it, delivered with it. */
const parcelStatusFollowing: Partial<Record<ShipmentRow['status'], readonly string[]>> = { shipped: ['shipped', 'delivered'], delivered: ['delivered'] };
const followPollMs = 100;
const followWaitMs = 3_000;

/**
 * The parcels of a box that has just left or arrived, once their own read model shows it: the page that
 * marked the box asks with the command's version and lists them as they now are, not one step behind.
 * The parcels move in a reaction of their own (its checkpoint, its delivery): after a bounded wait the
 * page shows what there is, and its next refresh the rest.
 */
export const parcelsFollowing = async (row: ShipmentRow): Promise<Map<string, ParcelCard>> => {
  const expected = parcelStatusFollowing[row.status];
  const deadline = performance.now() + followWaitMs;
  for (;;) {
    const parcels = await parcelsOf([row]);
    const followed = !expected || row.parcelIds.every((parcelId) => expected.includes(parcels.get(parcelId)?.status ?? ''));
    if (followed || performance.now() >= deadline) return parcels;
    await new Promise((resolve) => setTimeout(resolve, followPollMs));
  }
};

export const toCustomerShipment = async (row: ShipmentRow, parcels: ReadonlyMap<string, ParcelCard>, withLinks: boolean): Promise<CustomerShipmentView> => ({
  shipmentId: row.shipmentId,
  status: row.status,
  service: row.service,
  address: row.address,
  parcels: row.parcelIds.map((parcelId) => toParcelView(parcelId, parcels)),
  quote: row.quote && (await toQuoteView(row.quote, withLinks)),
  outgoing:
    row.label && (row.status === 'shipped' || row.status === 'delivered')
      ? { carrier: row.label.carrier, trackingNumber: row.label.trackingNumber, trackingUrl: carrierTrackingUrl(row.label.carrier, row.label.trackingNumber) }
      : null,
  paid: row.clearance?.kind === 'paid',
  refund: row.refund ? { category: row.refund.category, amountCents: row.refund.amountCents, refundedAt: row.refund.refundedAt } : null,
  cancelReason: row.cancelReason,
  requestedAt: row.requestedAt,
  updatedAt: row.updatedAt,
  history: row.history,
});

export const toAdminShipment = async (
  row: ShipmentRow,
  parcels: ReadonlyMap<string, ParcelCard>,
  customer: CustomerCard | undefined,
  withLinks: boolean,
): Promise<AdminShipmentView> => ({
  id: row.shipmentId,
  ...(await toCustomerShipment(row, parcels, withLinks)),
  // staff see the carrier's number as soon as the label exists
  outgoing: row.label && { carrier: row.label.carrier, trackingNumber: row.label.trackingNumber, trackingUrl: carrierTrackingUrl(row.label.carrier, row.label.trackingNumber) },
  customerId: row.customerId,
  customer: customer
    ? {
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.email,
        boxNumber: customer.boxNumber === '' ? null : customer.boxNumber,
        plan: customer.plan,
      }
    : null,
  processing: row.processing,
  clearance: row.clearance,
  refund: row.refund ?? null,
  labelUrl: row.label && withLinks ? await presignDownload(row.label.labelKey, documentLinkSeconds, 'application/pdf') : null,
  storageFeesCents: row.parcelIds.reduce((sum, parcelId) => sum + (parcels.get(parcelId)?.storageFeesCents ?? 0), 0),
});
