import type { PurchaseCancelled, PurchaseEvent, PurchaseMade, PurchasePaid, PurchaseQuoted, PurchaseReceived, PurchaseRequested } from '../../events/purchase-events';
import type { Territory } from '../../events/territories';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { formatEuros } from '../shared/french-format';
import { exactEurosToCents, maxPayableCents } from '../shared/money';
import { kilogramsToGrams } from '../shared/units';
import type { SubscriptionPlan } from '../pricing/plans';
import { shippingPriceCents } from '../pricing/shipping-price';
import type { PlanInForce } from '../subscription/subscription';
import { destinationOf, estimateOfRequest, isPremium, purchaseTotals, type PurchaseMadeInput, type PurchaseQuoteInput, type PurchaseRequestInput } from './purchase-input';
import { evolvePurchase, initialPurchaseState, purchaseNotFoundMessage, type PurchaseState } from './purchase';

/**
 * The buy-for-me request's life (DECISIONS, "Buy for me"): en_attente -> devis_envoye -> payee ->
 * achetee -> recue, or annulee (by the customer before payment; by staff with a reason, refunded if
 * paid). Guards first; the same command twice changes nothing.
 */
export type RequestPurchase = {
  type: 'RequestPurchase';
  /** `plan`: the customer's plan in force now; `territory`: his own, the destination by default */
  data: { purchaseId: string; customerId: string; input: PurchaseRequestInput; plan: SubscriptionPlan; territory: Territory };
  metadata: CommandMetadata;
};
export type QuotePurchase = {
  type: 'QuotePurchase';
  /** `plan`: the customer's plan in force at quote time, which fixes the fee, and the subscription stream's version that states it */
  data: { purchaseId: string; input: PurchaseQuoteInput; plan: PlanInForce };
  metadata: CommandMetadata;
};
export type MarkPurchasePaid = { type: 'MarkPurchasePaid'; data: { purchaseId: string; paymentId: string; amountCents: number }; metadata: CommandMetadata };
export type RecordPurchaseMade = { type: 'RecordPurchaseMade'; data: { purchaseId: string; input: PurchaseMadeInput }; metadata: CommandMetadata };
export type RecordPurchaseArrival = { type: 'RecordPurchaseArrival'; data: { purchaseId: string; parcelId: string }; metadata: CommandMetadata };
export type CancelPurchase = { type: 'CancelPurchase'; data: { purchaseId: string; reason: string }; metadata: CommandMetadata };

export type PurchaseCommand = RequestPurchase | QuotePurchase | MarkPurchasePaid | RecordPurchaseMade | RecordPurchaseArrival | CancelPurchase;

export const cannotQuoteMessage = 'Seule une demande en attente ou déjà chiffrée peut recevoir un devis.';
export const notPayableMessage = "Ce devis ne peut plus être payé : la demande n'est plus en attente de paiement.";
export const amountMismatchMessage = 'Le montant payé ne correspond pas au devis.';
export const notPaidMessage = "L'achat ne peut être enregistré qu'une fois le devis payé.";
export const notBoughtYetMessage = "L'arrivée ne peut être enregistrée qu'une fois l'achat effectué.";
export const customerCannotCancelMessage = 'Cette demande ne peut plus être annulée : elle a déjà été payée.';
export const cannotCancelMessage = 'Cette demande ne peut plus être annulée.';
export const staffReasonMessage = "La raison de l'annulation est obligatoire";
/** The same ceiling as a shipment's quote: what one card payment can settle. */
export const purchaseQuoteAboveMaxPayableMessage = (totalCents: number) =>
  `Le total du devis (${formatEuros(totalCents)}) dépasse ce qu’un paiement peut régler (${formatEuros(maxPayableCents)} au plus) : revoyez les prix et les quantités.`;

type Known = Exclude<PurchaseState, { status: 'unknown' }>;

/** A customer asking about someone else's request learns nothing more than about a missing one. */
const known = (state: PurchaseState, metadata: CommandMetadata): Known => {
  if (state.status === 'unknown') throw new NotFoundError(purchaseNotFoundMessage);
  if (metadata.actor.kind === 'customer' && metadata.actor.id !== state.customerId) throw new NotFoundError(purchaseNotFoundMessage);
  return state;
};

const request = ({ data }: RequestPurchase, state: PurchaseState): PurchaseRequested[] => {
  if (state.status !== 'unknown') throw new ConflictError('Cette demande a déjà été envoyée.');
  const { input } = data;
  const totals = estimateOfRequest(input.items, data.plan);
  return [
    {
      type: 'PurchaseRequested',
      data: {
        purchaseId: data.purchaseId,
        customerId: data.customerId,
        shopName: input.shopName,
        shopUrl: input.shopUrl,
        items: input.items.map((line) => ({
          name: line.name,
          options: line.options,
          url: line.url,
          statedPriceCents: exactEurosToCents(line.priceEuros),
          quantity: line.quantity,
        })),
        destination: destinationOf(input, data.territory),
        instructions: input.instructions,
        plan: data.plan,
        subtotalCents: totals.subtotalCents,
        feeCents: totals.feeCents,
        estimatedTotalCents: totals.totalCents,
      },
    },
  ];
};

/**
 * A quote priced on the server: the items as checked plus the fee of the plan in force are the total the
 * customer pays (DECISIONS, "Buy for me: what is charged"); the rate card's shipping estimate is shown
 * beside it as information, since shipping is charged once, on the quote of the parcel the goods become.
 */
export const quoteOf = (purchaseId: string, input: PurchaseQuoteInput, plan: PlanInForce, destination: Territory): PurchaseQuoted['data'] => {
  const items = input.items.map((item) => ({ name: item.name, priceCents: exactEurosToCents(item.priceEuros), quantity: item.quantity }));
  const totals = purchaseTotals(items, plan.plan);
  const estimatedWeightGrams = kilogramsToGrams(input.estimatedWeightKg);
  const shipping = shippingPriceCents({
    weightKg: input.estimatedWeightKg,
    lengthCm: 0,
    widthCm: 0,
    heightCm: 0,
    destination,
    service: 'standard',
    subscriber: isPremium(plan.plan),
  });
  return {
    purchaseId,
    items,
    itemsCents: totals.subtotalCents,
    plan: plan.plan,
    subscriptionVersion: plan.version,
    feeCents: totals.feeCents,
    estimatedWeightGrams,
    shippingEstimateCents: shipping.priceCents,
    shippingCharged: false,
    totalCents: totals.totalCents,
  };
};

export const quoteChargesShippingMessage =
  'Ce devis compte l’expédition dans son total alors qu’elle sera facturée sur le devis d’expédition de votre colis : notre équipe vous envoie un devis corrigé.';

/**
 * The quote a customer may start paying now (its Checkout opens for its total): a sent quote, within
 * what one payment can settle, and not one of the first version that still added the shipping estimate
 * (paid, the shipping would be charged twice: staff correct it first).
 */
export const quoteToPay = (state: PurchaseState): PurchaseQuoted['data'] => {
  if (state.status !== 'devis_envoye' || !state.quote) throw new IllegalStateError(notPayableMessage);
  if (state.quote.shippingCharged) throw new IllegalStateError(quoteChargesShippingMessage);
  if (state.quote.totalCents > maxPayableCents) throw new IllegalStateError(purchaseQuoteAboveMaxPayableMessage(state.quote.totalCents));
  return state.quote;
};

const sameQuote = (a: PurchaseQuoted['data'], b: PurchaseQuoted['data']): boolean => JSON.stringify(a) === JSON.stringify(b);

const quote = ({ data, metadata }: QuotePurchase, state: PurchaseState): PurchaseQuoted[] => {
  const current = known(state, metadata);
  const quoted = quoteOf(data.purchaseId, data.input, data.plan, current.request.destination);
  // Staff may correct a quote not yet paid; the same quote again changes nothing.
  if (current.status === 'devis_envoye' && current.quote && sameQuote(current.quote, quoted)) return [];
  if (current.status !== 'en_attente' && current.status !== 'devis_envoye') throw new IllegalStateError(cannotQuoteMessage);
  if (quoted.totalCents < 1) throw new ValidationError('Le devis doit être supérieur à 0 €');
  if (quoted.totalCents > maxPayableCents) throw new ValidationError(purchaseQuoteAboveMaxPayableMessage(quoted.totalCents));
  return [{ type: 'PurchaseQuoted', data: quoted }];
};

const markPaid = ({ data, metadata }: MarkPurchasePaid, state: PurchaseState): PurchasePaid[] => {
  const current = known(state, metadata);
  if (current.paymentId === data.paymentId) return [];
  if (current.status !== 'devis_envoye' || !current.quote) throw new IllegalStateError(notPayableMessage);
  if (current.quote.totalCents !== data.amountCents) throw new IllegalStateError(amountMismatchMessage);
  return [{ type: 'PurchasePaid', data: { purchaseId: data.purchaseId, paymentId: data.paymentId, amountCents: data.amountCents } }];
};

const recordMade = ({ data, metadata }: RecordPurchaseMade, state: PurchaseState): PurchaseMade[] => {
  const current = known(state, metadata);
  const made: PurchaseMade['data'] = { purchaseId: data.purchaseId, ...data.input };
  if (current.status === 'achetee' && current.orderReference === made.orderReference) return [];
  if (current.status !== 'payee') throw new IllegalStateError(notPaidMessage);
  if (made.bought.length === 0) throw new ValidationError('Indiquez au moins un article acheté', { bought: 'Indiquez au moins un article acheté' });
  return [{ type: 'PurchaseMade', data: made }];
};

const recordArrival = ({ data, metadata }: RecordPurchaseArrival, state: PurchaseState): PurchaseReceived[] => {
  const current = known(state, metadata);
  if (current.status === 'recue' && current.parcelId === data.parcelId) return [];
  if (current.status !== 'achetee') throw new IllegalStateError(notBoughtYetMessage);
  return [{ type: 'PurchaseReceived', data: { purchaseId: data.purchaseId, parcelId: data.parcelId } }];
};

const cancel = ({ data, metadata }: CancelPurchase, state: PurchaseState): PurchaseCancelled[] => {
  const current = known(state, metadata);
  if (current.status === 'annulee') return [];
  const byCustomer = metadata.actor.kind === 'customer';
  if (byCustomer) {
    if (current.status !== 'en_attente' && current.status !== 'devis_envoye') throw new IllegalStateError(customerCannotCancelMessage);
    return [{ type: 'PurchaseCancelled', data: { purchaseId: data.purchaseId, by: 'customer', reason: data.reason.trim(), refundPaymentId: null } }];
  }
  if (data.reason.trim() === '') throw new ValidationError(staffReasonMessage, { reason: staffReasonMessage });
  // Once bought, the money is spent at the shop: the goods come to the warehouse and follow the parcel's life.
  if (current.status === 'achetee' || current.status === 'recue') throw new IllegalStateError(cannotCancelMessage);
  return [{ type: 'PurchaseCancelled', data: { purchaseId: data.purchaseId, by: 'staff', reason: data.reason.trim(), refundPaymentId: current.status === 'payee' ? current.paymentId : null } }];
};

export const decidePurchase = (command: PurchaseCommand, state: PurchaseState): PurchaseEvent[] => {
  switch (command.type) {
    case 'RequestPurchase':
      return request(command, state);
    case 'QuotePurchase':
      return quote(command, state);
    case 'MarkPurchasePaid':
      return markPaid(command, state);
    case 'RecordPurchaseMade':
      return recordMade(command, state);
    case 'RecordPurchaseArrival':
      return recordArrival(command, state);
    case 'CancelPurchase':
      return cancel(command, state);
    default:
      return assertNever(command);
  }
};

export const purchaseDecider: Decider<PurchaseCommand, PurchaseEvent, PurchaseState> = {
  initialState: initialPurchaseState,
  decide: decidePurchase,
  evolve: evolvePurchase,
};
