import middy from '@middy/core';
import { refundableCentsOf } from '../../domain/payment/payment';
import { staffRefundInputSchema, type StaffRefundAnswer, type StaffRefundInput } from '../../domain/payment/payment-input';
import { refundCategoryRequiredMessage, refundEffectOf } from '../../domain/payment/refund-effects';
import { IllegalStateError, ValidationError } from '../../domain/shared/errors';
import { exactEurosToCents } from '../../domain/shared/money';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { shipmentHasLeft } from '../shipments/queries';
import { paymentState } from './payment-command';
import { paymentParamsSchema, type PaymentParams } from './payment-views';
import { refundPayment } from './refunds';
import { refundTransfer } from './transfer-refunds';
import { clock } from '../platform/clock';

/**
 * Staff give money back, wholly or in part, with a reason. The refund's key (Stripe's idempotency key)
 * is derived from the request's Idempotency-Key: a retried request asks Stripe once; another request
 * is another refund. The answer is the version of the request; the refund shows once Stripe confirms it.
 * What a full refund undoes is `refundEffectOf`'s: a purchase or a return is refunded in full through its
 * own cancellation or refusal, and the whole price of a quote whose box left needs staff's category. A
 * payment received by transfer is given back by the transfer staff made, recorded at once with its bank reference.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<StaffRefundInput, PaymentParams>>()
  .use(httpPlatform({ name: 'refund-payment' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: staffRefundInputSchema(), params: paymentParamsSchema }))
  .handler(async (_event, context) => {
    const { paymentId } = context.params;
    const { reason, category } = context.body;
    const amountCents = exactEurosToCents(context.body.amountEuros);
    const payment = await paymentState(paymentId);
    // A missing or unpaid payment is the decider's to refuse, with its own message.
    if (payment.status !== 'unknown' && payment.paid) {
      const { purpose } = payment;
      const shipmentLeft = purpose.kind === 'quote' ? ((await shipmentHasLeft(purpose.shipmentId)) ?? false) : null;
      const effect = refundEffectOf({ purpose: purpose.kind, amountCents, refundableCents: refundableCentsOf(payment), shipmentLeft });
      if (effect.kind === 'refused') throw new IllegalStateError(effect.message);
      if (effect.kind === 'shipped_quote' && !category) throw new ValidationError(refundCategoryRequiredMessage, { category: refundCategoryRequiredMessage });
    }
    const commandContext = commandContextOf(context, clock.now());
    const refundKey = `staff-${idFromCommand('refund', commandContext.commandId)}`;
    const refund = { paymentId, refundKey, amountCents, cause: 'staff' as const, reason, ...(category ? { category } : {}) };
    // By the payment's method, which its decider holds to: a card through Stripe, a transfer by the one staff made back.
    const { bankReference } = context.body;
    const { version } = bankReference === undefined ? await refundPayment(refund, commandContext) : await refundTransfer({ ...refund, bankReference }, commandContext);
    const answer: StaffRefundAnswer = { paymentId, version };
    return json(200, answer);
  });
