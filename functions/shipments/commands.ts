import { streamIdOf } from '../../events/envelope';
import { shipmentDecider, type RefundQuotePayment } from '../../domain/shipment/shipment-commands';
import { executeCommand, type CommandContext } from '../platform/command';

/**
 * The shipments aggregate's published commands: what other aggregates may ask of a shipment. A card
 * payment Stripe confirmed pays the quote it was started for; when it cannot (the quote was paid
 * another way, expired or replaced), the decider refuses with a French message and the payment gives
 * the money back.
 */
export const recordCardPayment = async (
  payment: { shipmentId: string; quoteNumber: string; paymentId: string; amountCents: number; paidAt: string; bankReference?: string },
  context: CommandContext,
): Promise<{ version: number }> => {
  const outcome = await executeCommand({
    decider: shipmentDecider,
    streamType: 'shipment',
    streamId: streamIdOf('shipment', payment.shipmentId),
    command: { type: 'RecordCardPayment', data: payment, metadata: { now: context.now, actor: context.actor } },
    context,
  });
  return { version: outcome.version };
};

/**
 * A payment of the quote was refunded in full: before the box left, the quote is payable again; after,
 * the refund is recorded with its reason. `reference` is the payment's as the clearance records it (a
 * card payment's id); a payment that did not clear this quote changes nothing.
 */
export const refundQuotePayment = async (refund: RefundQuotePayment['data'], context: CommandContext): Promise<{ version: number }> => {
  const outcome = await executeCommand({
    decider: shipmentDecider,
    streamType: 'shipment',
    streamId: streamIdOf('shipment', refund.shipmentId),
    command: { type: 'RefundQuotePayment', data: refund, metadata: { now: context.now, actor: context.actor } },
    context,
  });
  return { version: outcome.version };
};
