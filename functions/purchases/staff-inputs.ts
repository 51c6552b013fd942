import * as z from 'zod';
import { receiveParcelInputSchema } from '../../domain/parcel/parcel-input';
import { carriers } from '../../events/parcel-events';
import { purchaseStatuses } from '../../events/purchase-events';

/** The goods' arrival at the warehouse: their carrier and tracking number, measured like any parcel received. */
export const purchaseArrivalInputSchema = z.strictObject({
  carrier: z.enum(carriers, { error: 'Veuillez choisir un transporteur' }),
  trackingNumber: z.string({ error: 'Le numéro de suivi est obligatoire' }).trim().min(1, 'Le numéro de suivi est obligatoire').max(50, 'Le numéro de suivi ne peut pas dépasser 50 caractères'),
  ...receiveParcelInputSchema.shape,
});
export type PurchaseArrivalInput = z.infer<typeof purchaseArrivalInputSchema>;

export const purchaseQueueQuerySchema = z.strictObject({
  status: z.enum(purchaseStatuses, { error: 'Statut inconnu' }).default('en_attente'),
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
