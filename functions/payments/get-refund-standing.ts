import middy from '@middy/core';
import { refundableCentsOf } from '../../domain/payment/payment';
import { paymentNotFoundMessage } from '../../domain/payment/payment-commands';
import type { RefundStanding } from '../../domain/payment/payment-input';
import { NotFoundError } from '../../domain/shared/errors';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { shipmentHasLeft } from '../shipments/queries';
import { paymentState } from './payment-command';
import { paymentParamsSchema, type PaymentParams } from './payment-views';

/**
 * What the refund dialog reads before staff confirm: the facts the refund handler decides on (the
 * payment's events, its quote's shipment), so the dialog says what the refund will undo as the
 * server will judge it.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, PaymentParams>>()
  .use(httpPlatform({ name: 'get-refund-standing' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: paymentParamsSchema }))
  .handler(async (_event, { params }) => {
    const { paymentId } = params;
    const payment = await paymentState(paymentId);
    if (payment.status === 'unknown') throw new NotFoundError(paymentNotFoundMessage);
    const { purpose } = payment;
    const standing: RefundStanding = {
      paymentId,
      purpose: purpose.kind,
      refundableCents: refundableCentsOf(payment),
      shipmentLeft: purpose.kind === 'quote' ? ((await shipmentHasLeft(purpose.shipmentId)) ?? false) : null,
    };
    return json(200, standing);
  });
