import type { RefundCategory } from '../../events/payment-events';
import type { ExtraFee, ShipmentEvent, ShippingAddress } from '../../events/shipment-events';
import type { Territory } from '../../events/territories';
import type { ShippingService } from '../pricing/rate-card';
import { assertNever } from '../shared/decider';

/**
 * A shipment's life: requested by the customer → processed by staff, which issues a quote
 * (→ `quoted`) → paid, or let go by a reasoned waiver (→ `cleared`) → labelled → shipped → delivered.
 * A request can be cancelled until processed. A quote left unpaid 30 days expires; staff reissue it.
 * A payment refunded in full before the box left takes its clearance back: the quote waits for payment
 * again (`quoted`, its label kept if it had one); after the box left, the refund is only recorded.
 */
export const shipmentStatuses = ['requested', 'cancelled', 'quoted', 'cleared', 'labelled', 'shipped', 'delivered'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export const quoteStatuses = ['pending', 'paid', 'expired', 'waived'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export type ShipmentProcessing = {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  destination: Territory;
  service: ShippingService;
  extraFees: readonly ExtraFee[];
  notes: string;
};

export type ShipmentQuote = { quoteNumber: string; totalCents: number; validUntil: string; status: QuoteStatus; storageFeesCents: number };

export type ShipmentState =
  | { status: 'unknown' }
  | {
      status: ShipmentStatus;
      shipmentId: string;
      customerId: string;
      parcelIds: readonly string[];
      address: ShippingAddress;
      service: ShippingService;
      processing: ShipmentProcessing | null;
      /** the current quote; a reissue supersedes the previous one */
      quote: ShipmentQuote | null;
      clearance: { kind: 'paid'; reference: string } | { kind: 'waived'; reason: string } | null;
      label: { carrier: string; trackingNumber: string; labelKey: string } | null;
      /** the quote's payment refunded in full after the box left, and why */
      refund: { reference: string; category: RefundCategory | null; reason: string } | null;
    };

/** Cleared again after a refund, a box that kept its label is ready to leave under it. */
const clearedStatus = (state: { label: unknown }): ShipmentStatus => (state.label ? 'labelled' : 'cleared');

/** The box left the warehouse: a refund of its quote then takes nothing back. */
export const hasLeft = (status: ShipmentStatus): boolean => status === 'shipped' || status === 'delivered';

export const initialShipmentState = (): ShipmentState => ({ status: 'unknown' });

export const evolveShipment = (state: ShipmentState, event: ShipmentEvent): ShipmentState => {
  if (event.type === 'ShipmentRequested') {
    const { data } = event;
    return {
      status: 'requested',
      shipmentId: data.shipmentId,
      customerId: data.customerId,
      parcelIds: data.parcelIds,
      address: data.address,
      service: data.service,
      processing: null,
      quote: null,
      clearance: null,
      label: null,
      refund: null,
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'ShipmentRequestCancelled':
      return { ...state, status: 'cancelled' };
    case 'ShipmentProcessed': {
      const { shipmentId: _shipmentId, ...processing } = event.data;
      return { ...state, processing };
    }
    case 'QuoteIssued':
      return {
        ...state,
        status: 'quoted',
        quote: {
          quoteNumber: event.data.quoteNumber,
          totalCents: event.data.totalCents,
          validUntil: event.data.validUntil,
          status: 'pending',
          storageFeesCents: event.data.storageFeesCents,
        },
      };
    case 'QuoteExpired':
      return state.quote?.quoteNumber === event.data.quoteNumber ? { ...state, quote: { ...state.quote, status: 'expired' } } : state;
    case 'QuotePaymentRecorded':
      return {
        ...state,
        status: clearedStatus(state),
        quote: state.quote && { ...state.quote, status: 'paid' },
        clearance: { kind: 'paid', reference: event.data.reference },
      };
    case 'ShipmentPaymentWaived':
      return { ...state, status: clearedStatus(state), quote: state.quote && { ...state.quote, status: 'waived' }, clearance: { kind: 'waived', reason: event.data.reason } };
    case 'QuotePaymentRefunded':
      return { ...state, status: 'quoted', quote: state.quote && { ...state.quote, status: 'pending' }, clearance: null };
    case 'ShippedQuoteRefunded':
      return { ...state, refund: { reference: event.data.reference, category: event.data.category, reason: event.data.reason } };
    case 'ShipmentLabelCreated':
      return { ...state, status: 'labelled', label: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, labelKey: event.data.labelKey } };
    case 'ShipmentLabelReplaced':
      return { ...state, label: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, labelKey: event.data.labelKey } };
    case 'ShipmentShipped':
      return { ...state, status: 'shipped' };
    case 'ShipmentDelivered':
      return { ...state, status: 'delivered' };
    default:
      return assertNever(event);
  }
};
