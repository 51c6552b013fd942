import { streamIdOf } from '../../events/envelope';
import type { StoredEvent } from '../../events/catalog';
import type { QuoteExpired, ShipmentEvent } from '../../events/shipment-events';
import { foldEvents } from '../../domain/shared/decider';
import { shipmentDecider, shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { NotFoundError } from '../../domain/shared/errors';
import { loadStream } from '../platform/event-store';
import { followShipmentEvent } from '../parcels/commands';
import { issueQuoteCommand, quotePricingOf } from './quote-issuing';
import { emptyBodySchema } from '../platform/http/empty-body';
import { staffShipmentCommandHandler } from './shipment-command';

/**
 * Staff issue a new quote for an expired one: the same box, the plan in force and the rate card of
 * today, a new number and PDF. Its storage fees are those accrued up to its own issue (DECISIONS,
 * "Money, proven"): the parcels are back in storage since the expiry (applied here first, with the
 * reaction's own command ids, in case the reaction has not reached them yet), their days caught up.
 */
export const handler = staffShipmentCommandHandler({
  name: 'reissue-quote',
  body: emptyBodySchema,
  command: async (shipmentId, _body, context) => {
    const changesets = await loadStream(streamIdOf('shipment', shipmentId));
    // The shipment stream holds shipment events only.
    const events = changesets.flatMap((changeset) => changeset.events) as StoredEvent<ShipmentEvent>[];
    const state = foldEvents(shipmentDecider, events);
    if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
    const expiry = events.findLast(
      (event): event is StoredEvent<QuoteExpired> => event.type === 'QuoteExpired' && event.data.quoteNumber === state.quote?.quoteNumber,
    );
    // No expiry: the decider refuses the reissue, before any fee is accrued.
    if (!expiry) return (metadata) => ({ type: 'ReissueQuote', data: { shipmentId, pricing: { plan: { plan: 'free', version: 0 }, storageFeesCents: 0 } }, metadata });
    await followShipmentEvent(expiry, context.now);
    const pricing = await quotePricingOf(state.customerId, state.parcelIds, context);
    return (metadata) => ({ type: 'ReissueQuote', data: { shipmentId, pricing }, metadata });
  },
  run: issueQuoteCommand,
});
