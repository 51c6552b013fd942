import middy from '@middy/core';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { invoiceParamsSchema, invoicePdfLink, type InvoiceParams } from './invoice-views';

/** Back office: the signed link of any invoice or credit note. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, InvoiceParams>>()
  .use(httpPlatform({ name: 'get-invoice-pdf' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: invoiceParamsSchema }))
  .handler(async (_event, context) => json(200, await invoicePdfLink(context.params.number, () => true)));
