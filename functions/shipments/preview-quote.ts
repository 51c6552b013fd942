import middy from '@middy/core';
import type { QuoteIssued, ShipmentProcessed } from '../../events/shipment-events';
import { streamIdOf } from '../../events/envelope';
import { NotFoundError } from '../../domain/shared/errors';
import { decideShipment, shipmentDecider, shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { processShipmentInputSchema, type ProcessShipmentInput } from '../../domain/shipment/shipment-input';
import { quotePreviewOf, type QuotePreview } from '../../domain/shipment/quote-preview';
import { loadState } from '../platform/command';
import { actorOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { shipmentParamsSchema, type ShipmentParams } from './shipment-views';
import { quotePricingPreviewOf } from './quote-issuing';
import { clock } from '../platform/clock';

/**
 * POST /admin/api/shipments/{shipmentId}/quote-preview: the quote the processing panel's values would issue
 * now, decided as the processing command decides it (plan in force from the subscription stream, storage
 * the quote bills, rate card in force) and neither appended nor accrued. The decider's refusals (a box the
 * card does not price, a total no payment can settle, a request already processed) answer as the command's.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ProcessShipmentInput, ShipmentParams>>()
  .use(httpPlatform({ name: 'preview-quote' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: processShipmentInputSchema, params: shipmentParamsSchema }))
  .handler(async (_event, context) => {
    const { shipmentId } = context.params;
    const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
    if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
    const now = clock.now();
    const pricing = await quotePricingPreviewOf(state.customerId, state.parcelIds, now);
    const events = decideShipment({ type: 'ProcessShipment', data: { shipmentId, processing: context.body, pricing }, metadata: { now, actor: actorOf(context.session) } }, state);
    const processed = events.find((event): event is ShipmentProcessed => event.type === 'ShipmentProcessed');
    const quote = events.find((event): event is QuoteIssued => event.type === 'QuoteIssued');
    if (!processed || !quote) throw new Error('Le traitement n’a émis aucun devis');
    const preview: QuotePreview = quotePreviewOf(processed.data, quote.data);
    return json(200, preview);
  });
