import middy from '@middy/core';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { invoiceParamsSchema, invoicePdfLink, type InvoiceParams } from './invoice-views';

/** The signed link of one of the customer's invoices or credit notes; another customer's answers 404, as a number never issued. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, InvoiceParams>>()
  .use(httpPlatform({ name: 'get-my-invoice-pdf' }))
  .use(authenticate('customer'))
  .use(parseRequest({ params: invoiceParamsSchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    return json(200, await invoicePdfLink(context.params.number, (row) => row.customerId === customerId));
  });
