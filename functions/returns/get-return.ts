import middy from '@middy/core';
import { returnNotFoundMessage } from '../../domain/return/return-commands';
import { listedReturnStatuses } from '../../domain/return/return-request';
import { NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { parcelCards } from '../parcels/queries';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getRowAtVersion } from '../platform/read-models';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { streamIdOf } from '../../events/envelope';
import { returnParamsSchema, toAdminReturn, type ReturnParams } from './return-views';
import { returnsProjection } from './returns-projection';

/** Back office: one return request with its photos, its customer and its parcel; `?version=N` waits for the command that returned N. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ReturnParams, VersionQuery>>()
  .use(httpPlatform({ name: 'get-return' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: returnParamsSchema, query: versionQuerySchema }))
  .handler(async (_event, context) => {
    const { returnId } = context.params;
    const found = await getRowAtVersion(returnsProjection, { returnId }, { streamId: streamIdOf('return', returnId), atLeastVersion: context.query.version ?? 0 });
    if (found.found !== 'row' || !(listedReturnStatuses as readonly string[]).includes(found.row.status)) throw new NotFoundError(returnNotFoundMessage);
    const { row } = found;
    const [customer, parcels] = await Promise.all([customerCard(row.customerId), parcelCards([row.parcelId])]);
    return json(200, await toAdminReturn(row, customer, parcels.get(row.parcelId)));
  });
