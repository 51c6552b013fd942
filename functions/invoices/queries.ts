import { queryPage } from '../platform/read-models';
import { invoicesProjection } from './invoices-projection';

/**
 * What other aggregates may read of invoicing. The invoice of a payment, as the read model has it
 * (one query on its payment, the invoice before its credit notes); undefined while none is issued or
 * projected yet.
 */
export const invoiceOfPayment = async (paymentId: string): Promise<{ number: string; issuedAt: string } | undefined> => {
  const { rows } = await queryPage(invoicesProjection, { indexName: 'byPayment', partition: paymentId, descending: false, limit: 10 });
  const row = rows.find((candidate) => candidate.kind === 'invoice');
  return row ? { number: row.number, issuedAt: row.issuedAt } : undefined;
};

/** The invoice numbers of a page of payments, the queries side by side (a page is at most 100 payments). */
export const invoiceNumbersOfPayments = async (paymentIds: readonly string[]): Promise<Map<string, string>> => {
  const found = await Promise.all([...new Set(paymentIds)].map(async (paymentId) => [paymentId, (await invoiceOfPayment(paymentId))?.number] as const));
  return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
};
