import * as z from 'zod';
import type { StoredEvent } from '../../events/catalog';
import type { PurchaseEvent, PurchaseStatus } from '../../events/purchase-events';
import { buyForMeQuoteDelayHours } from '../../domain/pricing/service-fees';
import { purchaseStatusLabels, quoteDueAt, type PurchaseListItem, type PurchaseView } from '../../domain/purchase/purchase-views';
import { formatEuros } from '../../domain/shared/french-format';
import type { PurchaseRow } from './purchases-projection';

export const purchaseParamsSchema = z.strictObject({ purchaseId: z.string().regex(/^[\w-]{1,64}$/, "Identifiant de demande d'achat invalide") });
export type PurchaseParams = z.infer<typeof purchaseParamsSchema>;

const statusAfter: Readonly<Record<PurchaseEvent['type'], PurchaseStatus>> = {
  PurchaseRequested: 'en_attente',
  PurchaseQuoted: 'devis_envoye',
  PurchasePaid: 'payee',
  PurchaseMade: 'achetee',
  PurchaseReceived: 'recue',
  PurchaseCancelled: 'annulee',
};

const detailOf = (event: PurchaseEvent): string => {
  switch (event.type) {
    case 'PurchaseRequested':
      return `Demande envoyée : ${event.data.items.length} article(s) chez ${event.data.shopName}`;
    case 'PurchaseQuoted':
      return `Devis de ${formatEuros(event.data.totalCents)}`;
    case 'PurchasePaid':
      return `Paiement de ${formatEuros(event.data.amountCents)} reçu`;
    case 'PurchaseMade':
      return `Commande ${event.data.orderReference} passée${event.data.notBought.length > 0 ? ` (${event.data.notBought.length} article(s) non acheté(s))` : ''}`;
    case 'PurchaseReceived':
      return 'Vos articles sont arrivés à notre entrepôt : ils sont dans vos colis';
    case 'PurchaseCancelled':
      return `${event.data.by === 'customer' ? 'Annulée par vous' : 'Annulée par notre équipe'}${event.data.reason ? ` : ${event.data.reason}` : ''}${event.data.refundPaymentId ? ' — remboursement en cours' : ''}`;
  }
};

/** The request as its own events tell it (never behind a read model), with its timeline. Undefined for an empty stream. */
export const purchaseViewOf = (events: readonly StoredEvent[]): PurchaseView | undefined => {
  let view: PurchaseView | undefined;
  for (const stored of events) {
    const event = stored as StoredEvent<PurchaseEvent>;
    if (event.type === 'PurchaseRequested') {
      const { data } = event;
      view = {
        purchaseId: data.purchaseId,
        status: 'en_attente',
        shopName: data.shopName,
        shopUrl: data.shopUrl,
        destination: data.destination,
        instructions: data.instructions,
        items: data.items,
        estimate: { subtotalCents: data.subtotalCents, feeCents: data.feeCents, totalCents: data.estimatedTotalCents },
        quote: null,
        purchase: null,
        parcelId: null,
        cancellation: null,
        requestedAt: event.occurredAt,
        quoteDueAt: quoteDueAt(event.occurredAt, buyForMeQuoteDelayHours),
        timeline: [],
        version: 0,
      };
    }
    if (!view) continue;
    view.status = statusAfter[event.type];
    view.version = stored.version;
    view.timeline.push({ status: view.status, label: purchaseStatusLabels[view.status], at: event.occurredAt, detail: detailOf(event) });
    switch (event.type) {
      case 'PurchaseQuoted': {
        const { items, itemsCents, feeCents, estimatedWeightGrams, shippingEstimateCents, shippingCharged, totalCents } = event.data;
        view.quote = { items, itemsCents, feeCents, estimatedWeightGrams, shippingEstimateCents, shippingCharged, totalCents };
        break;
      }
      case 'PurchaseMade':
        view.purchase = { orderReference: event.data.orderReference, bought: event.data.bought, notBought: event.data.notBought };
        break;
      case 'PurchaseReceived':
        view.parcelId = event.data.parcelId;
        break;
      case 'PurchaseCancelled':
        view.cancellation = { by: event.data.by, reason: event.data.reason, refunded: event.data.refundPaymentId !== null };
        break;
      default:
        break;
    }
  }
  return view;
};

export const purchaseListItemOf = (row: PurchaseRow): PurchaseListItem => ({
  purchaseId: row.purchaseId,
  customerId: row.customerId,
  status: row.status,
  shopName: row.shopName,
  destination: row.destination,
  itemCount: row.itemCount,
  estimatedTotalCents: row.estimatedTotalCents,
  quotedTotalCents: row.quotedTotalCents,
  requestedAt: row.requestedAt,
  quoteDueAt: quoteDueAt(row.requestedAt, buyForMeQuoteDelayHours),
  parcelId: row.parcelId,
});
