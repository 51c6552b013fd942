import { streamIdOf } from '../../events/envelope';
import { loadStream } from '../platform/event-store';

/**
 * The purchases aggregate's published face: what others may ask of a buy-for-me request, read from its
 * own events.
 */

/** A line of what a customer paid for, taxes included. */
export type PaidPurchaseLine = { label: string; amountCents: number };

/**
 * The lines of the quote a payment of `paidCents` paid for: each article bought at its checked price and
 * the service fee of the plan in force (the shipping estimate only on the quotes that still charged it:
 * shipping is otherwise paid on the parcel's own quote). The latest quote of that amount is the one the
 * customer was shown when paying (staff may correct a quote before it is paid); null when none is.
 */
export const paidPurchaseLines = async (purchaseId: string, paidCents: number): Promise<readonly PaidPurchaseLine[] | null> => {
  const quotes = (await loadStream(streamIdOf('purchase', purchaseId)))
    .flatMap((changeset) => changeset.events)
    .flatMap((event) => (event.type === 'PurchaseQuoted' && event.data.totalCents === paidCents ? [event.data] : []));
  const quote = quotes.at(-1);
  if (!quote) return null;
  return [
    ...quote.items.map((item) => ({ label: `Achat pour vous : ${item.quantity} × ${item.name}`, amountCents: item.priceCents * item.quantity })),
    { label: 'Frais de service Achat pour moi', amountCents: quote.feeCents },
    { label: 'Expédition estimée', amountCents: quote.shippingCharged ? quote.shippingEstimateCents : 0 },
  ].filter((line) => line.amountCents > 0);
};
