import middy from '@middy/core';
import { notBoughtYetMessage } from '../../domain/purchase/purchase-commands';
import { purchaseNotFoundMessage } from '../../domain/purchase/purchase';
import { IllegalStateError, NotFoundError } from '../../domain/shared/errors';
import { receiveGoodsBoughtForCustomer } from '../parcels/commands';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { loadPurchase, runPurchaseCommand } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';
import { purchaseArrivalInputSchema, type PurchaseArrivalInput } from './staff-inputs';
import { clock } from '../platform/clock';

/**
 * The goods bought arrived at the warehouse: they become the customer's parcel (declared for him and
 * received with these measurements), linked to the request, which is then received. The parcel's id
 * derives from the request, so a second attempt lands on the same parcel.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<PurchaseArrivalInput, PurchaseParams>>()
  .use(httpPlatform({ name: 'record-purchase-arrival' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: purchaseArrivalInputSchema, params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { purchaseId } = context.params;
    const { state } = await loadPurchase(purchaseId);
    if (state.status === 'unknown') throw new NotFoundError(purchaseNotFoundMessage);
    const parcelId = idFromCommand('parcel', `purchase-arrival:${purchaseId}`);
    if (state.status === 'recue') return json(200, { purchaseId, status: state.status, parcelId: state.parcelId });
    if (state.status !== 'achetee') throw new IllegalStateError(notBoughtYetMessage);
    const { carrier, trackingNumber, ...measurements } = context.body;
    await receiveGoodsBoughtForCustomer(
      {
        parcelId,
        customerId: state.customerId,
        shopName: state.request.shopName,
        carrier,
        trackingNumber,
        description: `Achat pour moi — ${state.request.shopName} (commande ${state.orderReference ?? ''})`,
        declaredValueCents: state.quote?.itemsCents ?? 0,
        measurements,
      },
      commandContext,
    );
    const outcome = await runPurchaseCommand(purchaseId, (metadata) => ({ type: 'RecordPurchaseArrival', data: { purchaseId, parcelId }, metadata }), commandContext);
    return json(200, { purchaseId, status: outcome.status, version: outcome.version, parcelId });
  });
