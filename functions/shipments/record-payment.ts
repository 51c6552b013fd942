import { streamIdOf } from '../../events/envelope';
import { decideShipment, shipmentDecider, type RecordCardPayment, type ShipmentCommand } from '../../domain/shipment/shipment-commands';
import { recordPaymentInputSchema } from '../../domain/shipment/shipment-input';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { exactEurosToCents } from '../../domain/shared/money';
import { loadState, type CommandContext } from '../platform/command';
import { recordTransferPayment, transferPaymentIdOf } from '../payments/commands';
import { runShipmentCommand, staffShipmentCommandHandler, type ShipmentCommandBuilder } from './shipment-command';

/**
 * A bank transfer received for the quote is a payment like a card's: the quote's rules are checked
 * first (a quote waiting for payment, not expired, the exact amount, as staff type it), then the
 * payment is recorded (its invoice, its row, its revenue follow it), then it pays the quote as the
 * payments' reaction would (which finds it done). Recorded again with the same reference, nothing moves.
 */
const recordTransfer = async (shipmentId: string, command: ShipmentCommandBuilder, context: CommandContext): Promise<ShipmentCommandResult> => {
  const metadata = { now: context.now, actor: context.actor };
  const asked = command(metadata);
  if (asked.type !== 'RecordPayment') throw new Error(`commande ${asked.type} inattendue`);
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  // The staff-facing guards, with the amount field's message; nothing is written when they refuse.
  decideShipment(asked, state);
  if (state.status === 'unknown' || !state.quote) throw new Error(`expédition ${shipmentId} sans devis`);
  const { reference } = asked.data.payment;
  const receivedCents = exactEurosToCents(asked.data.payment.amountEuros);
  const { quoteNumber, totalCents } = state.quote;
  const paymentId = transferPaymentIdOf(shipmentId, reference);
  const pays = (paidAt: string): RecordCardPayment => ({
    type: 'RecordCardPayment',
    data: { shipmentId, quoteNumber, paymentId, amountCents: receivedCents, paidAt, bankReference: reference },
    metadata,
  });
  // The rules a payment of the quote meets (its validity at the instant received), before any money is recorded.
  decideShipment(pays(context.now.toISOString()), state);
  const { state: payment } = await recordTransferPayment(
    {
      paymentId,
      customerId: state.customerId,
      purpose: { kind: 'quote', shipmentId, quoteNumber },
      amountCents: totalCents,
      description: `Devis ${quoteNumber}`,
      bankReference: reference,
      receivedCents,
    },
    context,
  );
  const paidAt = payment.status === 'unknown' || !payment.paid ? context.now.toISOString() : payment.paid.paidAt;
  const cleared: ShipmentCommand = pays(paidAt);
  return runShipmentCommand(shipmentId, () => cleared, context);
};

export const handler = staffShipmentCommandHandler({
  name: 'record-payment',
  body: recordPaymentInputSchema,
  command: (shipmentId, payment) => (metadata) => ({ type: 'RecordPayment', data: { shipmentId, payment }, metadata }),
  run: recordTransfer,
});
