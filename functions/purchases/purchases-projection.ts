import * as z from 'zod';
import { purchaseStatuses, type PurchaseEvent } from '../../events/purchase-events';
import { territories } from '../../events/territories';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { purchasesTable } from './purchases-table';

export const purchaseRowSchema = z.object({
  purchaseId: z.string(),
  customerId: z.string(),
  atKey: z.string(),
  status: z.enum(purchaseStatuses),
  shopName: z.string(),
  destination: z.enum(territories),
  itemCount: z.number().int(),
  estimatedTotalCents: z.number().int(),
  quotedTotalCents: z.number().int().nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  parcelId: z.string().nullable(),
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

export const purchasesProjection: Projection<PurchaseRow, PurchaseEvent['type'], typeof purchasesTable> = {
  name: 'project-purchases',
  description: "Projection des demandes d'achat pour moi (liste du client, file du back-office)",
  table: purchasesTable,
  eventTypes: ['PurchaseRequested', 'PurchaseQuoted', 'PurchasePaid', 'PurchaseMade', 'PurchaseReceived', 'PurchaseCancelled'],
  rowSchema: purchaseRowSchema,
  keyOf: (event) => ({ purchaseId: event.data.purchaseId }),
  evolve: (row, event) => {
    if (event.type === 'PurchaseRequested') {
      const { data } = event;
      return {
        purchaseId: data.purchaseId,
        customerId: data.customerId,
        atKey: `${event.occurredAt}#${data.purchaseId}`,
        status: 'en_attente',
        shopName: data.shopName,
        destination: data.destination,
        itemCount: data.items.reduce((sum, item) => sum + item.quantity, 0),
        estimatedTotalCents: data.estimatedTotalCents,
        quotedTotalCents: null,
        requestedAt: event.occurredAt,
        updatedAt: event.occurredAt,
        parcelId: null,
      };
    }
    // The runner reads the stream from its start when a row is missing: no later event comes without its request.
    if (!row) return undefined;
    const updated = { ...row, updatedAt: event.occurredAt };
    switch (event.type) {
      case 'PurchaseQuoted':
        return { ...updated, status: 'devis_envoye', quotedTotalCents: event.data.totalCents };
      case 'PurchasePaid':
        return { ...updated, status: 'payee' };
      case 'PurchaseMade':
        return { ...updated, status: 'achetee' };
      case 'PurchaseReceived':
        return { ...updated, status: 'recue', parcelId: event.data.parcelId };
      case 'PurchaseCancelled':
        return { ...updated, status: 'annulee' };
      default:
        return assertNever(event);
    }
  },
};
