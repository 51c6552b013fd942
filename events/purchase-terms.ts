/**
 * The statuses of a buy-for-me request, apart from the event definitions (`purchase-events.ts`) so that
 * the customer site loads them alone (each event's schema is built when its module is evaluated).
 */
export const purchaseStatuses = ['en_attente', 'devis_envoye', 'payee', 'achetee', 'recue', 'annulee'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
