import type { StoredEvent } from '../../events/catalog';
import type { ParcelEvent } from '../../events/parcel-events';
import type { PaymentEvent } from '../../events/payment-events';
import type { QuoteIssued, ShipmentEvent, ShipmentProcessed } from '../../events/shipment-events';
import type { SubscriptionEvent } from '../../events/subscription-events';
import { evolveParcel, initialParcelState, type ParcelState } from '../parcel/parcel';
import { daysBetween, firstPaidDay, shortenedFreeDays, storageDayOf, type StorageDay, type StorageTerms } from '../parcel/storage';
import { isInStorage } from '../parcel/storage-commands';
import { plans, storageFeePerDayCents, type SubscriptionPlan } from '../pricing/plans';
import { rateCardInForce } from '../pricing/rate-card';
import { formatEuros } from '../shared/french-format';
import { createPlanHistory } from '../subscription/plan-history';
import { quoteAmounts, UnknownRateCardError } from './quote';

/**
 * The auditors' checks on money, run by `npm run replay` over the whole history (DECISIONS, "Money,
 * proven"). Every euro is recomputed from events alone:
 * - a quote's amounts equal their recomputation from its recorded inputs and rate card, line by line
 *   (kind and cents, never the French wording, which may be reworded);
 * - its plan (and so its subscriber discount) is the plan in force when it was issued, folded from the
 *   customer's subscription events; its rate card was in force on its issue day (Paris); no subscriber
 *   discount after the period in force was refunded in full;
 * - its storage fees equal the fees accrued on its parcels up to the quote's own event;
 * - each storage accrual is owed: recomputed from the reception day, the plan in force at the reception
 *   and the policy (paid days only, not twice, not in the future, only while the parcel is in storage:
 *   fees stop while a quote is pending and restart when it expires); free storage cut short only by a
 *   full refund of the Premium period that ended at that instant, to the free plan's terms from it;
 * - no shipment and no parcel leaves (`shipped`, `delivered`, by the shipment or by a correction)
 *   without its shipment's quote paid (the exact amount) or a reasoned waiver;
 * - a refunded clearance is no clearance: no box is labelled or leaves while the payment that cleared
 *   its quote was refunded in full (folded from the payment's own events) or its clearance taken back,
 *   unless paid again or waived with a reason.
 * Events come stream by stream in version order (the replay's guarantee), streams interleaved in about
 * commit order: checks that span streams are made in `report`, by the events' instants.
 */
export type AuditedEvent = (ParcelEvent | ShipmentEvent | SubscriptionEvent | PaymentEvent) & { streamId: string; occurredAt: string; version?: number };

/** The events the audit reads, out of the whole feed: those of parcel, shipment, subscription and payment streams. */
export const isAuditedEvent = (event: StoredEvent): event is StoredEvent & AuditedEvent =>
  event.streamType === 'parcel' || event.streamType === 'shipment' || event.streamType === 'subscription' || event.streamType === 'payment';

export type AuditRule =
  | 'quote-amounts'
  | 'quote-plan'
  | 'discount-after-refund'
  | 'quote-rate-card'
  | 'quote-storage-fees'
  | 'shipped-unpaid'
  | 'parcel-left-unpaid'
  | 'storage-terms'
  | 'storage-fee-not-owed'
  | 'left-after-refund';

export type AuditBreach = { streamId: string; rule: AuditRule; message: string };


type QuoteFact = { streamId: string; data: QuoteIssued['data']; at: string };

type ShipmentAudit = {
  streamId: string;
  customerId: string;
  parcelIds: readonly string[];
  processed: ShipmentProcessed['data'] | null;
  quotes: { quoteNumber: string; totalCents: number }[];
  /** when its quote was paid (the exact amount) or its payment waived with a reason */
  clearedAt: number | null;
  /** each clearance and each taking back, in the stream's order, with its instant */
  clearances: Clearance[];
  /** its label made and its departure, with their instants */
  moves: { at: number; how: string }[];
};

type Clearance = { at: number } & ({ kind: 'paid'; reference: string } | { kind: 'waived' } | { kind: 'taken-back'; reference: string });

/** A payment as the audit folds it: what it took, and each refund with the instant the product recorded it. */
type PaymentAudit = { paidCents: number | null; refunds: { at: number; amountCents: number }[] };

type AccrualFact = { from: StorageDay; to: StorageDay; days: number; amountCents: number; at: string; inStorage: boolean; accruedThroughBefore: StorageDay | null };

type ParcelAudit = {
  streamId: string;
  state: ParcelState;
  receivedAt: string | null;
  storageStarted: { at: string; receivedDay: StorageDay; plan: SubscriptionPlan; freeDays: number } | null;
  /** free storage cut short by refunded Premium periods, in order */
  shortenings: { paymentId: string; effectiveAt: string; freeDays: number }[];
  accruals: AccrualFact[];
};

type Departure = { streamId: string; parcelId: string; shipmentId: string | null; at: string; how: string };

const planLabel = (plan: SubscriptionPlan) => `« ${plans[plan].label} »`;

export const createShipmentAudit = () => {
  const shipments = new Map<string, ShipmentAudit>();
  const parcels = new Map<string, ParcelAudit>();
  const subscriptions = createPlanHistory();
  const quotes: QuoteFact[] = [];
  const departures: Departure[] = [];
  const payments = new Map<string, PaymentAudit>();
  const breaches: AuditBreach[] = [];

  const planAt = subscriptions.planAt;

  const parcelOf = (event: AuditedEvent & ParcelEvent): ParcelAudit => {
    const existing = parcels.get(event.data.parcelId);
    if (existing) return existing;
    const created: ParcelAudit = { streamId: event.streamId, state: initialParcelState(), receivedAt: null, storageStarted: null, shortenings: [], accruals: [] };
    parcels.set(event.data.parcelId, created);
    return created;
  };

  const observeParcel = (event: AuditedEvent & ParcelEvent): void => {
    const parcel = parcelOf(event);
    const before = parcel.state;
    switch (event.type) {
      case 'ParcelReceived':
        parcel.receivedAt ??= event.occurredAt;
        break;
      case 'ParcelStorageStarted':
        parcel.storageStarted = { at: event.occurredAt, receivedDay: event.data.receivedDay, plan: event.data.plan, freeDays: event.data.freeDays };
        break;
      case 'ParcelFreeStorageShortened':
        parcel.shortenings.push({ paymentId: event.data.paymentId, effectiveAt: event.data.effectiveAt, freeDays: event.data.freeDays });
        break;
      case 'StorageFeeAccrued':
        parcel.accruals.push({
          ...event.data,
          at: event.occurredAt,
          inStorage: before.status !== 'unknown' && isInStorage(before.status),
          accruedThroughBefore: before.status === 'unknown' ? null : (before.storage?.accruedThrough ?? null),
        });
        break;
      case 'ParcelShipped':
      case 'ParcelDelivered':
        departures.push({ streamId: event.streamId, parcelId: event.data.parcelId, shipmentId: event.data.shipmentId, at: event.occurredAt, how: event.type === 'ParcelShipped' ? 'expédié' : 'livré' });
        break;
      case 'ParcelStatusCorrected':
        if (event.data.to === 'shipped' || event.data.to === 'delivered') {
          const shipmentId = before.status === 'unknown' ? null : before.shipmentId;
          departures.push({ streamId: event.streamId, parcelId: event.data.parcelId, shipmentId, at: event.occurredAt, how: `corrigé en « ${event.data.to} »` });
        }
        break;
      default:
        break;
    }
    parcel.state = evolveParcel(before, event);
  };

  const observeShipment = (event: AuditedEvent & ShipmentEvent): void => {
    const shipment = shipments.get(event.data.shipmentId);
    switch (event.type) {
      case 'ShipmentRequested':
        shipments.set(event.data.shipmentId, {
          streamId: event.streamId,
          customerId: event.data.customerId,
          parcelIds: event.data.parcelIds,
          processed: null,
          quotes: [],
          clearedAt: null,
          clearances: [],
          moves: [],
        });
        return;
      case 'ShipmentProcessed':
        if (shipment) shipment.processed = event.data;
        return;
      case 'QuoteIssued': {
        const quote = event.data;
        if (!shipment?.processed) {
          breaches.push({ streamId: event.streamId, rule: 'quote-amounts', message: `Devis ${quote.quoteNumber} émis sans traitement enregistré` });
          return;
        }
        shipment.quotes.push({ quoteNumber: quote.quoteNumber, totalCents: quote.totalCents });
        quotes.push({ streamId: event.streamId, data: quote, at: event.occurredAt });
        checkQuoteAmounts(event.streamId, shipment.processed, quote);
        const day = storageDayOf(new Date(event.occurredAt));
        const inForce = rateCardInForce(day);
        if (inForce?.version !== quote.rateCardVersion) {
          breaches.push({
            streamId: event.streamId,
            rule: 'quote-rate-card',
            message: `Devis ${quote.quoteNumber} : grille ${quote.rateCardVersion} appliquée le ${day}, grille en vigueur ce jour-là : ${inForce?.version ?? 'aucune'}`,
          });
        }
        return;
      }
      case 'QuotePaymentRecorded': {
        const quote = shipment?.quotes.find((candidate) => candidate.quoteNumber === event.data.quoteNumber);
        if (shipment && quote && quote.totalCents === event.data.amountCents) {
          shipment.clearedAt ??= Date.parse(event.occurredAt);
          shipment.clearances.push({ at: Date.parse(event.occurredAt), kind: 'paid', reference: event.data.reference });
        }
        return;
      }
      case 'ShipmentPaymentWaived':
        if (shipment && event.data.reason.trim() !== '') {
          shipment.clearedAt ??= Date.parse(event.occurredAt);
          shipment.clearances.push({ at: Date.parse(event.occurredAt), kind: 'waived' });
        }
        return;
      case 'QuotePaymentRefunded':
        shipment?.clearances.push({ at: Date.parse(event.occurredAt), kind: 'taken-back', reference: event.data.reference });
        return;
      case 'ShipmentLabelCreated':
        shipment?.moves.push({ at: Date.parse(event.occurredAt), how: 'étiquetée' });
        return;
      case 'ShipmentShipped':
        shipment?.moves.push({ at: Date.parse(event.occurredAt), how: 'partie' });
        if (shipment?.clearedAt == null) {
          breaches.push({ streamId: event.streamId, rule: 'shipped-unpaid', message: 'Expédition partie sans devis payé ni dispense motivée' });
        }
        return;
      default:
        return;
    }
  };

  /** Amounts and lines compared by kind and cents: the French labels may be reworded without changing a cent. */
  const checkQuoteAmounts = (streamId: string, processed: ShipmentProcessed['data'], quote: QuoteIssued['data']): void => {
    try {
      const expected = quoteAmounts({ ...processed, subscriber: quote.subscriber, storageFeesCents: quote.storageFeesCents, rateCardVersion: quote.rateCardVersion });
      const linesOf = (lines: readonly { kind: string; amountCents: number }[]) => lines.map((line) => `${line.kind}:${line.amountCents}`).join(',');
      const same =
        expected.totalCents === quote.totalCents &&
        expected.totalExclVatCents === quote.totalExclVatCents &&
        expected.vatCents === quote.vatCents &&
        linesOf(expected.lines) === linesOf(quote.lines);
      if (!same) {
        breaches.push({
          streamId,
          rule: 'quote-amounts',
          message: `Devis ${quote.quoteNumber} : ${formatEuros(quote.totalCents)} enregistrés, ${formatEuros(expected.totalCents)} recalculés (grille ${quote.rateCardVersion})`,
        });
      }
    } catch (error) {
      const reason = error instanceof UnknownRateCardError ? error.message : String(error);
      breaches.push({ streamId, rule: 'quote-amounts', message: `Devis ${quote.quoteNumber} impossible à recalculer : ${reason}` });
    }
  };

  const observe = (event: AuditedEvent): void => {
    switch (event.type) {
      case 'SubscriptionPeriodStarted':
      case 'SubscriptionRenewalFailed':
      case 'SubscriptionCancelled':
      case 'SubscriptionPeriodRefunded': {
        subscriptions.record(event.data.customerId, event);
        return;
      }
      case 'ShipmentRequested':
      case 'ShipmentRequestCancelled':
      case 'ShipmentProcessed':
      case 'QuoteIssued':
      case 'QuoteExpired':
      case 'QuotePaymentRecorded':
      case 'ShipmentPaymentWaived':
      case 'ShipmentLabelCreated':
      case 'ShipmentLabelReplaced':
      case 'ShipmentShipped':
      case 'ShipmentDelivered':
      case 'QuotePaymentRefunded':
      case 'ShippedQuoteRefunded':
        observeShipment(event);
        return;
      case 'PaymentStarted':
      case 'CheckoutSessionOpened':
      case 'PaymentSucceeded':
      case 'PaymentFailed':
      case 'PaymentRefundRequested':
      case 'PaymentRefunded':
      case 'PaymentRefundRequestEnded':
      case 'PaymentAnomalyRecorded':
        observePayment(event);
        return;
      default:
        observeParcel(event);
    }
  };

  /** What a payment took and gave back: only money Stripe (or the bank) confirmed counts, not a refund asked. */
  const observePayment = (event: AuditedEvent & PaymentEvent): void => {
    const payment = payments.get(event.data.paymentId) ?? { paidCents: null, refunds: [] };
    payments.set(event.data.paymentId, payment);
    if (event.type === 'PaymentSucceeded') payment.paidCents ??= event.data.amountCents;
    if (event.type === 'PaymentRefunded') payment.refunds.push({ at: Date.parse(event.occurredAt), amountCents: event.data.amountCents });
  };

  /** Whether the payment named by a clearance had been refunded in full at an instant (a transfer's reference names no payment stream: never). */
  const refundedInFullAt = (reference: string, at: number): boolean => {
    const payment = payments.get(reference);
    if (!payment || payment.paidCents === null) return false;
    return payment.refunds.filter((refund) => refund.at <= at).reduce((sum, refund) => sum + refund.amountCents, 0) >= payment.paidCents;
  };

  /**
   * A box labelled or leaving while the clearance in force then (the last one before) was a payment
   * refunded in full, or taken back: a refunded clearance is no clearance. A box that never had one is
   * the `shipped-unpaid` rule's.
   */
  const refundBreaches = (shipment: ShipmentAudit): AuditBreach[] =>
    shipment.moves.flatMap((move) => {
      const inForce = shipment.clearances.filter((clearance) => clearance.at <= move.at).at(-1);
      if (!inForce || inForce.kind === 'waived') return [];
      if (inForce.kind === 'paid' && !refundedInFullAt(inForce.reference, move.at)) return [];
      return [
        {
          streamId: shipment.streamId,
          rule: 'left-after-refund' as const,
          message: `Expédition ${move.how} alors que le paiement ${inForce.reference} de son devis était remboursé en totalité, sans nouveau paiement ni dispense motivée`,
        },
      ];
    });

  /** The quote's plan and discount against the plan in force when it was issued. */
  const planBreaches = (quote: QuoteFact): AuditBreach[] => {
    const shipment = shipments.get(quote.data.shipmentId);
    if (!shipment) return [];
    const { data } = quote;
    const inForce = planAt(shipment.customerId, quote.at);
    const recorded = data.plan;
    const statedByVersion = data.subscriptionVersion === null ? null : planAt(shipment.customerId, quote.at, data.subscriptionVersion);
    const wrong = data.subscriber !== (inForce !== 'free') || (recorded !== null && recorded !== inForce) || (statedByVersion !== null && statedByVersion !== recorded);
    if (!wrong) return [];
    const applied = recorded === null ? (data.subscriber ? 'tarif abonné' : 'tarif sans abonnement') : `offre ${planLabel(recorded)}${data.subscriber ? ', tarif abonné' : ''}`;
    return [{ streamId: quote.streamId, rule: 'quote-plan', message: `Devis ${data.quoteNumber} : ${applied} appliqué alors que l’offre en vigueur était ${planLabel(inForce)}` }];
  };

  /**
   * A subscriber discount at an instant after the period in force was refunded in full (DECISIONS,
   * "Refunds"): from the refund's instant, whenever the end was recorded, unless a new period covers it.
   */
  const refundedDiscountBreaches = (quote: QuoteFact): AuditBreach[] => {
    const shipment = shipments.get(quote.data.shipmentId);
    if (!shipment || !quote.data.subscriber) return [];
    const at = Date.parse(quote.at);
    const facts = subscriptions.factsOf(shipment.customerId);
    const refund = facts.find(({ event }) => event.type === 'SubscriptionPeriodRefunded' && event.data.subscriptionEnded && Date.parse(event.data.refundedAt) <= at);
    if (refund?.event.type !== 'SubscriptionPeriodRefunded') return [];
    const inForce = subscriptions.planAsKnownNowAt(shipment.customerId, quote.at);
    if (inForce !== 'free') return [];
    return [
      {
        streamId: quote.streamId,
        rule: 'discount-after-refund',
        message: `Devis ${quote.data.quoteNumber} : tarif abonné appliqué après le remboursement intégral de la période (paiement ${refund.event.data.paymentId})`,
      },
    ];
  };

  /** Storage fees billed on a quote against the fees accrued on its parcels up to the quote's own event. */
  const storageFeeBreaches = (quote: QuoteFact): AuditBreach[] => {
    const shipment = shipments.get(quote.data.shipmentId);
    if (!shipment) return [];
    const at = Date.parse(quote.at);
    const accrued = shipment.parcelIds.reduce(
      (sum, parcelId) => sum + (parcels.get(parcelId)?.accruals ?? []).filter((accrual) => Date.parse(accrual.at) <= at).reduce((total, accrual) => total + accrual.amountCents, 0),
      0,
    );
    return quote.data.storageFeesCents === accrued
      ? []
      : [
          {
            streamId: quote.streamId,
            rule: 'quote-storage-fees',
            message: `Devis ${quote.data.quoteNumber} : frais de stockage facturés ${formatEuros(quote.data.storageFeesCents)}, accumulés ${formatEuros(accrued)} sur ses colis`,
          },
        ];
  };

  /** The terms a reception should have recorded, and every accrual recomputed from them. */
  const parcelBreaches = (parcel: ParcelAudit): AuditBreach[] => {
    const { state, storageStarted } = parcel;
    if (state.status === 'unknown' || !storageStarted) {
      return parcel.accruals.length === 0 ? [] : [{ streamId: parcel.streamId, rule: 'storage-fee-not-owed', message: 'Frais de stockage comptés sans conditions de stockage enregistrées' }];
    }
    const receivedAt = parcel.receivedAt ?? storageStarted.at;
    const plan = planAt(state.customerId, receivedAt);
    const terms = { receivedDay: storageDayOf(new Date(receivedAt)), freeDays: plans[plan].freeStorageDays };
    const found: AuditBreach[] = [];
    if (storageStarted.plan !== plan || storageStarted.freeDays !== terms.freeDays || storageStarted.receivedDay !== terms.receivedDay) {
      found.push({
        streamId: parcel.streamId,
        rule: 'storage-terms',
        message: `Stockage commencé le ${storageStarted.receivedDay} avec l’offre ${planLabel(storageStarted.plan)} (${storageStarted.freeDays} jours gratuits) ; reçu le ${terms.receivedDay}, offre en vigueur ${planLabel(plan)} (${terms.freeDays} jours gratuits)`,
      });
    }
    const firstPaid = firstPaidDay(parcel.shortenings.reduce<StorageTerms>((current, shortening) => shortenedTerms(parcel, state.customerId, current, shortening, found), terms));
    for (const accrual of parcel.accruals) {
      const reason = notOwedReason(accrual, firstPaid);
      if (reason) {
        found.push({ streamId: parcel.streamId, rule: 'storage-fee-not-owed', message: `Frais de stockage du ${accrual.from} au ${accrual.to} (${formatEuros(accrual.amountCents)}) non dus : ${reason}` });
      }
    }
    return found;
  };

  /**
   * The terms after a shortening, when a full refund of a Premium period ended that period at its instant
   * and the free days are the free plan's from then; otherwise a breach, and the terms stay as they were.
   */
  const shortenedTerms = (parcel: ParcelAudit, customerId: string, terms: StorageTerms, shortening: ParcelAudit['shortenings'][number], found: AuditBreach[]): StorageTerms => {
    const ended = subscriptions.factsOf(customerId).some(
      ({ event }) => event.type === 'SubscriptionPeriodRefunded' && event.data.paymentId === shortening.paymentId && event.data.subscriptionEnded && event.data.refundedAt === shortening.effectiveAt,
    );
    const freeDays = shortenedFreeDays(terms, plans.free.freeStorageDays, storageDayOf(new Date(shortening.effectiveAt)));
    if (ended && shortening.freeDays === freeDays) return { ...terms, freeDays };
    found.push({
      streamId: parcel.streamId,
      rule: 'storage-terms',
      message: ended
        ? `Stockage gratuit ramené à ${shortening.freeDays} jours au remboursement du ${storageDayOf(new Date(shortening.effectiveAt))} ; l’offre ${planLabel('free')} en donne ${freeDays}`
        : `Stockage gratuit raccourci sans remboursement en totalité d’une période Premium en cours (paiement ${shortening.paymentId})`,
    });
    return terms;
  };

  const notOwedReason = (accrual: AccrualFact, firstPaid: StorageDay): string | null => {
    if (!accrual.inStorage) return 'le colis n’était pas en stock (devis en attente, parti ou sorti)';
    if (accrual.from < firstPaid) return `le premier jour payant est le ${firstPaid}`;
    if (accrual.accruedThroughBefore !== null && accrual.from <= accrual.accruedThroughBefore) return `jours déjà comptés jusqu’au ${accrual.accruedThroughBefore}`;
    const accruedOn = storageDayOf(new Date(accrual.at));
    if (accrual.to > accruedOn) return `jours futurs (compté le ${accruedOn})`;
    if (accrual.days !== daysBetween(accrual.from, accrual.to) + 1 || accrual.amountCents !== accrual.days * storageFeePerDayCents) {
      return `${accrual.days} jour(s) à ${formatEuros(storageFeePerDayCents)} ne font pas ${formatEuros(accrual.amountCents)}`;
    }
    return null;
  };

  /** A parcel that left (shipped or delivered, by its shipment or by a correction) without its shipment cleared before. */
  const departureBreaches = (departure: Departure): AuditBreach[] => {
    const shipment = departure.shipmentId === null ? undefined : shipments.get(departure.shipmentId);
    if (shipment?.clearedAt != null && shipment.clearedAt <= Date.parse(departure.at)) return [];
    const where = departure.shipmentId === null ? 'sans expédition' : `expédition ${departure.shipmentId}`;
    return [{ streamId: departure.streamId, rule: 'parcel-left-unpaid', message: `Colis ${departure.how} sans devis payé ni dispense motivée (${where})` }];
  };

  /** Every breach found; the checks that span streams are made once the whole history is read. */
  const report = (): AuditBreach[] => [
    ...breaches,
    ...quotes.flatMap((quote) => [...planBreaches(quote), ...refundedDiscountBreaches(quote), ...storageFeeBreaches(quote)]),
    ...[...parcels.values()].flatMap(parcelBreaches),
    ...departures.flatMap(departureBreaches),
    ...[...shipments.values()].flatMap(refundBreaches),
  ];

  return { observe, report, shipmentCount: () => shipments.size };
};
