import middy from '@middy/core';
import type * as z from 'zod';
import { statisticsQuerySchema } from '../../domain/statistics/statistics-views';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCounts } from '../platform/read-models';
import { statisticsCountersAt, statisticsFrom } from './statistics-figures';
import { clock } from '../platform/clock';

/** A BatchGet reads 100 keys at most: the list is cut in such slices, read side by side. */
const batchSize = 100;

/**
 * GET /admin/api/statistics?months=3|6|12: the back office's statistics, from totals kept by the
 * statistics projection. Reads a fixed number of totals (no scan, no list), whatever the history's size.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof statisticsQuerySchema>>>()
  .use(httpPlatform({ name: 'get-statistics' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: statisticsQuerySchema }))
  .handler(async (_event, { query }) => {
    const now = clock.now();
    const { all } = statisticsCountersAt(now, query.months);
    const slices = Array.from({ length: Math.ceil(all.length / batchSize) }, (_unused, index) => all.slice(index * batchSize, (index + 1) * batchSize));
    const counts = new Map((await Promise.all(slices.map(getCounts))).flatMap((slice) => [...slice]));
    return json(200, statisticsFrom(now, query.months, counts));
  });
