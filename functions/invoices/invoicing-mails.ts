import type { InvoicingDocument } from './documents/invoice-pdf';
import { formatEuros, formatParisDate } from '../../domain/shared/french-format';
import { customerMail, type Mail } from '../platform/mail';

/** Where the customer finds every invoice and credit note of theirs ("Mes factures"). */
export const invoicesPagePath = '/compte';

/** The document's mail: its number, its amount, what it is for, its PDF attached and the link to the customer's list. */
export const invoicingDocumentMail = (doc: InvoicingDocument, pdf: Uint8Array): Mail => {
  const [title, lines] =
    doc.series === 'AVO'
      ? [
          `Votre avoir ${doc.number}`,
          [
            `Bonjour ${doc.buyer.name}, nous vous avons remboursé ${formatEuros(doc.refundedCents)} par carte le ${formatParisDate(doc.refundedAt)}.`,
            `Avoir ${doc.number} sur la facture ${doc.invoiceNumber} : ${formatEuros(doc.totalCents)} TTC.`,
            'Le remboursement apparaît sur votre relevé bancaire sous 5 à 10 jours selon votre banque.',
          ],
        ]
      : [
          `Votre facture ${doc.number}`,
          [
            `Bonjour ${doc.buyer.name}, merci pour votre paiement par carte du ${formatParisDate(doc.paidAt)}.`,
            `Facture ${doc.number} : ${doc.description}, ${formatEuros(doc.totalCents)} TTC (dont TVA ${formatEuros(doc.vatCents)}).`,
          ],
        ];
  const attachment = 'Le document PDF est joint à ce message ; vous le retrouvez aussi dans « Mes factures » de votre compte.';
  return customerMail({
    to: doc.buyer.email,
    subject: `${title} — Passerelle`,
    title,
    lines: [...lines, attachment],
    link: { href: invoicesPagePath, label: 'Voir mes factures' },
    attachments: [{ fileName: `${doc.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
};
