import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { DocumentLine, InvoiceEvent } from '../../events/invoice-events';
import type { PaymentRefunded, PaymentSucceeded } from '../../events/payment-events';
import { formatEuros } from '../shared/french-format';
import { vatSplitLines } from './invoicing';
import { documentNumberOf, parisYearOf, seriesKeyOf } from './numbering';

/**
 * The auditors' checks on invoicing (DECISIONS, "Money, proven"), over the whole history:
 * - numbers are continuous per series and year: sequences 1, 2, 3… with no gap and no duplicate, each
 *   at its own version of its series' stream, its number spelled from them;
 * - each succeeded payment has exactly one invoice, of the amount Stripe charged or the bank transfer brought;
 * - each refund (confirmed by Stripe, or a transfer back recorded by staff) has exactly one credit note, of the amount refunded;
 * - no document without its cause;
 * - a document's lines are split into HT and TVA as the invoicing splits them, and add up to its HT,
 *   TVA and TTC to the cent;
 * - a document is numbered in the series of the Paris year of what it records: the payment (as Stripe
 *   dated it, or the transfer as recorded) for an invoice, the refund for a credit note;
 * - a credit note names the payment it refunds and that payment's invoice.
 */
export type AuditedInvoicingEvent = (InvoiceEvent | PaymentSucceeded | PaymentRefunded) & { streamId: string; version: number };

export const isAuditedInvoicingEvent = (event: StoredEvent): event is StoredEvent & AuditedInvoicingEvent =>
  event.type === 'InvoiceIssued' || event.type === 'CreditNoteIssued' || event.type === 'PaymentSucceeded' || event.type === 'PaymentRefunded';

export type InvoicingRule =
  | 'numbering-gap'
  | 'numbering-duplicate'
  | 'numbering-mismatch'
  | 'invoice-count'
  | 'invoice-amount'
  | 'credit-note-count'
  | 'credit-note-amount'
  | 'document-lines'
  | 'document-year'
  | 'credit-note-invoice';
export type InvoicingBreach = { streamId: string; rule: InvoicingRule; message: string };

type DocumentSeen = { number: string; streamId: string; totalCents: number; year: number; issuedAt: string };
type CreditNoteSeen = DocumentSeen & { paymentId: string; invoiceNumber: string; invoiceIssuedAt: string };

const centsOf = (line: DocumentLine) =>
  [line.quantity, line.unitPriceExclVatCents, line.totalExclVatCents, line.vatRatePercent, line.vatCents, line.totalCents].join('/');

/** Lines split otherwise than the invoicing splits their amounts, or that do not add up to the document's totals. */
const linesBreach = (streamId: string, document: InvoiceEvent['data']): InvoicingBreach | null => {
  const { lines } = document;
  const split = vatSplitLines(lines.map((line) => ({ label: line.label, amountCents: line.totalCents })));
  const sum = (cents: (line: DocumentLine) => number) => lines.reduce((total, line) => total + cents(line), 0);
  const [exclVat, vat, total] = [sum((line) => line.totalExclVatCents), sum((line) => line.vatCents), sum((line) => line.totalCents)];
  const splitAsInvoicing = lines.every((line, position) => split[position] !== undefined && centsOf(line) === centsOf(split[position]));
  if (splitAsInvoicing && exclVat === document.totalExclVatCents && vat === document.vatCents && total === document.totalCents) return null;
  return {
    streamId,
    rule: 'document-lines',
    message: `${document.number} : lignes de ${formatEuros(exclVat)} HT, ${formatEuros(vat)} de TVA, ${formatEuros(total)} TTC${splitAsInvoicing ? '' : ' (ventilation HT/TVA autre que celle de la facturation)'} pour un document de ${formatEuros(document.totalExclVatCents)} HT, ${formatEuros(document.vatCents)} de TVA, ${formatEuros(document.totalCents)} TTC`,
  };
};

export const createInvoicingAudit = () => {
  /** sequences seen per series stream */
  const sequences = new Map<string, number[]>();
  const paid = new Map<string, { streamId: string; amountCents: number; paidAt: string }>();
  const refunded = new Map<string, { streamId: string; paymentId: string; amountCents: number; refundedAt: string }>();
  const invoicesByPayment = new Map<string, DocumentSeen[]>();
  const creditNotesByRefund = new Map<string, CreditNoteSeen[]>();
  /** breaches seen event by event; those across events are found in `report` */
  const mismatches: InvoicingBreach[] = [];
  let documents = 0;

  const push = <Value>(map: Map<string, Value[]>, key: string, value: Value) => map.set(key, [...(map.get(key) ?? []), value]);

  const observe = (event: AuditedInvoicingEvent) => {
    switch (event.type) {
      case 'PaymentSucceeded':
        paid.set(event.data.paymentId, { streamId: event.streamId, amountCents: event.data.amountCents, paidAt: event.data.paidAt });
        return;
      case 'PaymentRefunded':
        refunded.set(event.data.refundId, { streamId: event.streamId, paymentId: event.data.paymentId, amountCents: event.data.amountCents, refundedAt: event.data.refundedAt });
        return;
      case 'InvoiceIssued':
      case 'CreditNoteIssued': {
        documents += 1;
        const { data } = event;
        push(sequences, event.streamId, data.sequence);
        if (data.sequence !== event.version || data.number !== documentNumberOf(data.series, data.year, data.sequence)) {
          mismatches.push({ streamId: event.streamId, rule: 'numbering-mismatch', message: `${data.number} est à la position ${event.version} de sa série (numéro d'ordre ${data.sequence})` });
        }
        const series = streamIdOf('invoicing', seriesKeyOf(data.series, data.year));
        if (event.streamId !== series) {
          mismatches.push({ streamId: event.streamId, rule: 'document-year', message: `${data.number} de l'année ${data.year} rangé dans ${event.streamId}, au lieu de ${series}` });
        }
        const lines = linesBreach(event.streamId, data);
        if (lines) mismatches.push(lines);
        const seen = { number: data.number, streamId: event.streamId, totalCents: data.totalCents, year: data.year, issuedAt: data.issuedAt };
        if (event.type === 'InvoiceIssued') push(invoicesByPayment, event.data.paymentId, seen);
        else push(creditNotesByRefund, event.data.refundId, { ...seen, paymentId: event.data.paymentId, invoiceNumber: event.data.invoiceNumber, invoiceIssuedAt: event.data.invoiceIssuedAt });
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

  /** Each document in the series of the Paris year of what it records. */
  const years = (breaches: InvoicingBreach[]) => {
    const check = (document: DocumentSeen, instant: string, what: string) => {
      const year = parisYearOf(instant);
      if (document.year !== year) breaches.push({ streamId: document.streamId, rule: 'document-year', message: `${document.number} numéroté en ${document.year} pour ${what} du ${instant}, de l'année ${year} à Paris` });
    };
    for (const [paymentId, found] of invoicesByPayment) {
      const payment = paid.get(paymentId);
      if (payment) for (const invoice of found) check(invoice, payment.paidAt, `le paiement ${paymentId}`);
    }
    for (const [refundId, found] of creditNotesByRefund) {
      const refund = refunded.get(refundId);
      if (refund) for (const note of found) check(note, refund.refundedAt, `le remboursement ${refundId}`);
    }
  };

  /** A credit note names the payment its refund gave back, and that payment's invoice (its number and date). */
  const creditNotesOnTheirInvoice = (breaches: InvoicingBreach[]) => {
    for (const [refundId, found] of creditNotesByRefund) {
      const refund = refunded.get(refundId);
      if (!refund) continue;
      const invoice = invoicesByPayment.get(refund.paymentId)?.[0];
      for (const note of found) {
        if (note.paymentId === refund.paymentId && note.invoiceNumber === invoice?.number && note.invoiceIssuedAt === invoice.issuedAt) continue;
        breaches.push({
          streamId: note.streamId,
          rule: 'credit-note-invoice',
          message: `${note.number} corrige ${note.invoiceNumber} (paiement ${note.paymentId}) ; le remboursement ${refundId} rend le paiement ${refund.paymentId}, ${invoice ? `facturé par ${invoice.number} du ${invoice.issuedAt}` : 'sans facture'}`,
        });
      }
    }
  };

  const report = (): readonly InvoicingBreach[] => {
    const breaches = [...mismatches];
    numbering(breaches);
    oneEach(breaches, paid, invoicesByPayment, { count: 'invoice-count', amount: 'invoice-amount' }, { document: 'facture', cause: (key) => `le paiement ${key}` });
    oneEach(breaches, refunded, creditNotesByRefund, { count: 'credit-note-count', amount: 'credit-note-amount' }, { document: 'avoir', cause: (key) => `le remboursement ${key}` });
    years(breaches);
    creditNotesOnTheirInvoice(breaches);
    return breaches;
  };

  return { observe, report, documentCount: () => documents };
};
