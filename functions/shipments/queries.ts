import { streamIdOf } from '../../events/envelope';
import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import { hasLeft } from '../../domain/shipment/shipment';
import type { QuoteLine } from '../../events/shipment-events';
import { loadState } from '../platform/command';
import { loadStream } from '../platform/event-store';
import { queryPage } from '../platform/read-models';
import { reservationOf } from '../platform/reservations';
import { parcelCards } from '../parcels/queries';
import { shipmentsProjection } from './shipments-projection';
import type { NotificationDataMap } from '../notifications/commands';

/**
 * The shipments aggregate's published face: what others may ask of a shipment. The parcel page's
 * notify menu sends a shipment's mails about one of its parcels; what those mails say (the quote
 * still waiting for payment, the carrier's number) is the shipment's to know, read from its events.
 */
export type ShipmentMailTemplate = 'quote_ready' | 'package_shipped';

/** What a shipment's notification says: its kind and its facts, for the notification centre. */
export type ShipmentNotification =
  | { kind: 'quote_ready'; data: NotificationDataMap['quote_ready'] }
  | { kind: 'package_shipped'; data: NotificationDataMap['package_shipped'] };

/** The facts of a template as the shipment stands now, or null when it has nothing to say (no pending quote, no label). */
export const shipmentNotificationOf = async (shipmentId: string, template: ShipmentMailTemplate): Promise<ShipmentNotification | null> => {
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  if (state.status === 'unknown') return null;
  switch (template) {
    case 'quote_ready': {
      if (state.quote?.status !== 'pending') return null;
      const destination = state.processing?.destination ?? state.address.destination;
      return { kind: 'quote_ready', data: { quoteNumber: state.quote.quoteNumber, totalCents: state.quote.totalCents, validUntil: state.quote.validUntil, destination } };
    }
    case 'package_shipped': {
      if (!state.label) return null;
      const parcels = await parcelCards(state.parcelIds);
      const parcelTrackingNumbers = state.parcelIds.map((parcelId) => parcels.get(parcelId)?.trackingNumber ?? parcelId);
      return { kind: 'package_shipped', data: { carrier: state.label.carrier, trackingNumber: state.label.trackingNumber, parcelTrackingNumbers } };
    }
  }
};

/** What a shipment's parcels follow: which parcels it holds, the label they leave under, the quote in force. */
export type ShipmentForParcels = {
  shipmentId: string;
  parcelIds: readonly string[];
  label: { carrier: string; trackingNumber: string } | null;
  quote: { quoteNumber: string; status: string } | null;
};

/** A shipment as its parcels see it, from its events (consistent), or undefined when it does not exist. */
export const shipmentForParcels = async (shipmentId: string): Promise<ShipmentForParcels | undefined> => {
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  if (state.status === 'unknown') return undefined;
  return {
    shipmentId,
    parcelIds: state.parcelIds,
    label: state.label && { carrier: state.label.carrier, trackingNumber: state.label.trackingNumber },
    quote: state.quote && { quoteNumber: state.quote.quoteNumber, status: state.quote.status },
  };
};

/** A quote as a payment sees it: what to charge, until when; null when the shipment is not the customer's or has no quote. */
export type QuoteToPay = { shipmentId: string; quoteNumber: string; totalCents: number; validUntil: string; status: 'pending' | 'paid' | 'expired' | 'waived' };

/**
 * The shipment's current quote, read from its events (consistent), with the customer who owes it. A
 * customer asks with `{ customerId }` and finds only their own; staff ask with `'staff'`.
 */
export const quoteToPay = async (shipmentId: string, asker: { customerId: string } | 'staff'): Promise<(QuoteToPay & { customerId: string }) | null> => {
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  if (state.status === 'unknown' || !state.quote) return null;
  if (asker !== 'staff' && state.customerId !== asker.customerId) return null;
  const { quoteNumber, totalCents, validUntil, status } = state.quote;
  return { shipmentId, customerId: state.customerId, quoteNumber, totalCents, validUntil, status };
};

/**
 * Whether a shipment's box left the warehouse (shipped or delivered), read from its events (consistent):
 * what a refund of its quote may still take back. Undefined when the shipment does not exist.
 */
export const shipmentHasLeft = async (shipmentId: string): Promise<boolean | undefined> => {
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  return state.status === 'unknown' ? undefined : hasLeft(state.status);
};

/**
 * The lines of a quote as it was issued (shipping, storage, extra fees, taxes included), read from the
 * shipment's own events: what an invoice of its payment details. Null for a quote the shipment never issued.
 */
export const issuedQuoteLines = async (shipmentId: string, quoteNumber: string): Promise<readonly QuoteLine[] | null> => {
  const events = (await loadStream(streamIdOf('shipment', shipmentId))).flatMap((changeset) => changeset.events);
  const issued = events.find((event) => event.type === 'QuoteIssued' && event.data.quoteNumber === quoteNumber);
  return issued?.type === 'QuoteIssued' ? issued.data.lines : null;
};

/** One shipment at a time per parcel: held while the request is written, then for good until cancelled. */
export const shipmentParcelKey = (parcelId: string) => `shipment-parcel#${parcelId}`;

/** Whether a shipment request holds the parcel, as its reservation says it at once (the parcel's own events follow through the bus). */
export const parcelHeldByShipment = async (parcelId: string): Promise<boolean> => (await reservationOf(shipmentParcelKey(parcelId))) !== undefined;

/** A shipment and its quote as the support inbox's customer card shows them. */
export type ShipmentCard = {
  shipmentId: string;
  status: string;
  requestedAt: string;
  parcelCount: number;
  quote: { quoteNumber: string; status: string; totalCents: number; validUntil: string } | null;
};

/** A customer's latest shipments with their quotes, newest first (one page of their list). */
export const recentShipmentsOf = async (customerId: string, limit: number): Promise<ShipmentCard[]> => {
  const { rows } = await queryPage(shipmentsProjection, { indexName: 'byCustomer', partition: customerId, descending: true, limit: Math.min(limit, 100) });
  return rows.map((row) => ({
    shipmentId: row.shipmentId,
    status: row.status,
    requestedAt: row.requestedAt,
    parcelCount: row.parcelIds.length,
    quote: row.quote && { quoteNumber: row.quote.quoteNumber, status: row.quote.status, totalCents: row.quote.totalCents, validUntil: row.quote.validUntil },
  }));
};
