import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { declareParcelInputSchema, type DeclareParcelInput } from '../../domain/parcel/parcel-input';
import { ConflictError } from '../../domain/shared/errors';
import { executeCommand, isDefiniteRefusal } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { loadStream } from '../platform/event-store';
import { release, reservationOf, reserve } from '../platform/reservations';
import { trackingReservation } from './tracking-reservation';
import { clock } from '../platform/clock';

const parisDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });

/** The refusal names the parcel declared first, as the customer knows it (read from its own stream: it may be a second old). */
const alreadyDeclared = async (key: string, trackingNumber: string): Promise<ConflictError> => {
  const held = await reservationOf(key);
  const [firstChangeset] = held ? await loadStream(streamIdOf('parcel', held.owner)) : [];
  const declared = firstChangeset?.events.find((event) => event.type === 'ParcelDeclared');
  if (declared?.type !== 'ParcelDeclared') return new ConflictError(`Vous avez déjà déclaré le colis ${trackingNumber}. Retrouvez-le dans « Mes colis ».`);
  const when = parisDate.format(new Date(declared.occurredAt));
  return new ConflictError(
    `Vous avez déjà déclaré le colis ${declared.data.trackingNumber} le ${when} (« ${declared.data.description} »). Retrouvez-le dans « Mes colis ».`,
  );
};

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<DeclareParcelInput>>()
  .use(httpPlatform({ name: 'declare-parcel' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: declareParcelInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    // Derived from the command, so a retried declaration lands on the same stream and is answered once.
    const parcelId = idFromCommand('parcel', commandContext.commandId);
    const customerId = commandContext.actor.id;
    const reservation = trackingReservation(customerId, context.body.trackingNumber);
    // A retry of this declaration holds the number already (same parcel); another declaration does not.
    if (!(await reserve(reservation, parcelId, { state: 'bound', now: commandContext.now }))) {
      throw await alreadyDeclared(reservation, context.body.trackingNumber);
    }
    const outcome = await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: {
        type: 'DeclareParcel',
        data: { parcelId, customerId, declaration: context.body },
        metadata: { now: commandContext.now, actor: commandContext.actor },
      },
      context: commandContext,
    }).catch(async (error: unknown) => {
      // Refused, so not declared: the number stays free for the declaration that will be. On an
      // unknown outcome (a timeout after the write) the parcel may exist: the number stays its own,
      // and a retry with the same key lands on it.
      if (isDefiniteRefusal(error)) await release(reservation, parcelId);
      throw error;
    });
    return json(outcome.replayed ? 200 : 201, { parcelId, status: outcome.state.status, version: outcome.version });
  });
