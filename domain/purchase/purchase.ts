import type { PurchaseEvent, PurchaseQuoted, PurchaseRequested, PurchaseStatus } from '../../events/purchase-events';
import { assertNever } from '../shared/decider';

export const purchaseNotFoundMessage = "Cette demande d'achat n'existe pas.";

export type PurchaseState =
  | { status: 'unknown' }
  | {
      status: PurchaseStatus;
      purchaseId: string;
      customerId: string;
      request: PurchaseRequested['data'];
      quote: PurchaseQuoted['data'] | null;
      paymentId: string | null;
      paidCents: number;
      orderReference: string | null;
      parcelId: string | null;
    };

export const initialPurchaseState = (): PurchaseState => ({ status: 'unknown' });

export const evolvePurchase = (state: PurchaseState, event: PurchaseEvent): PurchaseState => {
  if (event.type === 'PurchaseRequested') {
    return {
      status: 'en_attente',
      purchaseId: event.data.purchaseId,
      customerId: event.data.customerId,
      request: event.data,
      quote: null,
      paymentId: null,
      paidCents: 0,
      orderReference: null,
      parcelId: null,
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'PurchaseQuoted':
      return { ...state, status: 'devis_envoye', quote: event.data };
    case 'PurchasePaid':
      return { ...state, status: 'payee', paymentId: event.data.paymentId, paidCents: event.data.amountCents };
    case 'PurchaseMade':
      return { ...state, status: 'achetee', orderReference: event.data.orderReference };
    case 'PurchaseReceived':
      return { ...state, status: 'recue', parcelId: event.data.parcelId };
    case 'PurchaseCancelled':
      return { ...state, status: 'annulee' };
    default:
      return assertNever(event);
  }
};
