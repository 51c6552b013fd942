import * as z from 'zod';
import { territories } from './territories';

/**
 * The shipment's value schemas and fixed terms, apart from the event definitions (`shipment-events.ts`)
 * so that the customer site loads them alone (each event's schema is built when its module is evaluated).
 */
export const shipmentServiceSchema = z.enum(['standard', 'express', 'premium']);

export const shippingAddressSchema = z.object({
  recipientName: z.string().min(1),
  line1: z.string().min(1),
  line2: z.string(),
  postalCode: z.string().min(1),
  city: z.string().min(1),
  destination: z.enum(territories),
  phone: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const extraFeeSchema = z.object({ label: z.string().min(1), amountCents: z.number().int().min(0) });
export type ExtraFee = z.infer<typeof extraFeeSchema>;

export const quoteLineSchema = z.object({
  kind: z.enum(['shipping', 'storage', 'extra']),
  label: z.string().min(1),
  /** all taxes included */
  amountCents: z.number().int().min(0),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const paymentMethods = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const outgoingCarriers = ['Colissimo', 'Chronopost', 'DHL', 'UPS', 'FedEx'] as const;

/**
 * Why staff give back the whole price of a quote whose box already left: the box was lost, it arrived
 * damaged, or a commercial gesture. Asked with the refund, shown by the shipment to staff and customer.
 */
export const refundCategories = ['lost', 'damaged', 'gesture'] as const;
export type RefundCategory = (typeof refundCategories)[number];
