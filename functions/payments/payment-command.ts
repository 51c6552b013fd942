import { streamIdOf } from '../../events/envelope';
import { paymentDecider, type PaymentCommand } from '../../domain/payment/payment-commands';
import type { PaymentState } from '../../domain/payment/payment';
import { executeCommand, loadState, type CommandContext } from '../platform/command';

/** Every command on a payment: its stream, the decider, the state after it and the version to wait for. */
export const runPaymentCommand = async (
  paymentId: string,
  command: (metadata: { now: Date; actor: CommandContext['actor'] }) => PaymentCommand,
  context: CommandContext,
): Promise<{ state: PaymentState; version: number; appended: boolean }> => {
  const outcome = await executeCommand({
    decider: paymentDecider,
    streamType: 'payment',
    streamId: streamIdOf('payment', paymentId),
    command: command({ now: context.now, actor: context.actor }),
    context,
  });
  return { state: outcome.state, version: outcome.version, appended: !outcome.replayed && outcome.events.length > 0 };
};

/** A payment as its events tell it now, with its stream's version. */
export const loadPayment = (paymentId: string): Promise<{ state: PaymentState; version: number }> => loadState(paymentDecider, streamIdOf('payment', paymentId));

/** A payment as its events tell it now. */
export const paymentState = async (paymentId: string): Promise<PaymentState> => (await loadPayment(paymentId)).state;
