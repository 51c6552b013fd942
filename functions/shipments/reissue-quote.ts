import { streamIdOf } from '../../events/envelope';
import { shipmentDecider, shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { NotFoundError } from '../../domain/shared/errors';
import { loadState } from '../platform/command';
import { issueQuoteCommand, quotePricingOf } from './quote-issuing';
import { emptyBodySchema, staffShipmentCommandHandler } from './shipment-command';

/** Staff issue a new quote for an expired one: the same box, today's plan and rate card, a new number and PDF. */
export const handler = staffShipmentCommandHandler({
  name: 'reissue-quote',
  body: emptyBodySchema,
  command: async (shipmentId, _body, context) => {
    const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
    if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
    // The parcels are out of storage since the first quote: the fees it billed stay the same.
    const pricing = { ...(await quotePricingOf(state.customerId, [], context)), storageFeesCents: state.quote?.storageFeesCents ?? 0 };
    return (metadata) => ({ type: 'ReissueQuote', data: { shipmentId, pricing }, metadata });
  },
  run: issueQuoteCommand,
});
