import type { StoredEvent } from '../../events/catalog';
import type { InvoiceEvent } from '../../events/invoice-events';
import type { PaymentRefunded, PaymentSucceeded } from '../../events/payment-events';
import { formatEuros } from '../shared/french-format';
import { documentNumberOf } from './numbering';

/**
 * The auditors' checks on invoicing (DECISIONS, "Money, proven"), over the whole history:
 * - numbers are continuous per series and year: sequences 1, 2, 3… with no gap and no duplicate, each
 *   at its own version of its series' stream, its number spelled from them;
 * - each succeeded payment has exactly one invoice, of the amount Stripe charged or the bank transfer brought;
 * - each refund (confirmed by Stripe, or a transfer back recorded by staff) has exactly one credit note, of the amount refunded;
 * - no document without its cause.
 */
export type AuditedInvoicingEvent = (InvoiceEvent | PaymentSucceeded | PaymentRefunded) & { streamId: string; version: number };

export const isAuditedInvoicingEvent = (event: StoredEvent): event is StoredEvent & AuditedInvoicingEvent =>
  event.type === 'InvoiceIssued' || event.type === 'CreditNoteIssued' || event.type === 'PaymentSucceeded' || event.type === 'PaymentRefunded';

export type InvoicingRule = 'numbering-gap' | 'numbering-duplicate' | 'numbering-mismatch' | 'invoice-count' | 'invoice-amount' | 'credit-note-count' | 'credit-note-amount';
export type InvoicingBreach = { streamId: string; rule: InvoicingRule; message: string };

type DocumentSeen = { number: string; streamId: string; totalCents: number };

export const createInvoicingAudit = () => {
  /** sequences seen per series stream */
  const sequences = new Map<string, number[]>();
  const paid = new Map<string, { streamId: string; amountCents: number }>();
  const refunded = new Map<string, { streamId: string; paymentId: string; amountCents: number }>();
  const invoicesByPayment = new Map<string, DocumentSeen[]>();
  const creditNotesByRefund = new Map<string, DocumentSeen[]>();
  /** breaches seen event by event; those across events are found in `report` */
  const mismatches: InvoicingBreach[] = [];
  let documents = 0;

  const push = <Value>(map: Map<string, Value[]>, key: string, value: Value) => map.set(key, [...(map.get(key) ?? []), value]);

  const observe = (event: AuditedInvoicingEvent) => {
    switch (event.type) {
      case 'PaymentSucceeded':
        paid.set(event.data.paymentId, { streamId: event.streamId, amountCents: event.data.amountCents });
        return;
      case 'PaymentRefunded':
        refunded.set(event.data.refundId, { streamId: event.streamId, paymentId: event.data.paymentId, amountCents: event.data.amountCents });
        return;
      case 'InvoiceIssued':
      case 'CreditNoteIssued': {
        documents += 1;
        const { data } = event;
        push(sequences, event.streamId, data.sequence);
        if (data.sequence !== event.version || data.number !== documentNumberOf(data.series, data.year, data.sequence)) {
          mismatches.push({ streamId: event.streamId, rule: 'numbering-mismatch', message: `${data.number} est à la position ${event.version} de sa série (numéro d'ordre ${data.sequence})` });
        }
        const seen = { number: data.number, streamId: event.streamId, totalCents: data.totalCents };
        if (event.type === 'InvoiceIssued') push(invoicesByPayment, event.data.paymentId, seen);
        else push(creditNotesByRefund, event.data.refundId, seen);
        return;
      }
      default:
        return;
    }
  };

  const numbering = (breaches: InvoicingBreach[]) => {
    for (const [streamId, seen] of sequences) {
      const sorted = [...seen].sort((a, b) => a - b);
      let expected = 1;
      for (const [index, sequence] of sorted.entries()) {
        if (index > 0 && sequence === sorted[index - 1]) {
          breaches.push({ streamId, rule: 'numbering-duplicate', message: `le numéro d'ordre ${sequence} est attribué plusieurs fois` });
          continue;
        }
        if (sequence !== expected) breaches.push({ streamId, rule: 'numbering-gap', message: `numéros manquants de ${expected} à ${sequence - 1}` });
        expected = sequence + 1;
      }
    }
  };

  const oneEach = (
    breaches: InvoicingBreach[],
    causes: Map<string, { streamId: string; amountCents: number }>,
    documentsByCause: Map<string, DocumentSeen[]>,
    rules: { count: InvoicingRule; amount: InvoicingRule },
    what: { document: string; cause: (key: string) => string },
  ) => {
    for (const [key, cause] of causes) {
      const found = documentsByCause.get(key) ?? [];
      if (found.length !== 1) {
        breaches.push({ streamId: cause.streamId, rule: rules.count, message: `${what.cause(key)} a ${found.length} ${what.document}(s) au lieu d'une` });
      }
      for (const document of found) {
        if (document.totalCents !== cause.amountCents) {
          breaches.push({
            streamId: document.streamId,
            rule: rules.amount,
            message: `${document.number} porte ${formatEuros(document.totalCents)} pour ${what.cause(key)} de ${formatEuros(cause.amountCents)}`,
          });
        }
      }
    }
    for (const [key, found] of documentsByCause) {
      if (!causes.has(key)) for (const document of found) breaches.push({ streamId: document.streamId, rule: rules.count, message: `${document.number} ne correspond à aucun(e) ${what.cause(key)}` });
    }
  };

  const report = (): readonly InvoicingBreach[] => {
    const breaches = [...mismatches];
    numbering(breaches);
    oneEach(breaches, paid, invoicesByPayment, { count: 'invoice-count', amount: 'invoice-amount' }, { document: 'facture', cause: (key) => `le paiement ${key}` });
    oneEach(breaches, refunded, creditNotesByRefund, { count: 'credit-note-count', amount: 'credit-note-amount' }, { document: 'avoir', cause: (key) => `le remboursement ${key}` });
    return breaches;
  };

  return { observe, report, documentCount: () => documents };
};
