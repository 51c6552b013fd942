import type { ReturnEvent, ReturnPhoto, ReturnReason, ReturnType } from '../../events/return-events';
import type { ReturnUrgency } from '../pricing/service-fees';
import { assertNever } from '../shared/decider';

/**
 * A return request's life. A paid request waits for its payment (`awaiting_payment`) and counts from
 * `requested` on; a checkout left to expire ends it `abandoned`, never shown. Then staff: received at
 * the return warehouse → sent to the merchant (carrier and number) → closed; or refused with a reason
 * while the parcel is still with us.
 */
export const returnStatuses = ['awaiting_payment', 'abandoned', 'requested', 'received_at_return_warehouse', 'sent_to_merchant', 'closed', 'refused'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
/** The statuses a customer and the staff queue see: a request that never counted is nobody's business. */
export const listedReturnStatuses = ['requested', 'received_at_return_warehouse', 'sent_to_merchant', 'closed', 'refused'] as const satisfies readonly ReturnStatus[];
export type ListedReturnStatus = (typeof listedReturnStatuses)[number];

export const returnStatusLabels: Readonly<Record<ReturnStatus, string>> = {
  awaiting_payment: 'En attente de paiement',
  abandoned: 'Paiement abandonné',
  requested: 'Demandé',
  received_at_return_warehouse: 'Reçu à l’entrepôt retours',
  sent_to_merchant: 'Envoyé au marchand',
  closed: 'Clôturé',
  refused: 'Refusé',
};

export type ReturnRequestState =
  | { status: 'unknown' }
  | {
      status: ReturnStatus;
      returnId: string;
      reference: string;
      customerId: string;
      parcelId: string;
      parcelTrackingNumber: string;
      type: ReturnType;
      reason: ReturnReason;
      urgency: ReturnUrgency;
      costCents: number;
      paymentId: string | null;
      photos: readonly ReturnPhoto[];
      shipping: { carrier: string; trackingNumber: string } | null;
      refusal: { reason: string; refundCents: number } | null;
    };

export const initialReturnState = (): ReturnRequestState => ({ status: 'unknown' });

export const evolveReturn = (state: ReturnRequestState, event: ReturnEvent): ReturnRequestState => {
  if (event.type === 'ReturnRequestOpened') {
    const { data } = event;
    return {
      status: 'awaiting_payment',
      returnId: data.returnId,
      reference: data.reference,
      customerId: data.customerId,
      parcelId: data.parcelId,
      parcelTrackingNumber: data.parcelTrackingNumber,
      type: data.type,
      reason: data.reason,
      urgency: data.urgency,
      costCents: data.costCents,
      paymentId: data.paymentId,
      photos: data.photos,
      shipping: null,
      refusal: null,
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'ReturnRequested':
      return { ...state, status: 'requested' };
    case 'ReturnCheckoutAbandoned':
      return { ...state, status: 'abandoned' };
    case 'ReturnReceivedAtWarehouse':
      return { ...state, status: 'received_at_return_warehouse' };
    case 'ReturnSentToMerchant':
      return { ...state, status: 'sent_to_merchant', shipping: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber } };
    case 'ReturnClosed':
      return { ...state, status: 'closed' };
    case 'ReturnRefused':
      return { ...state, status: 'refused', refusal: { reason: event.data.reason, refundCents: event.data.refundCents } };
    default:
      return assertNever(event);
  }
};
