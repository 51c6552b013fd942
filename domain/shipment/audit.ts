import type { StoredEvent } from '../../events/catalog';
import type { ParcelEvent } from '../../events/parcel-events';
import type { ShipmentEvent, ShipmentProcessed } from '../../events/shipment-events';
import { formatEuros } from '../shared/french-format';
import { quoteAmounts, UnknownRateCardError } from './quote';

/**
 * The auditors' checks on shipments, run by `npm run replay` over the whole history:
 * - every quote's amounts equal their recomputation from its recorded inputs and rate card version;
 * - the storage fees billed on a quote equal the fees accrued as events on its parcels;
 * - no shipment leaves without its quote paid (the exact amount) or a reasoned waiver.
 * Events are given stream by stream in version order (the replay's guarantee), streams interleaved.
 */
export type AuditedEvent = (ParcelEvent | ShipmentEvent) & { streamId: string; occurredAt: string };

/** The events the audit reads, out of the whole feed: those of parcel and shipment streams. */
export const isAuditedEvent = (event: StoredEvent): event is StoredEvent & AuditedEvent => event.streamType === 'parcel' || event.streamType === 'shipment';

export type AuditBreach = { streamId: string; rule: 'quote-amounts' | 'quote-storage-fees' | 'shipped-unpaid'; message: string };

type ShipmentAudit = {
  parcelIds: readonly string[];
  processed: ShipmentProcessed['data'] | null;
  quotes: { quoteNumber: string; totalCents: number; storageFeesCents: number }[];
  paidQuote: string | null;
  waived: boolean;
};

export const createShipmentAudit = () => {
  const shipments = new Map<string, ShipmentAudit>();
  const accruedByParcel = new Map<string, number>();
  const breaches: AuditBreach[] = [];

  const observe = (event: AuditedEvent): void => {
    switch (event.type) {
      case 'StorageFeeAccrued':
        accruedByParcel.set(event.data.parcelId, (accruedByParcel.get(event.data.parcelId) ?? 0) + event.data.amountCents);
        return;
      case 'ShipmentRequested':
        shipments.set(event.streamId, { parcelIds: event.data.parcelIds, processed: null, quotes: [], paidQuote: null, waived: false });
        return;
      case 'ShipmentProcessed': {
        const shipment = shipments.get(event.streamId);
        if (shipment) shipment.processed = event.data;
        return;
      }
      case 'QuoteIssued': {
        const shipment = shipments.get(event.streamId);
        const quote = event.data;
        if (!shipment?.processed) {
          breaches.push({ streamId: event.streamId, rule: 'quote-amounts', message: `Devis ${quote.quoteNumber} émis sans traitement enregistré` });
          return;
        }
        shipment.quotes.push({ quoteNumber: quote.quoteNumber, totalCents: quote.totalCents, storageFeesCents: quote.storageFeesCents });
        try {
          const expected = quoteAmounts({ ...shipment.processed, subscriber: quote.subscriber, storageFeesCents: quote.storageFeesCents, rateCardVersion: quote.rateCardVersion });
          const same =
            expected.totalCents === quote.totalCents &&
            expected.totalExclVatCents === quote.totalExclVatCents &&
            expected.vatCents === quote.vatCents &&
            JSON.stringify(expected.lines) === JSON.stringify(quote.lines);
          if (!same) {
            breaches.push({
              streamId: event.streamId,
              rule: 'quote-amounts',
              message: `Devis ${quote.quoteNumber} : ${formatEuros(quote.totalCents)} enregistrés, ${formatEuros(expected.totalCents)} recalculés (grille ${quote.rateCardVersion})`,
            });
          }
        } catch (error) {
          const reason = error instanceof UnknownRateCardError ? error.message : String(error);
          breaches.push({ streamId: event.streamId, rule: 'quote-amounts', message: `Devis ${quote.quoteNumber} impossible à recalculer : ${reason}` });
        }
        return;
      }
      case 'QuotePaymentRecorded': {
        const shipment = shipments.get(event.streamId);
        const quote = shipment?.quotes.find((candidate) => candidate.quoteNumber === event.data.quoteNumber);
        if (shipment && quote && quote.totalCents === event.data.amountCents) shipment.paidQuote = quote.quoteNumber;
        return;
      }
      case 'ShipmentPaymentWaived': {
        const shipment = shipments.get(event.streamId);
        if (shipment && event.data.reason.trim() !== '') shipment.waived = true;
        return;
      }
      case 'ShipmentShipped': {
        const shipment = shipments.get(event.streamId);
        if (!shipment || (shipment.paidQuote === null && !shipment.waived)) {
          breaches.push({ streamId: event.streamId, rule: 'shipped-unpaid', message: 'Expédition partie sans devis payé ni dispense motivée' });
        }
        return;
      }
      default:
        return;
    }
  };

  /** Every breach found; the storage fees are compared once the whole history is read. */
  const report = (): AuditBreach[] => {
    const storage = [...shipments.entries()].flatMap(([streamId, shipment]): AuditBreach[] => {
      const billed = shipment.quotes.at(-1)?.storageFeesCents;
      if (billed === undefined) return [];
      const accrued = shipment.parcelIds.reduce((sum, parcelId) => sum + (accruedByParcel.get(parcelId) ?? 0), 0);
      return billed === accrued
        ? []
        : [{ streamId, rule: 'quote-storage-fees', message: `Frais de stockage facturés ${formatEuros(billed)}, accumulés ${formatEuros(accrued)} sur ses colis` }];
    });
    return [...breaches, ...storage];
  };

  return { observe, report, shipmentCount: () => shipments.size };
};
