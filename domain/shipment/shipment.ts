import type { ExtraFee, ShipmentEvent, ShippingAddress } from '../../events/shipment-events';
import type { Territory } from '../../events/territories';
import type { ShippingService } from '../pricing/rate-card';
import { assertNever } from '../shared/decider';

/**
 * A shipment's life: requested by the customer → processed by staff, which issues a quote
 * (→ `quoted`) → paid, or let go by a reasoned waiver (→ `cleared`) → labelled → shipped → delivered.
 * A request can be cancelled until processed. A quote left unpaid 30 days expires; staff reissue it.
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
    };

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
        status: 'cleared',
        quote: state.quote && { ...state.quote, status: 'paid' },
        clearance: { kind: 'paid', reference: event.data.reference },
      };
    case 'ShipmentPaymentWaived':
      return { ...state, status: 'cleared', quote: state.quote && { ...state.quote, status: 'waived' }, clearance: { kind: 'waived', reason: event.data.reason } };
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
