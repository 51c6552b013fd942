import middy from '@middy/core';
import { parcelAlreadyInReturnMessage, parcelInShipmentMessage, parcelNotFoundMessage } from '../../domain/return/return-commands';
import { returnRequestInputSchema, type ReturnRequestInput } from '../../domain/return/return-input';
import type { ReturnRequestAnswer } from '../../domain/return/return-views';
import { paymentServiceUnavailableMessage } from '../../domain/payment/payment-input';
import { IllegalStateError, NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { parcelForReturn } from '../parcels/queries';
import { startCardPayment } from '../payments/commands';
import { parcelHeldByShipment } from '../shipments/queries';
import { deleteObjects } from '../platform/files';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { idFromCommand } from '../platform/ids';
import { bind, release, reservationOf, reserve } from '../platform/reservations';
import type { CommandContext } from '../platform/command';
import { loadReturn, runReturnCommand } from './return-command';
import { returnParcelKey } from './queries';
import { keepReturnPhotos } from './return-photos';
import { clock } from '../platform/clock';

/** Stripe keeps a return's checkout page open this long: the parcel is held for the request meanwhile. */
const checkoutMinutes = 60;
/** Where Stripe sends the customer back: the returns page, which shows the request once its payment is confirmed. */
export const returnCheckoutPaths = { success: '/gestion-retour?payment=success', cancel: '/gestion-retour?payment=cancel' } as const;

/** Why an unpaid request ends when its customer asks again for the same parcel. */
export const supersededReason = 'Remplacée par une nouvelle demande du client';

/**
 * A customer back from Stripe's page without paying (or who closed it) asks again: the request still
 * waiting for its payment gives the parcel up (it ends abandoned; a payment of its page that still
 * arrives is refunded, as for any request that can no longer be paid). A request that counts keeps it.
 */
const takeOverUnpaidRequest = async (key: string, returnId: string, customerId: string, context: CommandContext) => {
  const holder = await reservationOf(key);
  if (!holder || holder.owner === returnId) return;
  const { state } = await loadReturn(holder.owner);
  if (state.status !== 'awaiting_payment' || state.customerId !== customerId || state.paymentId === null) return;
  const { paymentId } = state;
  await runReturnCommand(
    state.returnId,
    (metadata) => ({ type: 'AbandonReturnCheckout', data: { returnId: state.returnId, paymentId, reason: supersededReason }, metadata }),
    { ...context, commandId: `${context.commandId}:supersede:${state.returnId}` },
  );
  await release(key, state.returnId);
};

/**
 * "Demander un retour": a request for one of the customer's own returnable parcels. The parcel is taken
 * for this request by a conditional put, its photos re-checked and kept, the request written priced by
 * the one return-cost function; a free one counts at once, a paid one opens Stripe's checkout page and
 * counts when Stripe's webhook says it is paid. The answer says where to pay.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ReturnRequestInput>>()
  .use(httpPlatform({ name: 'request-return' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: returnRequestInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const customerId = sessionOf(context).userId;
    const { photoUploadIds, ...request } = context.body;
    // Derived from the request's idempotency key: a retry lands on the same request, payment and page.
    const returnId = idFromCommand('return', commandContext.commandId);
    const paymentId = idFromCommand('payment', `return:${commandContext.commandId}`);
    const parcel = await parcelForReturn(request.parcelId);
    // Someone else's parcel answers exactly like a missing one, before anything is reserved or read.
    if (!parcel || parcel.customerId !== customerId) throw new NotFoundError(parcelNotFoundMessage);

    // Asked for by a shipment a moment ago (the parcel's own events may not say it yet): not returnable.
    if (await parcelHeldByShipment(parcel.parcelId)) throw new IllegalStateError(parcelInShipmentMessage(parcel.trackingNumber));
    const key = returnParcelKey(parcel.parcelId);
    if (!(await reserve(key, returnId, { state: 'pending', now: commandContext.now }))) {
      await takeOverUnpaidRequest(key, returnId, customerId, commandContext);
      if (!(await reserve(key, returnId, { state: 'pending', now: commandContext.now }))) throw new IllegalStateError(parcelAlreadyInReturnMessage(parcel.trackingNumber));
    }
    let kept: Awaited<ReturnType<typeof keepReturnPhotos>> | undefined;
    let result: Awaited<ReturnType<typeof runReturnCommand>>;
    try {
      kept = await keepReturnPhotos(customerId, returnId, photoUploadIds);
      const photos = kept.photos;
      result = await runReturnCommand(
        returnId,
        (metadata) => ({ type: 'OpenReturnRequest', data: { returnId, customerId, request, parcel: { ...parcel, returnId: null }, photos, paymentId }, metadata }),
        commandContext,
      );
    } catch (error) {
      // Nothing written: the parcel is free again, and the kept copies go (the uploads stay for a retry, unless refused).
      await release(key, returnId);
      if (kept) await deleteObjects(kept.written);
      throw error;
    }
    await bind(key, returnId, returnId);
    await deleteObjects(kept.uploads);
    const { state } = result;
    if (state.status === 'unknown') throw new Error(`demande de retour ${returnId} absente après son écriture`);

    let checkoutUrl: string | null = null;
    const { version } = result;
    if (state.paymentId !== null && state.status === 'awaiting_payment') {
      const customer = await customerCard(customerId);
      const opened = await startCardPayment(
        {
          paymentId: state.paymentId,
          customerId,
          customerEmail: customer?.email ?? null,
          purpose: { kind: 'return', returnId, reference: state.reference },
          amountCents: state.costCents,
          description: `Retour ${state.reference} (colis ${parcel.trackingNumber})`,
          notAfter: new Date(commandContext.now.getTime() + checkoutMinutes * 60_000),
          returnPaths: returnCheckoutPaths,
        },
        commandContext,
      ).catch(async (error: unknown) => {
        // No page to pay on: the request never counts, and the parcel is free for another try.
        const abandonContext = { ...commandContext, commandId: `${commandContext.commandId}:abandon` };
        const pending = state.paymentId ?? paymentId;
        await runReturnCommand(returnId, (metadata) => ({ type: 'AbandonReturnCheckout', data: { returnId, paymentId: pending, reason: 'checkout_unavailable' }, metadata }), abandonContext);
        await release(key, returnId);
        throw new ServiceUnavailableError(paymentServiceUnavailableMessage, { cause: error });
      });
      checkoutUrl = opened.checkoutUrl;
    }
    const answer: ReturnRequestAnswer = { returnId, reference: state.reference, status: state.status, costCents: state.costCents, checkoutUrl, version };
    return json(result.replayed ? 200 : 201, answer);
  });
