import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelEventDefinitions, type ParcelEvent } from '../../events/parcel-events';
import type { StoredEvent } from '../../events/catalog';
import { parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { historyLineOf, type ParcelHistory } from '../../domain/parcel/parcel-history';
import { NotFoundError } from '../../domain/shared/errors';
import { customerCards } from '../customers/queries';
import { loadStream } from '../platform/event-store';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';

const parcelEventTypes: ReadonlySet<string> = new Set(parcelEventDefinitions.map((definition) => definition.type));
const isParcelEvent = (event: StoredEvent): event is StoredEvent<ParcelEvent> => parcelEventTypes.has(event.type);

/** Kinds of actor who are people with an account (customers, staff): their names are read once for the page. */
const peopleKinds: ReadonlySet<string> = new Set(['customer', 'admin']);

/** The history tab: every event of the parcel's stream, in order, with who did it (read from the event store, not a read model). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ParcelParams>>()
  .use(httpPlatform({ name: 'get-parcel-history' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: parcelParamsSchema }))
  .handler(async (_event, { params }) => {
    const changesets = await loadStream(streamIdOf('parcel', params.parcelId));
    const events = changesets.flatMap((changeset) => changeset.events).filter(isParcelEvent);
    if (events.length === 0) throw new NotFoundError(parcelNotFoundMessage);
    const peopleIds = [...new Set(events.filter((event) => peopleKinds.has(event.actor.kind)).map((event) => event.actor.id))];
    const people = new Map((await customerCards(peopleIds)).map((person) => [person.customerId, person]));
    const history: ParcelHistory = {
      entries: events.map((event) => {
        const person = people.get(event.actor.id);
        return {
          version: event.version,
          type: event.type,
          ...historyLineOf(event),
          at: event.occurredAt,
          by: {
            kind: event.actor.kind,
            id: event.actor.id,
            name: person ? `${person.firstName} ${person.lastName}`.trim() : null,
            email: person?.email ?? null,
          },
        };
      }),
    };
    return json(200, history);
  });
