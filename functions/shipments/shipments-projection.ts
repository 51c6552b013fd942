import * as z from 'zod';
import { extraFeeSchema, quoteLineSchema, refundCategories, shippingAddressSchema } from '../../events/shipment-terms';
import { territories } from '../../events/territories';
import { quoteStatuses, shipmentStatuses } from '../../domain/shipment/shipment';
import { clearanceViewSchema } from '../../domain/shipment/shipment-views';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { shipmentsTable } from './shipments-table';

const serviceSchema = z.enum(['standard', 'express', 'premium']);

export const shipmentQuoteRowSchema = z.object({
  quoteNumber: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  // A waived quote was once written `superseded`: read as what it is.
  status: z.enum([...quoteStatuses, 'superseded']).transform((status) => (status === 'superseded' ? 'waived' : status)),
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  totalExclVatCents: z.number().int(),
  vatCents: z.number().int(),
  rateCardVersion: z.string(),
  billableWeightKg: z.number(),
  storageFeesCents: z.number().int(),
  subscriber: z.boolean(),
  pdfKey: z.string(),
});
export type ShipmentQuoteRow = z.infer<typeof shipmentQuoteRowSchema>;

export const shipmentRowSchema = z.object({
  shipmentId: z.string(),
  customerId: z.string(),
  listPartition: z.literal('shipment'),
  /** sort key of every list: request time, then id */
  requestedKey: z.string(),
  status: z.enum(shipmentStatuses),
  parcelIds: z.array(z.string()),
  address: shippingAddressSchema,
  service: serviceSchema,
  processing: z
    .object({
      weightGrams: z.number().int(),
      lengthCm: z.number(),
      widthCm: z.number(),
      heightCm: z.number(),
      destination: z.enum(territories),
      service: serviceSchema,
      extraFees: z.array(extraFeeSchema),
      notes: z.string(),
      processedAt: z.string(),
    })
    .nullable(),
  quote: shipmentQuoteRowSchema.nullable(),
  /** the expiry job's index: present while the quote waits for payment */
  pendingQuote: z.literal('pending').optional(),
  quoteValidUntil: z.string().optional(),
  clearance: clearanceViewSchema,
  /** the label in force; `replacedReason` when it replaced an earlier one */
  label: z.object({ carrier: z.string(), trackingNumber: z.string(), labelKey: z.string(), replacedReason: z.string().optional() }).nullable(),
  cancelReason: z.string().nullable(),
  /** the quote's payment refunded in full after the box left, and why (absent on rows written before refunds were shown) */
  refund: z.object({ category: z.enum(refundCategories).nullable(), reason: z.string(), amountCents: z.number().int(), refundedAt: z.string() }).nullable().optional(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  history: z.array(z.object({ status: z.enum(shipmentStatuses), at: z.string() })),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

export const shipmentCounters = {
  all: 'shipments',
  byStatus: (status: string) => `shipments#status#${status}`,
  byCustomer: (customerId: string) => `shipments#customer#${customerId}`,
};

type ProjectedEventType =
  | 'ShipmentRequested'
  | 'ShipmentRequestCancelled'
  | 'ShipmentProcessed'
  | 'QuoteIssued'
  | 'QuoteExpired'
  | 'QuotePaymentRecorded'
  | 'ShipmentPaymentWaived'
  | 'ShipmentLabelCreated'
  | 'ShipmentLabelReplaced'
  | 'ShipmentShipped'
  | 'ShipmentDelivered'
  | 'QuotePaymentRefunded'
  | 'ShippedQuoteRefunded';

const withStatus = (row: ShipmentRow, status: ShipmentRow['status'], at: string, changes: Partial<ShipmentRow> = {}): ShipmentRow => ({
  ...row,
  ...changes,
  status,
  updatedAt: at,
  history: row.status === status ? row.history : [...row.history, { status, at }],
});

/** The quote changes: the expiry index follows its status (only a pending quote is in it). */
const withQuote = (row: ShipmentRow, quote: ShipmentQuoteRow | null): ShipmentRow => {
  const { pendingQuote: _pending, quoteValidUntil: _validUntil, ...rest } = row;
  return quote?.status === 'pending' ? { ...rest, quote, pendingQuote: 'pending', quoteValidUntil: quote.validUntil } : { ...rest, quote };
};

export const shipmentsProjection: Projection<ShipmentRow, ProjectedEventType, typeof shipmentsTable> = {
  name: 'project-shipments',
  description: 'Projection des expéditions (file du back-office, expéditions et devis du client)',
  table: shipmentsTable,
  eventTypes: [
    'ShipmentRequested',
    'ShipmentRequestCancelled',
    'ShipmentProcessed',
    'QuoteIssued',
    'QuoteExpired',
    'QuotePaymentRecorded',
    'ShipmentPaymentWaived',
    'ShipmentLabelCreated',
    'ShipmentLabelReplaced',
    'ShipmentShipped',
    'ShipmentDelivered',
    'QuotePaymentRefunded',
    'ShippedQuoteRefunded',
  ],
  rowSchema: shipmentRowSchema,
  keyOf: (event) => ({ shipmentId: event.data.shipmentId }),
  countersOf: (row) => [shipmentCounters.all, shipmentCounters.byStatus(row.status), shipmentCounters.byCustomer(row.customerId)],
  evolve: (row, event) => {
    if (event.type === 'ShipmentRequested') {
      const { data } = event;
      return {
        shipmentId: data.shipmentId,
        customerId: data.customerId,
        listPartition: 'shipment',
        requestedKey: `${event.occurredAt}#${data.shipmentId}`,
        status: 'requested',
        parcelIds: data.parcelIds,
        address: data.address,
        service: data.service,
        processing: null,
        quote: null,
        clearance: null,
        label: null,
        cancelReason: null,
        requestedAt: event.occurredAt,
        updatedAt: event.occurredAt,
        history: [{ status: 'requested', at: event.occurredAt }],
      };
    }
    if (!row) return row;
    const at = event.occurredAt;
    switch (event.type) {
      case 'ShipmentRequestCancelled':
        return withStatus(row, 'cancelled', at, { cancelReason: event.data.reason });
      case 'ShipmentProcessed': {
        const { shipmentId: _shipmentId, ...processing } = event.data;
        return { ...row, processing: { ...processing, processedAt: at }, updatedAt: at };
      }
      case 'QuoteIssued': {
        const { shipmentId: _shipmentId, ...quote } = event.data;
        return withQuote(withStatus(row, 'quoted', at), { ...quote, issuedAt: at, status: 'pending' });
      }
      case 'QuoteExpired':
        return row.quote?.quoteNumber === event.data.quoteNumber ? withQuote({ ...row, updatedAt: at }, { ...row.quote, status: 'expired' }) : row;
      case 'QuotePaymentRecorded':
        return withQuote(withStatus(row, row.label ? 'labelled' : 'cleared', at, { clearance: { kind: 'paid', method: event.data.method, reference: event.data.reference, amountCents: event.data.amountCents } }), row.quote && { ...row.quote, status: 'paid' });
      case 'ShipmentPaymentWaived':
        return withQuote(withStatus(row, row.label ? 'labelled' : 'cleared', at, { clearance: { kind: 'waived', reason: event.data.reason } }), row.quote && { ...row.quote, status: 'waived' });
      case 'ShipmentLabelCreated':
        return withStatus(row, 'labelled', at, { label: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, labelKey: event.data.labelKey } });
      case 'ShipmentLabelReplaced':
        return { ...row, updatedAt: at, label: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, labelKey: event.data.labelKey, replacedReason: event.data.reason } };
      case 'ShipmentShipped':
        return withStatus(row, 'shipped', at);
      case 'ShipmentDelivered':
        return withStatus(row, 'delivered', at);
      // back in the expiry job's index: a payable-again quote expires on its own date as any unpaid one
      case 'QuotePaymentRefunded':
        return withQuote(withStatus(row, 'quoted', at, { clearance: null }), row.quote && { ...row.quote, status: 'pending' });
      case 'ShippedQuoteRefunded': {
        const { category, reason, amountCents, refundedAt } = event.data;
        return { ...row, updatedAt: at, refund: { category, reason, amountCents, refundedAt } };
      }
      default:
        return assertNever(event);
    }
  },
};
