import middy from '@middy/core';
import { bulkPutAwayInputSchema, type BulkPutAwayInput } from '../../domain/parcel/storage-location';
import type { BulkPutAwayResult } from '../../domain/parcel/parcel-views';
import { DomainError } from '../../domain/shared/errors';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { createLogger } from '../platform/logger';
import { putAwayParcel } from './put-away';
import { clock } from '../platform/clock';

const logger = createLogger({ handler: 'put-away-parcels' });
const unexpectedFailureMessage = 'Erreur inattendue : ce colis n’a pas été rangé, réessayez.';

/**
 * Several parcels on one shelf, from the list's selection. Each parcel is its own command: one that
 * cannot be put away (not received, unknown) is said by name and the others are put away all the same.
 * Each gets its own command id from the request's, so a retried request puts nothing away twice.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<BulkPutAwayInput>>()
  .use(httpPlatform({ name: 'put-away-parcels' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: bulkPutAwayInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { location, parcelIds } = context.body;
    const results: BulkPutAwayResult['results'] = [];
    for (const parcelId of new Set(parcelIds)) {
      try {
        const done = await putAwayParcel(parcelId, location, { ...commandContext, commandId: `${commandContext.commandId}#${parcelId}` });
        results.push({ ...done, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError)) logger.error('put-away-parcels: échec inattendu', { parcelId, error });
        results.push({ id: parcelId, ok: false, error: error instanceof DomainError ? error.message : unexpectedFailureMessage });
      }
    }
    const answer: BulkPutAwayResult = { location, results };
    return json(200, answer);
  });
