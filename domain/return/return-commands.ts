import type {
  ReturnCheckoutAbandoned,
  ReturnClosed,
  ReturnEvent,
  ReturnPhoto,
  ReturnReceivedAtWarehouse,
  ReturnRefused,
  ReturnRequested,
  ReturnRequestOpened,
  ReturnSentToMerchant,
} from '../../events/return-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { formatEuros } from '../shared/french-format';
import { kilogramsToGrams } from '../shared/units';
import { returnCostOf, returnReferenceOf, type RefuseReturnInput, type ReturnRequestInput, type SendReturnInput } from './return-input';
import { evolveReturn, initialReturnState, type ReturnRequestState } from './return-request';

export const returnNotFoundMessage = 'Demande de retour introuvable';
export const parcelNotFoundMessage = 'Colis introuvable';
export const parcelNotReturnableMessage = (trackingNumber: string) =>
  `Le colis ${trackingNumber} ne peut pas être retourné : seuls les colis reçus ou stockés peuvent l’être.`;
export const parcelAlreadyInReturnMessage = (trackingNumber: string) => `Le colis ${trackingNumber} fait déjà l’objet d’une demande de retour.`;
export const parcelInShipmentMessage = (trackingNumber: string) => `Le colis ${trackingNumber} fait partie d’une demande d’expédition : il ne peut pas être retourné.`;
export const returnNoLongerPayableMessage = 'Cette demande de retour ne peut plus être payée.';
export const returnNotReceivableMessage = 'Seule une demande de retour en attente peut être reçue à l’entrepôt retours.';
export const returnNotSendableMessage = 'Le colis doit être reçu à l’entrepôt retours avant d’être envoyé au marchand.';
export const returnNotClosableMessage = 'Seul un retour envoyé au marchand peut être clôturé.';
export const returnNotRefusableMessage = 'Un retour déjà envoyé au marchand ne peut plus être refusé.';

/** What the handler read of the parcel from its own stream (the parcels' published query); the decider judges it. */
export type ParcelForReturn = {
  parcelId: string;
  customerId: string;
  trackingNumber: string;
  status: string;
  shipmentId: string | null;
  returnId: string | null;
};

export const returnableParcelStatuses = ['received', 'stored'] as const;
export const isReturnable = (parcel: Pick<ParcelForReturn, 'status' | 'shipmentId' | 'returnId'>): boolean =>
  (returnableParcelStatuses as readonly string[]).includes(parcel.status) && parcel.shipmentId === null && parcel.returnId === null;

/**
 * The customer's request: its photos already checked and stored by the handler, `paymentId` the payment
 * to start if the return is not free (derived from the request's command id by the handler).
 */
export type OpenReturnRequest = {
  type: 'OpenReturnRequest';
  data: {
    returnId: string;
    customerId: string;
    request: Omit<ReturnRequestInput, 'photoUploadIds'>;
    parcel: ParcelForReturn | undefined;
    photos: readonly ReturnPhoto[];
    paymentId: string;
  };
  metadata: CommandMetadata;
};
/** Stripe confirmed the return's payment (the payments reaction). */
export type ConfirmReturnPayment = { type: 'ConfirmReturnPayment'; data: { returnId: string; paymentId: string; amountCents: number }; metadata: CommandMetadata };
/** The checkout expired unpaid or could not open. */
export type AbandonReturnCheckout = { type: 'AbandonReturnCheckout'; data: { returnId: string; paymentId: string; reason: string }; metadata: CommandMetadata };
export type ReceiveReturn = { type: 'ReceiveReturn'; data: { returnId: string }; metadata: CommandMetadata };
export type SendReturnToMerchant = { type: 'SendReturnToMerchant'; data: { returnId: string; shipping: SendReturnInput }; metadata: CommandMetadata };
export type CloseReturn = { type: 'CloseReturn'; data: { returnId: string }; metadata: CommandMetadata };
export type RefuseReturn = { type: 'RefuseReturn'; data: { returnId: string; refusal: RefuseReturnInput }; metadata: CommandMetadata };

export type ReturnCommand = OpenReturnRequest | ConfirmReturnPayment | AbandonReturnCheckout | ReceiveReturn | SendReturnToMerchant | CloseReturn | RefuseReturn;

type Known = Exclude<ReturnRequestState, { status: 'unknown' }>;

/** Someone else's request answers exactly like a missing one. */
const known = (state: ReturnRequestState, metadata: CommandMetadata): Known => {
  if (state.status === 'unknown') throw new NotFoundError(returnNotFoundMessage);
  if (metadata.actor.kind === 'customer' && metadata.actor.id !== state.customerId) throw new NotFoundError(returnNotFoundMessage);
  return state;
};

const open = ({ data, metadata }: OpenReturnRequest, state: ReturnRequestState): (ReturnRequestOpened | ReturnRequested)[] => {
  if (state.status !== 'unknown') {
    // The same request again (a retry) changes nothing.
    if (state.customerId === data.customerId && state.parcelId === data.request.parcelId) return [];
    throw new ConflictError('Cette demande de retour existe déjà.');
  }
  const { parcel, request } = data;
  if (!parcel || parcel.customerId !== data.customerId || parcel.parcelId !== request.parcelId) throw new NotFoundError(parcelNotFoundMessage);
  if (parcel.returnId !== null) throw new IllegalStateError(parcelAlreadyInReturnMessage(parcel.trackingNumber));
  if (parcel.shipmentId !== null) throw new IllegalStateError(parcelInShipmentMessage(parcel.trackingNumber));
  if (!isReturnable(parcel)) throw new IllegalStateError(parcelNotReturnableMessage(parcel.trackingNumber));
  const costCents = returnCostOf(request);
  const paymentId = costCents > 0 ? data.paymentId : null;
  const opened: ReturnRequestOpened = {
    type: 'ReturnRequestOpened',
    data: {
      returnId: data.returnId,
      reference: returnReferenceOf(metadata.now),
      customerId: data.customerId,
      parcelId: parcel.parcelId,
      parcelTrackingNumber: parcel.trackingNumber,
      type: request.type,
      reason: request.reason,
      urgency: request.urgency,
      description: request.description,
      weightGrams: kilogramsToGrams(request.weightKg),
      lengthCm: request.lengthCm,
      widthCm: request.widthCm,
      heightCm: request.heightCm,
      costCents,
      paymentId,
      photos: [...data.photos],
    },
  };
  // A free return counts at once; a paid one when Stripe says it is paid.
  return paymentId === null ? [opened, { type: 'ReturnRequested', data: { returnId: data.returnId, paymentId: null } }] : [opened];
};

const confirmPayment = ({ data, metadata }: ConfirmReturnPayment, state: ReturnRequestState): ReturnRequested[] => {
  const request = known(state, metadata);
  if (request.paymentId !== data.paymentId) throw new IllegalStateError(returnNoLongerPayableMessage);
  if (request.status !== 'awaiting_payment') {
    if (request.status === 'abandoned') throw new IllegalStateError(returnNoLongerPayableMessage);
    return [];
  }
  if (data.amountCents !== request.costCents) {
    throw new ValidationError(`Le montant payé (${formatEuros(data.amountCents)}) ne correspond pas au coût du retour (${formatEuros(request.costCents)}).`);
  }
  return [{ type: 'ReturnRequested', data: { returnId: data.returnId, paymentId: data.paymentId } }];
};

/** Only a request still waiting for its payment ends so; a late expiry of a paid one changes nothing. */
const abandon = ({ data, metadata }: AbandonReturnCheckout, state: ReturnRequestState): ReturnCheckoutAbandoned[] => {
  const request = known(state, metadata);
  if (request.status !== 'awaiting_payment' || request.paymentId !== data.paymentId) return [];
  return [{ type: 'ReturnCheckoutAbandoned', data: { returnId: data.returnId, paymentId: data.paymentId, reason: data.reason } }];
};

const receive = ({ data, metadata }: ReceiveReturn, state: ReturnRequestState): ReturnReceivedAtWarehouse[] => {
  const request = known(state, metadata);
  if (request.status === 'received_at_return_warehouse') return [];
  if (request.status !== 'requested') throw new IllegalStateError(returnNotReceivableMessage);
  return [{ type: 'ReturnReceivedAtWarehouse', data: { returnId: data.returnId } }];
};

const send = ({ data, metadata }: SendReturnToMerchant, state: ReturnRequestState): ReturnSentToMerchant[] => {
  const request = known(state, metadata);
  const { carrier, trackingNumber } = data.shipping;
  if (request.status === 'sent_to_merchant' && request.shipping?.carrier === carrier && request.shipping.trackingNumber === trackingNumber) return [];
  if (request.status !== 'received_at_return_warehouse') throw new IllegalStateError(returnNotSendableMessage);
  return [{ type: 'ReturnSentToMerchant', data: { returnId: data.returnId, carrier, trackingNumber } }];
};

const close = ({ data, metadata }: CloseReturn, state: ReturnRequestState): ReturnClosed[] => {
  const request = known(state, metadata);
  if (request.status === 'closed') return [];
  if (request.status !== 'sent_to_merchant') throw new IllegalStateError(returnNotClosableMessage);
  return [{ type: 'ReturnClosed', data: { returnId: data.returnId } }];
};

/** A paid request is refunded whole: the reaction asks Stripe, the refund is recorded when Stripe confirms it. */
const refuse = ({ data, metadata }: RefuseReturn, state: ReturnRequestState): ReturnRefused[] => {
  const request = known(state, metadata);
  if (request.status === 'refused') return [];
  if (request.status !== 'requested' && request.status !== 'received_at_return_warehouse') throw new IllegalStateError(returnNotRefusableMessage);
  return [
    {
      type: 'ReturnRefused',
      data: { returnId: data.returnId, reason: data.refusal.reason, refundCents: request.paymentId ? request.costCents : 0, paymentId: request.paymentId },
    },
  ];
};

export const decideReturn = (command: ReturnCommand, state: ReturnRequestState): ReturnEvent[] => {
  switch (command.type) {
    case 'OpenReturnRequest':
      return open(command, state);
    case 'ConfirmReturnPayment':
      return confirmPayment(command, state);
    case 'AbandonReturnCheckout':
      return abandon(command, state);
    case 'ReceiveReturn':
      return receive(command, state);
    case 'SendReturnToMerchant':
      return send(command, state);
    case 'CloseReturn':
      return close(command, state);
    case 'RefuseReturn':
      return refuse(command, state);
    default:
      return assertNever(command);
  }
};

export const returnDecider: Decider<ReturnCommand, ReturnEvent, ReturnRequestState> = {
  initialState: initialReturnState,
  decide: decideReturn,
  evolve: evolveReturn,
};
