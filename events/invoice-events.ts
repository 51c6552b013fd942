import * as z from 'zod';
import { defineEvent } from './define-event';

/**
 * Invoices and credit notes (avoirs), numbered in one continuous sequence per series and year, as
 * French law requires: one stream per series and year (`invoicing-FAC-2026`, `invoicing-AVO-2026`)
 * whose version IS the document's sequence. Each event states everything its document prints, so the
 * PDF can be drawn again from the event alone, whatever the buyer's card says later.
 */
export const documentSeries = ['FAC', 'AVO'] as const;
export type DocumentSeries = (typeof documentSeries)[number];

/** `FAC-2026-000001`: the series, the Paris year, the sequence on six digits. */
export const documentNumberSchema = z.string().regex(/^(FAC|AVO)-\d{4}-\d{6}$/u, 'numéro de document invalide');

/** The buyer as the document names it, copied at issue. */
export const documentBuyerSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  addressLines: z.array(z.string()),
});
export type DocumentBuyer = z.infer<typeof documentBuyerSchema>;

/** One line of a document: a designation, a quantity, its unit price and total before VAT, the VAT rate and amount, the total with VAT. */
export const documentLineSchema = z.object({
  label: z.string().min(1),
  quantity: z.number().int().min(1),
  unitPriceExclVatCents: z.number().int().min(0),
  totalExclVatCents: z.number().int().min(0),
  vatRatePercent: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  totalCents: z.number().int().min(0),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

const documentFields = {
  number: documentNumberSchema,
  year: z.number().int().min(2000),
  sequence: z.number().int().min(1),
  paymentId: z.string().min(1),
  customerId: z.string().min(1),
  buyer: documentBuyerSchema,
  lines: z.array(documentLineSchema).min(1),
  totalExclVatCents: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  totalCents: z.number().int().min(0),
  /** the instant of issue (the document's date) */
  issuedAt: z.iso.datetime(),
  /** where its PDF is kept in the files bucket */
  pdfKey: z.string().min(1),
};

/**
 * A succeeded payment's invoice: what was paid (`paidCents`, equal to the TTC total), how, when: by card
 * (Stripe's payment intent), or by bank transfer (no payment intent, null from version 2; the bank's
 * reference instead).
 */
export const invoiceIssued = defineEvent({
  type: 'InvoiceIssued',
  schemaVersion: 2,
  schema: z.object({
    ...documentFields,
    series: z.literal('FAC'),
    description: z.string().min(1),
    paidCents: z.number().int().min(0),
    paidAt: z.iso.datetime(),
    paymentIntentId: z.string().min(1).nullable(),
    bankReference: z.string().min(1).optional(),
  }),
  // Version 1 knew only cards, whose payment intent it always named: the same payload reads as version 2.
  upcasters: { 1: (data) => data },
  personalFields: ['buyer'],
});

/** A refund's credit note, on the invoice of the refunded payment: the refunded amount is its TTC total. */
export const creditNoteIssued = defineEvent({
  type: 'CreditNoteIssued',
  schemaVersion: 1,
  schema: z.object({
    ...documentFields,
    series: z.literal('AVO'),
    invoiceNumber: documentNumberSchema,
    invoiceIssuedAt: z.iso.datetime(),
    refundId: z.string().min(1),
    refundedCents: z.number().int().min(1),
    refundedAt: z.iso.datetime(),
    /** a transfer given back by staff: the bank's reference of it (a card refund has none) */
    bankReference: z.string().min(1).optional(),
  }),
  personalFields: ['buyer'],
});

export const invoiceEventDefinitions = [invoiceIssued, creditNoteIssued] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
export type InvoiceIssued = EventOf<typeof invoiceIssued>;
export type CreditNoteIssued = EventOf<typeof creditNoteIssued>;
export type InvoiceEvent = EventOf<(typeof invoiceEventDefinitions)[number]>;
