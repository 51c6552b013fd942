import type { CreditNoteIssued, DocumentBuyer, InvoiceIssued } from '../../events/invoice-events';
import type { PaymentRefunded } from '../../events/payment-events';
import { parisYearOf } from '../../domain/invoice/numbering';
import { customerCard } from '../customers/queries';
import { paidPurchaseLines } from '../purchases/queries';
import { issuedQuoteLines } from '../shipments/queries';
import { paymentFacts, type PaymentFacts } from '../payments/queries';
import type { CommandContext } from '../platform/command';
import { writeObject } from '../platform/files';
import { notify } from '../notifications/commands';
import { renderInvoicingPdf, type InvoicingDocument } from './documents/invoice-pdf';
import { invoiceOfPayment as invoiceOfPaymentAsProjected } from './queries';
import { issueInSeries } from './series';

/**
 * Each step after the number is idempotent, so a crash anywhere is healed by running again: the
 * document is found in its series instead of issued twice, its PDF is drawn again from its event
 * (the same bytes) and the mail, reserved once per document, is not sent twice.
 */
const deliver = async (doc: InvoicingDocument): Promise<void> => {
  const pdf = await renderInvoicingPdf(doc);
  await writeObject(doc.pdfKey, pdf, 'application/pdf');
  const request = { customerId: doc.customerId, to: { email: doc.buyer.email, firstName: doc.buyer.name }, causeId: `invoicing:${doc.number}` };
  await (doc.series === 'AVO'
    ? notify({ ...request, kind: 'credit_note_issued', data: { document: doc, pdf } })
    : notify({ ...request, kind: 'invoice_issued', data: { document: doc, pdf } }));
};

/** The buyer as the document will name it for good; a customer not yet projected makes the reaction try again later. */
const buyerOf = async (customerId: string): Promise<DocumentBuyer> => {
  const card = await customerCard(customerId);
  if (!card) throw new Error(`client ${customerId} introuvable : la facture attendra sa projection`);
  return {
    name: `${card.firstName} ${card.lastName}`.trim() || card.email,
    email: card.email,
    addressLines: [card.address, `${card.postalCode} ${card.city}`.trim()].filter((line) => line.length > 0),
  };
};

type PaidFacts = PaymentFacts & { paid: NonNullable<PaymentFacts['paid']> };

/**
 * A quote's payment is invoiced line by line as the quote was issued, a buy-for-me payment as its quote
 * was (articles, fee, shipping estimate); anything else in one line.
 */
const linesPaidFor = async (payment: PaidFacts): Promise<readonly { label: string; amountCents: number }[] | undefined> => {
  const { purpose } = payment;
  if (purpose.kind === 'quote') {
    const lines = await issuedQuoteLines(purpose.shipmentId, purpose.quoteNumber);
    return lines?.map(({ label, amountCents }) => ({ label, amountCents }));
  }
  if (purpose.kind === 'purchase') return (await paidPurchaseLines(purpose.purchaseId, payment.paid.amountCents)) ?? undefined;
  return undefined;
};

/** A transfer's bank reference, for its documents to name (a card payment is named by Stripe's ids). */
const transferReferenceOf = (payment: PaidFacts): { bankReference?: string } =>
  payment.method === 'bank_transfer' ? { bankReference: payment.paid.reference } : {};

/** The invoice of a paid payment, issued if it has none yet, in the series of the payment's Paris year. */
export const invoiceOfPayment = async (payment: PaidFacts, context: CommandContext, causeAt: string): Promise<InvoiceIssued['data']> => {
  const { paid } = payment;
  const year = parisYearOf(paid.paidAt);
  const { event } = await issueInSeries({
    series: 'FAC',
    year,
    causeAt,
    context,
    command: {
      type: 'IssueInvoice',
      year,
      payment: { paymentId: payment.paymentId, customerId: payment.customerId, description: payment.description, paidCents: paid.amountCents, paidAt: paid.paidAt, paymentIntentId: paid.paymentIntentId, ...transferReferenceOf(payment) },
      lines: await linesPaidFor(payment),
      buyer: await buyerOf(payment.customerId),
      issuedAt: context.now.toISOString(),
    },
  });
  if (event.type !== 'InvoiceIssued') throw new Error(`${event.data.number} n'est pas une facture`);
  await deliver(event.data);
  return event.data;
};

const paidFactsOf = async (paymentId: string): Promise<PaidFacts> => {
  const facts = await paymentFacts(paymentId);
  if (!facts?.paid) throw new Error(`paiement ${paymentId} sans succès enregistré`);
  return { ...facts, paid: facts.paid };
};

/** On a payment's success: its invoice. */
export const invoicePayment = async (paymentId: string, context: CommandContext, causeAt: string): Promise<InvoiceIssued['data']> =>
  invoiceOfPayment(await paidFactsOf(paymentId), context, causeAt);

/**
 * The invoice a credit note corrects: read from the invoices read model (one query on the payment),
 * since a refund may come months after its payment and the series' tail would then be long; when
 * the row is not there yet (the invoice just issued, or not yet), it is found or issued in its series.
 */
const invoiceToCorrect = async (payment: PaidFacts, context: CommandContext): Promise<{ number: string; issuedAt: string }> => {
  const projected = await invoiceOfPaymentAsProjected(payment.paymentId);
  if (projected) return projected;
  const invoice = await invoiceOfPayment(payment, context, payment.paid.paidAt);
  return { number: invoice.number, issuedAt: invoice.issuedAt };
};

/** On a refund Stripe confirmed: its credit note, in the series of the refund's Paris year. */
export const creditRefund = async (refund: PaymentRefunded['data'], context: CommandContext, causeAt: string): Promise<CreditNoteIssued['data']> => {
  const payment = await paidFactsOf(refund.paymentId);
  const invoice = await invoiceToCorrect(payment, context);
  const year = parisYearOf(refund.refundedAt);
  const { event } = await issueInSeries({
    series: 'AVO',
    year,
    causeAt,
    context,
    command: {
      type: 'IssueCreditNote',
      year,
      payment: { paymentId: payment.paymentId, customerId: payment.customerId, description: payment.description, paidCents: payment.paid.amountCents },
      invoice,
      refund: {
        refundId: refund.refundId,
        amountCents: refund.amountCents,
        refundedAt: refund.refundedAt,
        ...(refund.bankReference === undefined ? {} : { bankReference: refund.bankReference }),
      },
      buyer: await buyerOf(payment.customerId),
      issuedAt: context.now.toISOString(),
    },
  });
  if (event.type !== 'CreditNoteIssued') throw new Error(`${event.data.number} n'est pas un avoir`);
  await deliver(event.data);
  return event.data;
};
