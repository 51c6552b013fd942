import middy from '@middy/core';
import * as z from 'zod';
import { paymentStatuses } from '../../domain/payment/payment';
import { adminPaymentListSortFields } from '../../domain/payment/payment-views';
import { addDays, startOfParisDay } from '../../domain/parcel/storage';
import { customerCards } from '../customers/queries';
import { invoiceNumbersOfPayments } from '../invoices/queries';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';
import { queryPage } from '../platform/read-models';
import { toAdminPaymentView } from './payment-views';
import { paymentCounters, paymentsProjection, type PaymentRow } from './payments-projection';

const day = z.iso.date({ error: 'La date doit être au format AAAA-MM-JJ' });

const paymentListQuerySchema = listQuerySchema(
  adminPaymentListSortFields,
  z.strictObject({ status: z.enum(paymentStatuses, { error: 'Statut inconnu' }).optional(), id: idsFilter, from: day.optional(), to: day.optional() }),
);

/** The sort keys of a range of days, Paris days as the staff read them (`atKey` is `<ISO time>#<paymentId>`). */
const dayRange = (from: string | undefined, to: string | undefined): readonly [string, string] | undefined => {
  if (!from && !to) return undefined;
  const lower = from ? startOfParisDay(from).toISOString() : '0000';
  const upper = to ? `${new Date(startOfParisDay(addDays(to, 1)).getTime() - 1).toISOString()}#\uffff` : '9999';
  return [lower, upper];
};

/** The page's customers in one batch read, and the invoices of its paid payments beside it. */
const views = async (rows: PaymentRow[]) => {
  const [customers, invoices] = await Promise.all([
    customerCards([...new Set(rows.map((row) => row.customerId))]),
    invoiceNumbersOfPayments(rows.filter((row) => row.paidAt !== null).map((row) => row.paymentId)),
  ]);
  const byId = new Map(customers.map((customer) => [customer.customerId, customer]));
  return rows.map((row) => toAdminPaymentView(row, byId.get(row.customerId), invoices.get(row.paymentId) ?? null));
};

/** The back office's card payments, newest first by default: all or by status, over a period of Paris days. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof paymentListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-payments' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: paymentListQuerySchema }))
  .handler(async (_event, { query }) => {
    const filter = query.filter ?? {};
    const { index, counter } = filter.status
      ? { index: { indexName: 'byStatus' as const, partition: filter.status }, counter: paymentCounters.byStatus(filter.status) }
      : { index: { indexName: 'all' as const, partition: 'payment' }, counter: paymentCounters.all };
    const descending = (query.sort?.[1] ?? 'DESC') === 'DESC';
    const range = dayRange(filter.from, filter.to);
    if (!range) {
      return listPage({ source: paymentsProjection, ids: filter.id, index, counter, descending, perPage: query.perPage, cursor: query.cursor, toView: { page: views } });
    }
    // A period is a range of the index's sort key; its size is not counted (that would read it all).
    const { rows, nextCursor } = await queryPage(paymentsProjection, { ...index, sortKeyRange: { between: range }, descending, limit: query.perPage, cursor: query.cursor });
    const total = !query.cursor && nextCursor === null ? rows.length : null;
    return json(200, { items: await views(rows), nextCursor, total });
  });
