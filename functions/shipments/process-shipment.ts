import { streamIdOf } from '../../events/envelope';
import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import { processShipmentInputSchema } from '../../domain/shipment/shipment-input';
import { NotFoundError } from '../../domain/shared/errors';
import { shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { loadState } from '../platform/command';
import { issueQuoteCommand, quotePricingOf } from './quote-issuing';
import { staffShipmentCommandHandler } from './shipment-command';

/**
 * The processing panel (spec 3, section 2.6): the final box measured, destination, service, extra fees
 * and notes. The parcels' storage fees are accrued up to today, the quote is issued with its PDF, and the
 * parcels become ready to ship. Processed once: a second member of staff gets the French 409.
 */
export const handler = staffShipmentCommandHandler({
  name: 'process-shipment',
  body: processShipmentInputSchema,
  command: async (shipmentId, processing, context) => {
    const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
    if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
    // A request already processed (or cancelled) is refused by the decider, before any fee is accrued.
    const pricing = state.status === 'requested' ? await quotePricingOf(state.customerId, state.parcelIds, context) : { plan: { plan: 'free' as const, version: 0 }, storageFeesCents: 0 };
    return (metadata) => ({ type: 'ProcessShipment', data: { shipmentId, processing, pricing }, metadata });
  },
  run: issueQuoteCommand,
});
