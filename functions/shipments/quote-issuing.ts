import { streamIdOf } from '../../events/envelope';
import type { QuoteIssued, ShipmentEvent } from '../../events/shipment-events';
import type { ShipmentState } from '../../domain/shipment/shipment';
import { decideShipment, shipmentDecider, type QuotePricing, type ShipmentCommand } from '../../domain/shipment/shipment-commands';
import { planInForce } from '../subscriptions/queries';
import { customerCard } from '../customers/queries';
import { loadState, type CommandContext } from '../platform/command';
import { deleteObjects, writeObject } from '../platform/files';
import { accrueStorageFeesThroughToday } from '../parcels/commands';
import { parcelCards, storageFeesBilledAt } from '../parcels/queries';
import { renderQuotePdf } from './documents/quote-pdf';
import { quoteDocumentOf } from './shipment-documents';
import { runShipmentCommand, type ShipmentCommandBuilder } from './shipment-command';

type KnownShipment = Exclude<ShipmentState, { status: 'unknown' }>;

/**
 * What prices a quote besides the form: the plan in force now, read from the customer's subscription
 * stream (recorded on the quote with the stream's version), and the storage fees accrued through today.
 */
export const quotePricingOf = async (customerId: string, parcelIds: readonly string[], context: CommandContext): Promise<QuotePricing> => ({
  plan: await planInForce(customerId, context.now),
  storageFeesCents: await accrueStorageFeesThroughToday(parcelIds, context),
});

/**
 * The same pricing, read without accruing anything (the processing panel's preview): the plan in force read
 * as above, the storage fees the quote would accrue and bill at `now`.
 */
export const quotePricingPreviewOf = async (customerId: string, parcelIds: readonly string[], now: Date): Promise<QuotePricing> => {
  const [plan, storageFeesCents] = await Promise.all([planInForce(customerId, now), storageFeesBilledAt(parcelIds, now)]);
  return { plan, storageFeesCents };
};

/**
 * Processing and reissuing issue a quote: its PDF is rendered and stored first (from the very events
 * the command will append: the decider is pure and the command's time is fixed), then the events are
 * appended. An append that fails removes the PDF it stored; a retried request writes the same bytes.
 */
export const issueQuoteCommand = async (shipmentId: string, command: ShipmentCommandBuilder, context: CommandContext) => {
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  const quote = state.status === 'unknown' ? undefined : await storeQuotePdf(state, command({ now: context.now, actor: context.actor }), context.now);
  try {
    return await runShipmentCommand(shipmentId, command, context);
  } catch (error) {
    if (quote) await deleteObjects([quote.data.pdfKey]);
    throw error;
  }
};

/**
 * The quote the command would issue, rendered and stored. A command the decider refuses stores nothing:
 * the command itself then answers (a retry of a request already done replays its first answer).
 */
const storeQuotePdf = async (state: KnownShipment, command: ShipmentCommand, now: Date): Promise<QuoteIssued | undefined> => {
  let events: ShipmentEvent[];
  try {
    events = decideShipment(command, state);
  } catch {
    return undefined;
  }
  const quote = events.find((event): event is QuoteIssued => event.type === 'QuoteIssued');
  const quoted = events.reduce(shipmentDecider.evolve, state);
  if (!quote || quoted.status === 'unknown') return undefined;
  const [customer, parcels] = await Promise.all([customerCard(state.customerId), parcelCards(state.parcelIds)]);
  await writeObject(quote.data.pdfKey, await renderQuotePdf(quoteDocumentOf(quoted, quote.data, now, customer, parcels)), 'application/pdf');
  return quote;
};
