import type { StoredEvent } from '../../events/catalog';
import type { ParcelReturned, ParcelReturnReleased, ParcelReturnStarted, StorageFeeAccrued } from '../../events/parcel-events';
import type { PaymentRefunded, PaymentStarted, PaymentSucceeded } from '../../events/payment-events';
import type { ReturnEvent, ReturnRequestOpened } from '../../events/return-events';
import type { QuoteIssued, ShipmentRequested } from '../../events/shipment-events';
import { daysBetween, storageDayOf, type StorageDay } from '../parcel/storage';
import { storageFeePerDayCents } from '../pricing/plans';
import { assertNever } from '../shared/decider';
import { formatEuros } from '../shared/french-format';
import { gramsToKilograms } from '../shared/units';
import { returnCostOf } from './return-input';
import { evolveReturn, initialReturnState, type ReturnRequestState } from './return-request';

/**
 * The auditors' checks on returns (DECISIONS, « Returns », « Refunds »), over the whole history:
 * - a return's price is `returnCostCents` of what its request records, and a paid return counts only
 *   once a payment of it took the money;
 * - a return's payment that succeeded paid its request (the request counted on it) or went back whole;
 *   a request that counted is refunded through its own refusal only: refused, it is refunded whole,
 *   otherwise it is never refunded whole (a partial gesture stays possible);
 * - the days a parcel spends in a return are never billed: from the Paris day of the request to the
 *   day its parcel was released (for good when it never was), no storage fee accrued after the request
 *   covers them, and no quote issued after it bills more than its parcels accrued outside them.
 * A return holds its parcel from the request: the hold starts at the request (or at the parcel's own
 * `ParcelReturnStarted`, whichever is first) and ends at `ParcelReturnReleased`. Checks that span
 * streams are made in `report`, by the events' instants.
 */
export type AuditedReturnEvent = (
  | ReturnEvent
  | PaymentStarted
  | PaymentSucceeded
  | PaymentRefunded
  | ParcelReturnStarted
  | ParcelReturnReleased
  | ParcelReturned
  | StorageFeeAccrued
  | ShipmentRequested
  | QuoteIssued
) & { streamId: string; occurredAt: string };

const auditedTypes: ReadonlySet<string> = new Set<AuditedReturnEvent['type']>([
  'ReturnRequestOpened',
  'ReturnRequested',
  'ReturnCheckoutAbandoned',
  'ReturnReceivedAtWarehouse',
  'ReturnSentToMerchant',
  'ReturnClosed',
  'ReturnRefused',
  'PaymentStarted',
  'PaymentSucceeded',
  'PaymentRefunded',
  'ParcelReturnStarted',
  'ParcelReturnReleased',
  'ParcelReturned',
  'StorageFeeAccrued',
  'ShipmentRequested',
  'QuoteIssued',
]);

export const isAuditedReturnEvent = (event: StoredEvent): event is StoredEvent & AuditedReturnEvent => auditedTypes.has(event.type);

export type ReturnRule =
  | 'return-price'
  | 'return-unpaid'
  | 'return-payment-unapplied'
  | 'return-refused-unrefunded'
  | 'return-refunded-unrefused'
  | 'return-days-billed'
  | 'quote-bills-return-days';
export type ReturnBreach = { streamId: string; rule: ReturnRule; message: string };

type ReturnFacts = {
  streamId: string;
  state: ReturnRequestState;
  opened: ReturnRequestOpened['data'] | null;
  /** the payment the request counted on (`ReturnRequested`), null when free or not (yet) counted */
  countedOn: { paymentId: string | null } | null;
};
type PaymentFacts = { streamId: string; returnId: string | null; paidCents: number | null; refundedCents: number };
/** A parcel held by a return: from the request (its instant and Paris day) to its release, if any. */
type Hold = { returnId: string; startAt: number; startDay: StorageDay; endAt: number | null; resumedAfter: StorageDay | null };
type Accrual = { streamId: string; at: number; from: StorageDay; to: StorageDay; amountCents: number };
type Quote = { streamId: string; at: number; shipmentId: string; quoteNumber: string; storageFeesCents: number };

/** Days of `from`..`to` that fall in `start`..`end` (to the end of time when `end` is null). */
const overlapDays = (from: StorageDay, to: StorageDay, start: StorageDay, end: StorageDay | null): number => {
  const first = from > start ? from : start;
  const last = end !== null && end < to ? end : to;
  return Math.max(0, daysBetween(first, last) + 1);
};

export const createReturnAudit = () => {
  const returns = new Map<string, ReturnFacts>();
  const payments = new Map<string, PaymentFacts>();
  const holds = new Map<string, Hold[]>();
  const accruals = new Map<string, Accrual[]>();
  const shipmentParcels = new Map<string, readonly string[]>();
  const quotes: Quote[] = [];

  const returnOf = (returnId: string, streamId: string): ReturnFacts => {
    const found = returns.get(returnId) ?? { streamId, state: initialReturnState(), opened: null, countedOn: null };
    returns.set(returnId, found);
    return found;
  };
  const paymentOf = (paymentId: string, streamId: string): PaymentFacts => {
    const found = payments.get(paymentId) ?? { streamId, returnId: null, paidCents: null, refundedCents: 0 };
    payments.set(paymentId, found);
    return found;
  };
  /** The hold of a parcel by a return, started at the earliest instant seen for it. */
  const holdFrom = (parcelId: string, returnId: string, at: string): Hold => {
    const parcelHolds = holds.get(parcelId) ?? [];
    holds.set(parcelId, parcelHolds);
    const instant = Date.parse(at);
    const existing = parcelHolds.find((hold) => hold.returnId === returnId);
    if (!existing) {
      const created: Hold = { returnId, startAt: instant, startDay: storageDayOf(new Date(instant)), endAt: null, resumedAfter: null };
      parcelHolds.push(created);
      return created;
    }
    if (instant < existing.startAt) Object.assign(existing, { startAt: instant, startDay: storageDayOf(new Date(instant)) });
    return existing;
  };

  const observeReturn = (event: AuditedReturnEvent & ReturnEvent): void => {
    const facts = returnOf(event.data.returnId, event.streamId);
    if (event.type === 'ReturnRequestOpened') {
      facts.opened = event.data;
      holdFrom(event.data.parcelId, event.data.returnId, event.occurredAt);
    }
    if (event.type === 'ReturnRequested') facts.countedOn = { paymentId: event.data.paymentId };
    facts.state = evolveReturn(facts.state, event);
  };

  const observe = (event: AuditedReturnEvent): void => {
    switch (event.type) {
      case 'ReturnRequestOpened':
      case 'ReturnRequested':
      case 'ReturnCheckoutAbandoned':
      case 'ReturnReceivedAtWarehouse':
      case 'ReturnSentToMerchant':
      case 'ReturnClosed':
      case 'ReturnRefused':
        observeReturn(event);
        return;
      case 'PaymentStarted':
        if (event.data.purpose.kind === 'return') paymentOf(event.data.paymentId, event.streamId).returnId = event.data.purpose.returnId;
        return;
      case 'PaymentSucceeded':
        paymentOf(event.data.paymentId, event.streamId).paidCents = event.data.amountCents;
        return;
      case 'PaymentRefunded':
        paymentOf(event.data.paymentId, event.streamId).refundedCents += event.data.amountCents;
        return;
      case 'ParcelReturnStarted':
        holdFrom(event.data.parcelId, event.data.returnId, event.occurredAt);
        return;
      case 'ParcelReturnReleased': {
        const hold = holdFrom(event.data.parcelId, event.data.returnId, event.occurredAt);
        Object.assign(hold, { endAt: Date.parse(event.occurredAt), resumedAfter: event.data.resumedAfter });
        return;
      }
      case 'ParcelReturned':
        // The parcel left with its return: the hold never ends.
        holdFrom(event.data.parcelId, event.data.returnId, event.occurredAt);
        return;
      case 'StorageFeeAccrued': {
        const { data } = event;
        accruals.set(data.parcelId, [...(accruals.get(data.parcelId) ?? []), { streamId: event.streamId, at: Date.parse(event.occurredAt), from: data.from, to: data.to, amountCents: data.amountCents }]);
        return;
      }
      case 'ShipmentRequested':
        shipmentParcels.set(event.data.shipmentId, event.data.parcelIds);
        return;
      case 'QuoteIssued':
        quotes.push({ streamId: event.streamId, at: Date.parse(event.occurredAt), shipmentId: event.data.shipmentId, quoteNumber: event.data.quoteNumber, storageFeesCents: event.data.storageFeesCents });
        return;
      default:
        return assertNever(event);
    }
  };

  /** The days of an accrual that its parcel spent in a return started before the accrual was made. */
  const returnDaysOf = (parcelId: string, accrual: Accrual): { hold: Hold; days: number }[] =>
    (holds.get(parcelId) ?? [])
      .filter((hold) => hold.startAt <= accrual.at)
      .map((hold) => ({ hold, days: overlapDays(accrual.from, accrual.to, hold.startDay, hold.resumedAfter) }))
      .filter(({ days }) => days > 0);

  const priceBreaches = (facts: ReturnFacts): ReturnBreach[] => {
    const { opened } = facts;
    if (!opened) return [];
    const found: ReturnBreach[] = [];
    const cost = returnCostOf({ weightKg: gramsToKilograms(opened.weightGrams), lengthCm: opened.lengthCm, widthCm: opened.widthCm, heightCm: opened.heightCm, urgency: opened.urgency });
    if (opened.costCents !== cost) {
      found.push({ streamId: facts.streamId, rule: 'return-price', message: `Retour ${opened.reference} : ${formatEuros(opened.costCents)} demandés, ${formatEuros(cost)} recalculés de sa demande` });
    }
    if ((opened.costCents > 0) !== (opened.paymentId !== null)) {
      found.push({
        streamId: facts.streamId,
        rule: 'return-price',
        message: `Retour ${opened.reference} : ${formatEuros(opened.costCents)} ${opened.paymentId === null ? 'sans paiement à encaisser' : `avec le paiement ${opened.paymentId} à encaisser`}`,
      });
    }
    // A request that counted must have counted on its own payment, once that payment took its price.
    if (facts.countedOn && opened.costCents > 0) {
      const { paymentId } = facts.countedOn;
      const payment = paymentId === null ? undefined : payments.get(paymentId);
      if (paymentId !== opened.paymentId || payment?.paidCents !== opened.costCents) {
        found.push({
          streamId: facts.streamId,
          rule: 'return-unpaid',
          message: `Retour ${opened.reference} compté ${paymentId === null ? 'sans paiement' : `sur le paiement ${paymentId}`}, ${payment?.paidCents == null ? 'rien encaissé' : `${formatEuros(payment.paidCents)} encaissés`} pour ${formatEuros(opened.costCents)}`,
        });
      }
    }
    return found;
  };

  const paymentBreaches = (paymentId: string, payment: PaymentFacts): ReturnBreach[] => {
    const { returnId, paidCents, refundedCents } = payment;
    if (returnId === null || paidCents === null || paidCents === 0) return [];
    const facts = returns.get(returnId);
    const reference = facts?.opened?.reference ?? returnId;
    const refundedWhole = refundedCents >= paidCents;
    const counted = facts?.countedOn?.paymentId === paymentId;
    const gave = `${formatEuros(paidCents)} encaissés, ${formatEuros(refundedCents)} rendus`;
    if (counted && facts?.state.status === 'refused') {
      return refundedWhole ? [] : [{ streamId: payment.streamId, rule: 'return-refused-unrefunded', message: `Retour ${reference} refusé, son paiement ${paymentId} non remboursé en entier (${gave})` }];
    }
    if (!counted) {
      return refundedWhole ? [] : [{ streamId: payment.streamId, rule: 'return-payment-unapplied', message: `Paiement ${paymentId} du retour ${reference} : ni porté à la demande ni remboursé (${gave})` }];
    }
    return refundedWhole
      ? [{ streamId: payment.streamId, rule: 'return-refunded-unrefused', message: `Retour ${reference} remboursé en entier sans avoir été refusé (paiement ${paymentId} : ${gave})` }]
      : [];
  };

  const accrualBreaches = (parcelId: string, accrual: Accrual): ReturnBreach[] =>
    returnDaysOf(parcelId, accrual).map(({ hold, days }) => ({
      streamId: accrual.streamId,
      rule: 'return-days-billed',
      message: `Frais de stockage du ${accrual.from} au ${accrual.to} : ${days} jour(s) passé(s) dans le retour ${returns.get(hold.returnId)?.opened?.reference ?? hold.returnId} (du ${hold.startDay}${hold.resumedAfter === null ? '' : ` au ${hold.resumedAfter}`}) facturé(s)`,
    }));

  /** A quote bills at most what its parcels accrued before it outside their returns. */
  const quoteBreaches = (quote: Quote): ReturnBreach[] => {
    const parcelIds = shipmentParcels.get(quote.shipmentId) ?? [];
    const held = parcelIds.some((parcelId) => (holds.get(parcelId) ?? []).some((hold) => hold.startAt <= quote.at));
    if (!held) return [];
    let outsideReturns = 0;
    for (const parcelId of parcelIds) {
      for (const accrual of (accruals.get(parcelId) ?? []).filter((candidate) => candidate.at <= quote.at)) {
        const inReturns = returnDaysOf(parcelId, accrual).reduce((sum, { days }) => sum + days, 0);
        outsideReturns += Math.max(0, accrual.amountCents - inReturns * storageFeePerDayCents);
      }
    }
    if (quote.storageFeesCents <= outsideReturns) return [];
    return [
      {
        streamId: quote.streamId,
        rule: 'quote-bills-return-days',
        message: `Devis ${quote.quoteNumber} : frais de stockage facturés ${formatEuros(quote.storageFeesCents)}, dont ${formatEuros(quote.storageFeesCents - outsideReturns)} au-delà des jours hors retour de ses colis`,
      },
    ];
  };

  const report = (): ReturnBreach[] => [
    ...[...returns.values()].flatMap(priceBreaches),
    ...[...payments].flatMap(([paymentId, payment]) => paymentBreaches(paymentId, payment)),
    ...[...accruals].flatMap(([parcelId, parcelAccruals]) => parcelAccruals.flatMap((accrual) => accrualBreaches(parcelId, accrual))),
    ...quotes.flatMap(quoteBreaches),
  ];

  return { observe, report, returnCount: () => [...returns.values()].filter((facts) => facts.opened !== null).length };
};
