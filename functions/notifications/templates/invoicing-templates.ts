import { formatEuros, formatParisDate } from '../../../domain/shared/french-format';
import type { CreditNoteIssued, InvoiceIssued } from '../../../events/invoice-events';
import type { MailContent, Template } from '../mail-frame';

/** Where the customer finds every invoice and credit note of theirs (« Mes factures »). */
export const invoicesPagePath = '/compte';

const attachmentLine = 'Le document PDF est joint à ce message ; vous le retrouvez aussi dans « Mes factures » de votre compte.';
const pdfOf = (number: string, pdf: Uint8Array) => [{ fileName: `${number}.pdf`, contentType: 'application/pdf', content: pdf }];
const documentMail = (title: string, preheader: string, lines: readonly string[], number: string, pdf: Uint8Array): MailContent => ({
  subject: `${title} — Passerelle`,
  preheader,
  title,
  blocks: [...[...lines, attachmentLine].map((text) => ({ text })), { button: { href: invoicesPagePath, label: 'Voir mes factures' } }],
  attachments: pdfOf(number, pdf),
});

/** A payment received: its invoice's number, what was paid, its amount and VAT, the PDF attached. */
export const invoiceIssuedTemplate: Template<{ document: InvoiceIssued['data']; pdf: Uint8Array }> = {
  label: 'Paiement reçu (facture)',
  category: null,
  render: (_to, { document: doc, pdf }) =>
    documentMail(
      `Votre facture ${doc.number}`,
      `Paiement de ${formatEuros(doc.totalCents)} reçu, facture jointe.`,
      [
        `Bonjour ${doc.buyer.name}, merci pour votre paiement par carte du ${formatParisDate(doc.paidAt)}.`,
        `Facture ${doc.number} : ${doc.description}, ${formatEuros(doc.totalCents)} TTC (dont TVA ${formatEuros(doc.vatCents)}).`,
      ],
      doc.number,
      pdf,
    ),
};

/** A refund: its credit note's number, its invoice and the amount refunded, the PDF attached. */
export const creditNoteIssuedTemplate: Template<{ document: CreditNoteIssued['data']; pdf: Uint8Array }> = {
  label: 'Remboursement (avoir)',
  category: null,
  render: (_to, { document: doc, pdf }) =>
    documentMail(
      `Votre avoir ${doc.number}`,
      `Remboursement de ${formatEuros(doc.refundedCents)}, avoir joint.`,
      [
        `Bonjour ${doc.buyer.name}, nous vous avons remboursé ${formatEuros(doc.refundedCents)} par carte le ${formatParisDate(doc.refundedAt)}.`,
        `Avoir ${doc.number} sur la facture ${doc.invoiceNumber} : ${formatEuros(doc.totalCents)} TTC.`,
        'Le remboursement apparaît sur votre relevé bancaire sous 5 à 10 jours selon votre banque.',
      ],
      doc.number,
      pdf,
    ),
};
