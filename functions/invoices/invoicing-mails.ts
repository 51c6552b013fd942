import type { InvoicingDocument } from './documents/invoice-pdf';
import { formatEuros, formatParisDate } from '../../domain/shared/french-format';
import { required } from '../platform/config';
import { escapeHtml, frenchMailHtml, type Mail } from '../platform/mail';

/** Where the customer finds every invoice and credit note of theirs ("Mes factures"). */
export const invoicesPagePath = '/compte';

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

const signature = ['', 'Passerelle — votre adresse en France', 'support@passerelle.example · +33 1 23 45 67 89'];

/** The document's mail: its number, its amount, what it is for, its PDF attached and the link to the customer's list. */
export const invoicingDocumentMail = (doc: InvoicingDocument, pdf: Uint8Array): Mail => {
  const href = new URL(invoicesPagePath, required('SITE_URL')).href;
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
  return {
    to: doc.buyer.email,
    subject: `${title} — Passerelle`,
    html: frenchMailHtml(title, [...[...lines, attachment].map(escapeHtml), button(href, 'Voir mes factures')]),
    text: [title, '', ...lines, attachment, `Voir mes factures : ${href}`, ...signature].join('\n'),
    attachments: [{ fileName: `${doc.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  };
};
