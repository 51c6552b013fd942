import type {
  QuoteExpired,
  QuoteIssued,
  QuotePaymentRecorded,
  ShipmentDelivered,
  ShipmentEvent,
  ShipmentLabelCreated,
  ShipmentLabelReplaced,
  ShipmentPaymentWaived,
  ShipmentProcessed,
  ShipmentRequestCancelled,
  ShipmentRequested,
  QuotePaymentRefunded,
  ShippedQuoteRefunded,
} from '../../events/shipment-events';
import type { RefundCategory } from '../../events/payment-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { formatEuros } from '../shared/french-format';
import { exactEurosToCents, maxPayableCents } from '../shared/money';
import { storageDayOf } from '../parcel/storage';
import { rateCardInForce } from '../pricing/rate-card';
import type { PlanInForce } from '../subscription/subscription';
import { quoteAmounts, quoteNumberOf, quoteValidUntil } from './quote';
import { evolveShipment, hasLeft, initialShipmentState, type ShipmentProcessing, type ShipmentState } from './shipment';
import {
  extraFeesOf,
  processedMeasures,
  type CreateLabelInput,
  type ReplaceLabelInput,
  type ProcessShipmentInput,
  type RecordPaymentInput,
  type RequestShipmentInput,
} from './shipment-input';

export const shipmentNotFoundMessage = 'Demande d’expédition introuvable';

/** What the request handler read of each parcel from its own stream (the decider checks it). */
export type ParcelForShipment = { parcelId: string; trackingNumber: string; customerId: string; status: string; shipmentId: string | null };

export type RequestShipment = {
  type: 'RequestShipment';
  data: { shipmentId: string; customerId: string; request: RequestShipmentInput; parcels: readonly ParcelForShipment[] };
  metadata: CommandMetadata;
};
export type CancelShipmentRequest = { type: 'CancelShipmentRequest'; data: { shipmentId: string; reason: string }; metadata: CommandMetadata };
/**
 * What prices the quote besides the form, read by the handler when it processes: the plan in force
 * (from the customer's subscription stream, with its version) and the storage fees accrued. The rate
 * card is the one in force on the issue day (Paris), chosen here from the command's time.
 */
export type QuotePricing = { plan: PlanInForce; storageFeesCents: number };
export type ProcessShipment = {
  type: 'ProcessShipment';
  data: { shipmentId: string; processing: ProcessShipmentInput; pricing: QuotePricing };
  metadata: CommandMetadata;
};
export type ReissueQuote = { type: 'ReissueQuote'; data: { shipmentId: string; pricing: QuotePricing }; metadata: CommandMetadata };
/** `asOf`: the instant the quote is judged at (the job's day; now when run by the schedule). */
export type ExpireQuote = { type: 'ExpireQuote'; data: { shipmentId: string; asOf: Date }; metadata: CommandMetadata };
export type RecordPayment = { type: 'RecordPayment'; data: { shipmentId: string; payment: RecordPaymentInput }; metadata: CommandMetadata };
/**
 * A card payment Stripe confirmed (the payment's id is its reference): `paidAt` is when Stripe took the
 * money, judged against the quote's validity; `amountCents` what it took. A bank transfer staff recorded
 * as a payment comes the same way with `bankReference`, which is then the reference the quote is paid under.
 */
export type RecordCardPayment = {
  type: 'RecordCardPayment';
  data: { shipmentId: string; quoteNumber: string; paymentId: string; amountCents: number; paidAt: string; bankReference?: string };
  metadata: CommandMetadata;
};
/**
 * A payment of the quote was refunded in full (Stripe confirmed it, or a transfer was given back):
 * `reference` is the payment's, as the clearance records it. `category` and `reason` are staff's, for
 * a box that already left.
 */
export type RefundQuotePayment = {
  type: 'RefundQuotePayment';
  data: { shipmentId: string; reference: string; amountCents: number; refundedAt: string; category: RefundCategory | null; reason: string };
  metadata: CommandMetadata;
};
export type WaivePayment = { type: 'WaivePayment'; data: { shipmentId: string; reason: string }; metadata: CommandMetadata };
/** `labelId`: a new id from the handler, naming the label's file (a key no carrier's number can break). */
export type CreateLabel = { type: 'CreateLabel'; data: { shipmentId: string; labelId: string; label: CreateLabelInput }; metadata: CommandMetadata };
export type ReplaceLabel = { type: 'ReplaceLabel'; data: { shipmentId: string; labelId: string; label: ReplaceLabelInput }; metadata: CommandMetadata };
export type MarkShipped = { type: 'MarkShipped'; data: { shipmentId: string }; metadata: CommandMetadata };
export type MarkDelivered = { type: 'MarkDelivered'; data: { shipmentId: string }; metadata: CommandMetadata };

export type ShipmentCommand =
  | RequestShipment
  | CancelShipmentRequest
  | ProcessShipment
  | ReissueQuote
  | ExpireQuote
  | RecordPayment
  | RecordCardPayment
  | RefundQuotePayment
  | WaivePayment
  | CreateLabel
  | ReplaceLabel
  | MarkShipped
  | MarkDelivered;

type Known = Exclude<ShipmentState, { status: 'unknown' }>;

/** A customer asking about someone else's shipment learns nothing more than about a missing one. */
const known = (state: ShipmentState, metadata: CommandMetadata): Known => {
  if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
  if (metadata.actor.kind === 'customer' && metadata.actor.id !== state.customerId) throw new NotFoundError(shipmentNotFoundMessage);
  return state;
};

/** Where a quote's PDF is kept: one key per quote number. */
export const quotePdfKey = (shipmentId: string, quoteNumber: string) => `quotes/${shipmentId}/${quoteNumber}.pdf`;
/** Where a label's PDF is kept: named by ids only, so the key needs no encoding whatever the carrier's number. */
export const labelPdfKey = (shipmentId: string, labelId: string) => `labels/${shipmentId}/${labelId}.pdf`;

export const parcelNotShippableMessage = (trackingNumber: string) =>
  `Le colis ${trackingNumber} n’est pas en stock : seuls les colis stockés peuvent être expédiés.`;
export const parcelAlreadyRequestedMessage = (trackingNumber: string) => `Le colis ${trackingNumber} fait déjà partie d’une demande d’expédition.`;
export const alreadyProcessedMessage = 'Cette demande a déjà été traitée.';

const request = ({ data }: RequestShipment, state: ShipmentState): ShipmentRequested[] => {
  if (state.status !== 'unknown') {
    // The same request again (a retry) changes nothing.
    if (state.customerId === data.customerId && state.parcelIds.join() === data.request.parcelIds.join()) return [];
    throw new ConflictError('Cette demande d’expédition existe déjà.');
  }
  for (const parcelId of data.request.parcelIds) {
    const parcel = data.parcels.find((candidate) => candidate.parcelId === parcelId);
    // Someone else's parcel is as unknown as a missing one.
    if (!parcel || parcel.customerId !== data.customerId) throw new NotFoundError('Colis introuvable');
    if (parcel.shipmentId !== null && parcel.shipmentId !== data.shipmentId) throw new IllegalStateError(parcelAlreadyRequestedMessage(parcel.trackingNumber));
    if (parcel.status !== 'stored') throw new IllegalStateError(parcelNotShippableMessage(parcel.trackingNumber));
  }
  return [
    {
      type: 'ShipmentRequested',
      data: {
        shipmentId: data.shipmentId,
        customerId: data.customerId,
        parcelIds: [...data.request.parcelIds],
        address: data.request.address,
        service: data.request.service,
      },
    },
  ];
};

const cancel = ({ data, metadata }: CancelShipmentRequest, state: ShipmentState): ShipmentRequestCancelled[] => {
  const shipment = known(state, metadata);
  if (shipment.status === 'cancelled') return [];
  if (shipment.status !== 'requested') throw new IllegalStateError('Cette demande ne peut plus être annulée : elle a déjà été traitée.');
  return [{ type: 'ShipmentRequestCancelled', data: { shipmentId: data.shipmentId, reason: data.reason } }];
};

export const quoteAboveMaxPayableMessage = (totalCents: number) =>
  `Le total du devis (${formatEuros(totalCents)}) dépasse ce qu’un paiement peut régler (${formatEuros(maxPayableCents)} au plus) : revoyez les frais.`;
export const noRateCardInForceMessage = (day: string) => `Aucune grille tarifaire n’est en vigueur le ${day}.`;

const issueQuote = (shipment: Known, processing: ShipmentProcessing, pricing: QuotePricing, now: Date): QuoteIssued => {
  const day = storageDayOf(now);
  const card = rateCardInForce(day);
  if (!card) throw new IllegalStateError(noRateCardInForceMessage(day));
  const subscriber = pricing.plan.plan !== 'free';
  const amounts = quoteAmounts({ ...processing, subscriber, storageFeesCents: pricing.storageFeesCents, rateCardVersion: card.version });
  if (amounts.totalCents > maxPayableCents) throw new ValidationError(quoteAboveMaxPayableMessage(amounts.totalCents));
  const firstParcelId = shipment.parcelIds[0] ?? shipment.shipmentId;
  const quoteNumber = quoteNumberOf(now, firstParcelId);
  return {
    type: 'QuoteIssued',
    data: {
      shipmentId: shipment.shipmentId,
      quoteNumber,
      lines: amounts.lines,
      totalCents: amounts.totalCents,
      totalExclVatCents: amounts.totalExclVatCents,
      vatCents: amounts.vatCents,
      rateCardVersion: amounts.rateCardVersion,
      subscriber,
      plan: pricing.plan.plan,
      subscriptionVersion: pricing.plan.version,
      billableWeightKg: amounts.billableWeightKg,
      storageFeesCents: pricing.storageFeesCents,
      validUntil: quoteValidUntil(now).toISOString(),
      pdfKey: quotePdfKey(shipment.shipmentId, quoteNumber),
    },
  };
};

const processShipment = ({ data, metadata }: ProcessShipment, state: ShipmentState): (ShipmentProcessed | QuoteIssued)[] => {
  const shipment = known(state, metadata);
  if (shipment.status === 'cancelled') throw new IllegalStateError('Cette demande a été annulée par le client.');
  if (shipment.status !== 'requested') throw new IllegalStateError(alreadyProcessedMessage);
  const processing: ShipmentProcessing = {
    ...processedMeasures(data.processing),
    destination: data.processing.destination,
    service: data.processing.service,
    extraFees: extraFeesOf(data.processing),
    notes: data.processing.notes,
  };
  return [{ type: 'ShipmentProcessed', data: { shipmentId: data.shipmentId, ...processing, extraFees: [...processing.extraFees] } }, issueQuote(shipment, processing, data.pricing, metadata.now)];
};

const reissue = ({ data, metadata }: ReissueQuote, state: ShipmentState): QuoteIssued[] => {
  const shipment = known(state, metadata);
  if (shipment.status !== 'quoted' || !shipment.processing || shipment.quote?.status !== 'expired') {
    throw new IllegalStateError('Seul un devis expiré peut être émis à nouveau.');
  }
  return [issueQuote(shipment, shipment.processing, data.pricing, metadata.now)];
};

/** Idempotent: the daily job asks for every quote that may be due; one not due, or already expired, changes nothing. */
const expire = ({ data, metadata }: ExpireQuote, state: ShipmentState): QuoteExpired[] => {
  const shipment = known(state, metadata);
  const { quote } = shipment;
  if (shipment.status !== 'quoted' || quote?.status !== 'pending' || data.asOf.getTime() < Date.parse(quote.validUntil)) return [];
  return [{ type: 'QuoteExpired', data: { shipmentId: data.shipmentId, quoteNumber: quote.quoteNumber } }];
};

const recordPayment = ({ data, metadata }: RecordPayment, state: ShipmentState): QuotePaymentRecorded[] => {
  const shipment = known(state, metadata);
  const { quote } = shipment;
  if (shipment.clearance?.kind === 'paid' && shipment.clearance.reference === data.payment.reference) return [];
  if (shipment.status !== 'quoted' || !quote) throw new IllegalStateError('Aucun devis en attente de paiement pour cette expédition.');
  if (quote.status === 'expired') throw new IllegalStateError('Ce devis a expiré : émettez-en un nouveau avant d’enregistrer le paiement.');
  const amountCents = exactEurosToCents(data.payment.amountEuros);
  if (amountCents !== quote.totalCents) {
    const message = `Le montant reçu (${formatEuros(amountCents)}) ne correspond pas au devis (${formatEuros(quote.totalCents)}).`;
    throw new ValidationError(message, { amountEuros: message });
  }
  return [
    {
      type: 'QuotePaymentRecorded',
      data: { shipmentId: data.shipmentId, quoteNumber: quote.quoteNumber, method: data.payment.method, reference: data.payment.reference, amountCents },
    },
  ];
};

/** Why a card payment cannot pay the quote it was started for: the money then goes back (the payment's reaction refunds it). */
export const quoteAlreadyPaidMessage = 'Ce devis est déjà payé.';
export const quoteNoLongerPayableMessage = 'Ce devis ne peut plus être payé : il a expiré ou a été remplacé.';

/**
 * How a payment clears a quote: a card payment under the payment's id, a bank transfer under the bank's
 * reference. A refund of that payment names the same reference to take the clearance back.
 */
export const clearanceOf = (payment: { paymentId: string; bankReference?: string }) =>
  payment.bankReference === undefined ? { method: 'card' as const, reference: payment.paymentId } : { method: 'bank_transfer' as const, reference: payment.bankReference };

const recordCardPayment = ({ data, metadata }: RecordCardPayment, state: ShipmentState): QuotePaymentRecorded[] => {
  const shipment = known(state, metadata);
  const { quote } = shipment;
  const paidBy = clearanceOf(data);
  if (shipment.clearance?.kind === 'paid' && shipment.clearance.reference === paidBy.reference) return [];
  if (shipment.clearance) throw new IllegalStateError(quoteAlreadyPaidMessage);
  if (shipment.status !== 'quoted' || quote?.quoteNumber !== data.quoteNumber || quote.status !== 'pending') {
    throw new IllegalStateError(quoteNoLongerPayableMessage);
  }
  if (Date.parse(data.paidAt) >= Date.parse(quote.validUntil)) throw new IllegalStateError(quoteNoLongerPayableMessage);
  if (data.amountCents !== quote.totalCents) {
    throw new ValidationError(`Le montant payé (${formatEuros(data.amountCents)}) ne correspond pas au devis (${formatEuros(quote.totalCents)}).`);
  }
  return [
    {
      type: 'QuotePaymentRecorded',
      data: { shipmentId: data.shipmentId, quoteNumber: quote.quoteNumber, ...paidBy, amountCents: data.amountCents },
    },
  ];
};

/**
 * A refund takes back only the clearance it paid for: a payment that never cleared this quote (a second
 * payment refunded at once), or one already taken back, changes nothing (a redelivery is a no-op).
 */
const refundQuotePayment = ({ data, metadata }: RefundQuotePayment, state: ShipmentState): (QuotePaymentRefunded | ShippedQuoteRefunded)[] => {
  const shipment = known(state, metadata);
  const { clearance, quote } = shipment;
  if (shipment.refund?.reference === data.reference) return [];
  if (clearance?.kind !== 'paid' || clearance.reference !== data.reference || !quote) return [];
  const refunded = { shipmentId: data.shipmentId, quoteNumber: quote.quoteNumber, reference: data.reference, amountCents: data.amountCents, refundedAt: data.refundedAt };
  if (hasLeft(shipment.status)) return [{ type: 'ShippedQuoteRefunded', data: { ...refunded, category: data.category, reason: data.reason } }];
  return [{ type: 'QuotePaymentRefunded', data: refunded }];
};

const waive = ({ data, metadata }: WaivePayment, state: ShipmentState): ShipmentPaymentWaived[] => {
  const shipment = known(state, metadata);
  if (shipment.clearance?.kind === 'waived') return [];
  if (shipment.status !== 'quoted') throw new IllegalStateError('Seule une expédition au devis non payé peut être dispensée de paiement.');
  return [{ type: 'ShipmentPaymentWaived', data: { shipmentId: data.shipmentId, reason: data.reason } }];
};

export const labelNeedsClearanceMessage = 'Le paiement du devis (ou une dispense motivée) doit être enregistré avant l’étiquette.';

const createLabel = ({ data, metadata }: CreateLabel, state: ShipmentState): ShipmentLabelCreated[] => {
  const shipment = known(state, metadata);
  const { label } = data;
  if (shipment.label?.trackingNumber === label.trackingNumber && shipment.label.carrier === label.carrier) return [];
  if (shipment.status !== 'cleared') {
    throw new IllegalStateError(shipment.status === 'labelled' ? 'Cette expédition a déjà son étiquette.' : labelNeedsClearanceMessage);
  }
  return [
    {
      type: 'ShipmentLabelCreated',
      data: { shipmentId: data.shipmentId, carrier: label.carrier, trackingNumber: label.trackingNumber, labelKey: labelPdfKey(data.shipmentId, data.labelId) },
    },
  ];
};

export const labelAlreadyShippedMessage = 'L’expédition est partie : son étiquette ne peut plus être remplacée.';
export const noLabelToReplaceMessage = 'Cette expédition n’a pas encore d’étiquette : créez-la d’abord.';

/** Replaced only before the box leaves, so the number it ships under is the last label's; a retry is told apart by its command id. */
const replaceLabel = ({ data, metadata }: ReplaceLabel, state: ShipmentState): ShipmentLabelReplaced[] => {
  const shipment = known(state, metadata);
  if (shipment.status === 'shipped' || shipment.status === 'delivered') throw new IllegalStateError(labelAlreadyShippedMessage);
  if (shipment.status !== 'labelled' || !shipment.label) throw new IllegalStateError(noLabelToReplaceMessage);
  const { label } = data;
  return [
    {
      type: 'ShipmentLabelReplaced',
      data: {
        shipmentId: data.shipmentId,
        carrier: label.carrier,
        trackingNumber: label.trackingNumber,
        labelKey: labelPdfKey(data.shipmentId, data.labelId),
        reason: label.reason,
        replacedTrackingNumber: shipment.label.trackingNumber,
      },
    },
  ];
};

const markShipped = ({ data, metadata }: MarkShipped, state: ShipmentState): ShipmentEvent[] => {
  const shipment = known(state, metadata);
  if (shipment.status === 'shipped' || shipment.status === 'delivered') return [];
  if (shipment.status !== 'labelled') throw new IllegalStateError('Créez l’étiquette avant de marquer l’expédition comme partie.');
  return [{ type: 'ShipmentShipped', data: { shipmentId: data.shipmentId } }];
};

const markDelivered = ({ data, metadata }: MarkDelivered, state: ShipmentState): ShipmentDelivered[] => {
  const shipment = known(state, metadata);
  if (shipment.status === 'delivered') return [];
  if (shipment.status !== 'shipped') throw new IllegalStateError('Seule une expédition partie peut être livrée.');
  return [{ type: 'ShipmentDelivered', data: { shipmentId: data.shipmentId } }];
};

export const decideShipment = (command: ShipmentCommand, state: ShipmentState): ShipmentEvent[] => {
  switch (command.type) {
    case 'RequestShipment':
      return request(command, state);
    case 'CancelShipmentRequest':
      return cancel(command, state);
    case 'ProcessShipment':
      return processShipment(command, state);
    case 'ReissueQuote':
      return reissue(command, state);
    case 'ExpireQuote':
      return expire(command, state);
    case 'RecordPayment':
      return recordPayment(command, state);
    case 'RecordCardPayment':
      return recordCardPayment(command, state);
    case 'RefundQuotePayment':
      return refundQuotePayment(command, state);
    case 'WaivePayment':
      return waive(command, state);
    case 'CreateLabel':
      return createLabel(command, state);
    case 'ReplaceLabel':
      return replaceLabel(command, state);
    case 'MarkShipped':
      return markShipped(command, state);
    case 'MarkDelivered':
      return markDelivered(command, state);
    default:
      return assertNever(command);
  }
};

export const shipmentDecider: Decider<ShipmentCommand, ShipmentEvent, ShipmentState> = {
  initialState: initialShipmentState,
  decide: decideShipment,
  evolve: evolveShipment,
};
