import type { CreditNoteIssued, DocumentBuyer, DocumentLine, InvoiceEvent, InvoiceIssued } from '../../events/invoice-events';
import { divide, exactly, roundToInteger } from '../pricing/exact-ratio';
import { assertNever, type Decider } from '../shared/decider';
import { IllegalStateError, ValidationError } from '../shared/errors';
import { formatEuros } from '../shared/french-format';
import { vatRatePercent } from '../shipment/quote';
import { creditNoteSeries, documentNumberOf, invoiceSeries, parisYearOf, pdfKeyOf } from './numbering';

/**
 * The rules of issuing a document in a series, decided over the series' tail (its last documents,
 * never the whole year): the next sequence follows the last one, and a cause (a payment for an
 * invoice, a refund for a credit note) that already has its document gets nothing more.
 *
 * Amounts are what was paid or refunded, taxes included; the VAT (20 %) is included in them:
 * HT = TTC / 1.2 rounded once to the cent, TVA = TTC − HT, as quotes do.
 */
export type SeriesTail = {
  /** the sequence of the last document of the series (0 for an empty series) */
  lastSequence: number;
  /** causes seen in the tail read: `payment:<id>` for invoices, `refund:<id>` for credit notes */
  causes: ReadonlyMap<string, string>;
};

export const paymentCause = (paymentId: string) => `payment:${paymentId}`;
export const refundCause = (refundId: string) => `refund:${refundId}`;
/** What a document was issued for: its payment (an invoice) or its refund (a credit note). */
export const causeOfDocument = (event: InvoiceEvent): string =>
  event.type === 'InvoiceIssued' ? paymentCause(event.data.paymentId) : refundCause(event.data.refundId);

export type IssueInvoice = {
  type: 'IssueInvoice';
  year: number;
  payment: { paymentId: string; customerId: string; description: string; paidCents: number; paidAt: string; paymentIntentId: string | null; bankReference?: string };
  /**
   * What was paid for, line by line, taxes included (a quote's shipping, storage and extra fees); the
   * invoice has them when they add up to what was paid, else one line for the whole amount.
   */
  lines?: readonly { label: string; amountCents: number }[];
  buyer: DocumentBuyer;
  issuedAt: string;
};

export type IssueCreditNote = {
  type: 'IssueCreditNote';
  year: number;
  payment: { paymentId: string; customerId: string; description: string; paidCents: number };
  invoice: { number: string; issuedAt: string };
  refund: { refundId: string; amountCents: number; refundedAt: string; bankReference?: string };
  buyer: DocumentBuyer;
  issuedAt: string;
};

export type InvoicingCommand = IssueInvoice | IssueCreditNote;

export const refundAbovePaymentMessage = 'Un avoir ne peut dépasser le montant payé de sa facture.';
export const wrongYearMessage = "Un document est numéroté dans l'année (heure de Paris) de ce qu'il constate.";

/** TTC split into HT and TVA with one rounding: HT + TVA = TTC exactly. */
export const vatSplit = (totalCents: number): { totalExclVatCents: number; vatCents: number } => {
  const totalExclVatCents = roundToInteger(divide(exactly(totalCents), divide(exactly(100 + vatRatePercent), exactly(100))));
  return { totalExclVatCents, vatCents: totalCents - totalExclVatCents };
};

/** One line for the whole amount: what the customer paid for, as the payment names it. */
const singleLine = (label: string, totalCents: number): DocumentLine => {
  const { totalExclVatCents, vatCents } = vatSplit(totalCents);
  return { label, quantity: 1, unitPriceExclVatCents: totalExclVatCents, totalExclVatCents, vatRatePercent, vatCents, totalCents };
};

/**
 * Lines taxes included, split into HT and TVA so that the lines add up to the one split of their total
 * (HT rounded once, as the quote did): each line's HT is rounded down, and the cents still missing go
 * to the lines whose exact HT lost the most (the earlier line first on a tie).
 */
export const vatSplitLines = (lines: readonly { label: string; amountCents: number }[]): DocumentLine[] => {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const { totalExclVatCents } = vatSplit(total);
  const divisor = 100 + vatRatePercent;
  const exact = lines.map((line, position) => ({ position, floor: Math.floor((line.amountCents * 100) / divisor), lost: (line.amountCents * 100) % divisor }));
  let missing = totalExclVatCents - exact.reduce((sum, line) => sum + line.floor, 0);
  const exclVat = exact.map((line) => line.floor);
  for (const line of [...exact].sort((left, right) => right.lost - left.lost || left.position - right.position)) {
    if (missing <= 0) break;
    exclVat[line.position] = (exclVat[line.position] ?? 0) + 1;
    missing -= 1;
  }
  return lines.map((line, position) => {
    const lineExclVat = exclVat[position] ?? 0;
    return {
      label: line.label,
      quantity: 1,
      unitPriceExclVatCents: lineExclVat,
      totalExclVatCents: lineExclVat,
      vatRatePercent,
      vatCents: line.amountCents - lineExclVat,
      totalCents: line.amountCents,
    };
  });
};

const invoiceLines = (command: IssueInvoice): DocumentLine[] => {
  const { lines, payment } = command;
  const detailed = lines !== undefined && lines.length > 0 && lines.reduce((sum, line) => sum + line.amountCents, 0) === payment.paidCents;
  return detailed ? vatSplitLines(lines) : [singleLine(payment.description, payment.paidCents)];
};

const issueInvoice = (command: IssueInvoice, tail: SeriesTail): InvoiceIssued[] => {
  const { payment, year } = command;
  if (year !== parisYearOf(payment.paidAt)) throw new IllegalStateError(wrongYearMessage);
  if (tail.causes.has(paymentCause(payment.paymentId))) return [];
  const sequence = tail.lastSequence + 1;
  const number = documentNumberOf(invoiceSeries, year, sequence);
  const lines = invoiceLines(command);
  const totalExclVatCents = lines.reduce((sum, line) => sum + line.totalExclVatCents, 0);
  return [
    {
      type: 'InvoiceIssued',
      data: {
        number,
        series: 'FAC',
        year,
        sequence,
        paymentId: payment.paymentId,
        customerId: payment.customerId,
        buyer: command.buyer,
        description: payment.description,
        lines,
        totalExclVatCents,
        vatCents: payment.paidCents - totalExclVatCents,
        totalCents: payment.paidCents,
        issuedAt: command.issuedAt,
        pdfKey: pdfKeyOf('FAC', year, number),
        paidCents: payment.paidCents,
        paidAt: payment.paidAt,
        paymentIntentId: payment.paymentIntentId,
        ...(payment.bankReference === undefined ? {} : { bankReference: payment.bankReference }),
      },
    },
  ];
};

const issueCreditNote = (command: IssueCreditNote, tail: SeriesTail): CreditNoteIssued[] => {
  const { payment, refund, invoice, year } = command;
  if (year !== parisYearOf(refund.refundedAt)) throw new IllegalStateError(wrongYearMessage);
  if (refund.amountCents > payment.paidCents) throw new ValidationError(refundAbovePaymentMessage);
  if (tail.causes.has(refundCause(refund.refundId))) return [];
  const sequence = tail.lastSequence + 1;
  const number = documentNumberOf(creditNoteSeries, year, sequence);
  const whole = refund.amountCents === payment.paidCents;
  const line = singleLine(`${whole ? 'Remboursement' : `Remboursement partiel (${formatEuros(refund.amountCents)} sur ${formatEuros(payment.paidCents)})`} : ${payment.description}`, refund.amountCents);
  return [
    {
      type: 'CreditNoteIssued',
      data: {
        number,
        series: 'AVO',
        year,
        sequence,
        paymentId: payment.paymentId,
        customerId: payment.customerId,
        buyer: command.buyer,
        lines: [line],
        totalExclVatCents: line.totalExclVatCents,
        vatCents: line.vatCents,
        totalCents: line.totalCents,
        issuedAt: command.issuedAt,
        pdfKey: pdfKeyOf('AVO', year, number),
        invoiceNumber: invoice.number,
        invoiceIssuedAt: invoice.issuedAt,
        refundId: refund.refundId,
        refundedCents: refund.amountCents,
        refundedAt: refund.refundedAt,
        ...(refund.bankReference === undefined ? {} : { bankReference: refund.bankReference }),
      },
    },
  ];
};

const decide = (command: InvoicingCommand, tail: SeriesTail): InvoiceEvent[] => {
  switch (command.type) {
    case 'IssueInvoice':
      return issueInvoice(command, tail);
    case 'IssueCreditNote':
      return issueCreditNote(command, tail);
    default:
      return assertNever(command);
  }
};

/** The tail folded in version order: the last sequence, and the cause of each document seen. */
const evolve = (tail: SeriesTail, event: InvoiceEvent): SeriesTail => {
  switch (event.type) {
    case 'InvoiceIssued':
    case 'CreditNoteIssued':
      return { lastSequence: Math.max(tail.lastSequence, event.data.sequence), causes: new Map([...tail.causes, [causeOfDocument(event), event.data.number]]) };
    default:
      return assertNever(event);
  }
};

export const invoicingDecider: Decider<InvoicingCommand, InvoiceEvent, SeriesTail> = {
  initialState: () => ({ lastSequence: 0, causes: new Map() }),
  decide,
  evolve,
};
