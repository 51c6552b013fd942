import * as z from 'zod';
import { purchaseStatuses, type PurchaseStatus } from '../../events/purchase-terms';
import { territories } from '../../events/territories';

/** What the API answers about buy-for-me requests; the web apps parse it with these schemas. Amounts in cents. */
export const purchaseStatusLabels: Readonly<Record<PurchaseStatus, string>> = {
  en_attente: 'En attente de devis',
  devis_envoye: 'Devis envoyé',
  payee: 'Payée',
  achetee: 'Achetée',
  recue: "Reçue à l'entrepôt",
  annulee: 'Annulée',
};

const timelineEntrySchema = z.object({ status: z.enum(purchaseStatuses), label: z.string(), at: z.string(), detail: z.string() });

export const purchaseViewSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(purchaseStatuses),
  shopName: z.string(),
  shopUrl: z.string(),
  destination: z.enum(territories),
  instructions: z.string(),
  items: z.array(z.object({ name: z.string(), options: z.string(), url: z.string(), statedPriceCents: z.number().int(), quantity: z.number().int() })),
  estimate: z.object({ subtotalCents: z.number().int(), feeCents: z.number().int(), totalCents: z.number().int() }),
  quote: z
    .object({
      items: z.array(z.object({ name: z.string(), priceCents: z.number().int(), quantity: z.number().int() })),
      itemsCents: z.number().int(),
      feeCents: z.number().int(),
      estimatedWeightGrams: z.number().int(),
      /** information: shipping is charged once, on the quote of the parcel the goods become */
      shippingEstimateCents: z.number().int(),
      /** only quotes of the first version added the estimate to their total */
      shippingCharged: z.boolean(),
      totalCents: z.number().int(),
    })
    .nullable(),
  purchase: z
    .object({
      orderReference: z.string(),
      bought: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      notBought: z.array(z.object({ name: z.string(), reason: z.string() })),
    })
    .nullable(),
  parcelId: z.string().nullable(),
  cancellation: z.object({ by: z.enum(['customer', 'staff']), reason: z.string(), refunded: z.boolean() }).nullable(),
  requestedAt: z.string(),
  /** the 24 h promise: staff answer with a quote by then */
  quoteDueAt: z.string(),
  timeline: z.array(timelineEntrySchema),
  version: z.number().int(),
});
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

export const adminPurchaseViewSchema = purchaseViewSchema.extend({
  customer: z.object({ customerId: z.string(), name: z.string(), email: z.string() }),
});
export type AdminPurchaseView = z.infer<typeof adminPurchaseViewSchema>;

export const purchaseListItemSchema = z.object({
  purchaseId: z.string(),
  customerId: z.string(),
  status: z.enum(purchaseStatuses),
  shopName: z.string(),
  destination: z.enum(territories),
  itemCount: z.number().int(),
  estimatedTotalCents: z.number().int(),
  quotedTotalCents: z.number().int().nullable(),
  requestedAt: z.string(),
  quoteDueAt: z.string(),
  parcelId: z.string().nullable(),
});
export type PurchaseListItem = z.infer<typeof purchaseListItemSchema>;
/** A page of requests, newest first for the customer, oldest first in the staff queue: the next page continues from `nextCursor` (null on the last). */
export const purchaseListSchema = z.object({ items: z.array(purchaseListItemSchema), nextCursor: z.string().nullable() });

/** What the pages say of a quote's shipping estimate, which is no part of its total (DECISIONS, "Buy for me: what is charged"). */
export const shippingEstimateNote = 'À titre indicatif : l’expédition sera facturée une seule fois, sur le devis d’expédition du colis que deviendront vos articles.';

export const purchaseCommandResultSchema = z.object({ purchaseId: z.string(), status: z.enum(purchaseStatuses), version: z.number().int() });
export type PurchaseCommandResult = z.infer<typeof purchaseCommandResultSchema>;

const hour = 3_600_000;
export const quoteDueAt = (requestedAt: string, delayHours: number): string => new Date(Date.parse(requestedAt) + delayHours * hour).toISOString();
