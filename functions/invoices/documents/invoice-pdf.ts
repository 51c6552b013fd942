import { PageSizes, type PDFPage } from 'pdf-lib';
import type { CreditNoteIssued, InvoiceIssued } from '../../../events/invoice-events';
import { companyIdentity } from '../../../domain/shared/company';
import { formatEuros, formatParisDate } from '../../../domain/shared/french-format';
import { colours, drawText, fillRectangle, fitText, horizontalRule, newDocument, wrapText, type TextStyle, documentStyles, type DocumentStyles } from '../../platform/documents/pdf-drawing';

/**
 * An invoice or a credit note as a PDF: A4, French, what French law asks of an invoice: a number of
 * one continuous series, the date of issue, the seller and the buyer, the designation, the unit price
 * before VAT, the VAT rate and amount, the totals; a credit note names the invoice it corrects. Drawn
 * from the document's event alone: the same event in, the same bytes out.
 */
export type InvoicingDocument = InvoiceIssued['data'] | CreditNoteIssued['data'];

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = 42;
const contentWidth = pageWidth - 2 * margin;
const right = pageWidth - margin;
const headerBandHeight = 84;
const gutter = 16;

const styles = documentStyles;
type Styles = DocumentStyles;
const lineHeight = (text: TextStyle) => text.size * 1.3;

const isCreditNote = (doc: InvoicingDocument): doc is CreditNoteIssued['data'] => doc.series === 'AVO';
const titleOf = (doc: InvoicingDocument) => (isCreditNote(doc) ? 'Avoir' : 'Facture');

const header = (page: PDFPage, doc: InvoicingDocument, style: Styles) => {
  const bottom = pageHeight - headerBandHeight;
  fillRectangle(page, { x: 0, y: bottom, width: pageWidth, height: headerBandHeight }, colours.navy);
  fillRectangle(page, { x: 0, y: bottom - 4, width: pageWidth, height: 4 }, colours.primary);
  drawText(page, 'Passerelle', { x: margin, y: pageHeight - 44 }, style.wordmark);
  drawText(page, 'votre adresse en France', { x: margin, y: pageHeight - 63 }, style.tagline);
  drawText(page, titleOf(doc).toUpperCase(), { x: right, y: pageHeight - 44, align: 'right' }, style.title);
  drawText(page, `n° ${doc.number}`, { x: right, y: pageHeight - 63, align: 'right' }, style.titleNumber);
};

const labelledValues = (page: PDFPage, y: number, cells: readonly { label: string; value: string }[], style: Styles): number => {
  const cellWidth = (contentWidth - gutter * (cells.length - 1)) / cells.length;
  cells.forEach((cell, index) => {
    const x = margin + index * (cellWidth + gutter);
    drawText(page, cell.label, { x, y: y - 8 }, style.label);
    drawText(page, fitText(cell.value, cellWidth, style.value), { x, y: y - 24 }, style.value);
  });
  return y - 32;
};

/** The seller and the buyer side by side, in two boxes of the same height. */
const parties = (page: PDFPage, top: number, doc: InvoicingDocument, style: Styles): number => {
  const padding = 10;
  const boxWidth = (contentWidth - gutter) / 2;
  const textWidth = boxWidth - 2 * padding;
  const blocks = [
    { title: 'Vendeur', name: companyIdentity.name, lines: [companyIdentity.legalForm, companyIdentity.address, 'support@passerelle.example'] },
    { title: 'Client', name: doc.buyer.name, lines: [...doc.buyer.addressLines, doc.buyer.email] },
  ].map((block) => ({
    title: block.title,
    name: wrapText(block.name, textWidth, style.name, 2),
    lines: block.lines.filter((line) => line.trim().length > 0).flatMap((line) => wrapText(line, textWidth, style.body, 2)),
  }));
  const height = Math.max(...blocks.map((block) => padding + 12 + block.name.length * lineHeight(style.name) + block.lines.length * lineHeight(style.body) + padding));
  const boxTop = top - 8;
  blocks.forEach((block, index) => {
    const x = margin + index * (boxWidth + gutter);
    fillRectangle(page, { x, y: boxTop - height, width: boxWidth, height }, colours.surface);
    let y = boxTop - padding - 7;
    drawText(page, block.title, { x: x + padding, y }, style.label);
    y -= 5;
    for (const line of block.name) {
      y -= lineHeight(style.name);
      drawText(page, line, { x: x + padding, y }, style.name);
    }
    for (const line of block.lines) {
      y -= lineHeight(style.body);
      drawText(page, line, { x: x + padding, y }, style.body);
    }
  });
  return boxTop - height;
};

const sectionTitle = (page: PDFPage, y: number, title: string, style: Styles): number => {
  drawText(page, title, { x: margin, y: y - 15 }, style.section);
  horizontalRule(page, { x: margin, y: y - 21 }, contentWidth, colours.navy, 0.75);
  return y - 27;
};

/** The lines: designation, quantity, unit price HT, VAT rate, total HT, total TTC. */
const lines = (page: PDFPage, top: number, doc: InvoicingDocument, style: Styles): number => {
  const columns = [
    { title: 'Qté', x: right - 285 },
    { title: 'Prix unit. HT', x: right - 210 },
    { title: 'TVA', x: right - 160 },
    { title: 'Total HT', x: right - 85 },
    { title: 'Total TTC', x: right - 8 },
  ];
  // the designation wraps (three lines at most) in what the amounts leave
  const designationWidth = (columns[0]?.x ?? right) - 30 - margin - 8;
  const headerHeight = 20;
  let y = sectionTitle(page, top, isCreditNote(doc) ? "Détail de l'avoir" : 'Détail de la facture', style);
  fillRectangle(page, { x: margin, y: y - headerHeight, width: contentWidth, height: headerHeight }, colours.primarySoft);
  drawText(page, 'Désignation', { x: margin + 8, y: y - 13.5 }, style.smallBold);
  for (const column of columns) drawText(page, column.title, { x: column.x, y: y - 13.5, align: 'right' }, style.smallBold);
  y -= headerHeight;
  for (const line of doc.lines) {
    const label = wrapText(line.label, designationWidth, style.body, 3);
    const rowHeight = Math.max(19, 8 + label.length * lineHeight(style.body));
    label.forEach((text, index) => drawText(page, text, { x: margin + 8, y: y - 13 - index * lineHeight(style.body) }, style.body));
    const cells = [String(line.quantity), formatEuros(line.unitPriceExclVatCents), `${line.vatRatePercent} %`, formatEuros(line.totalExclVatCents), formatEuros(line.totalCents)];
    cells.forEach((cell, index) => drawText(page, cell, { x: columns[index]?.x ?? right, y: y - 13, align: 'right' }, style.body));
    y -= rowHeight;
    horizontalRule(page, { x: margin, y }, contentWidth);
  }
  return y;
};

const totals = (page: PDFPage, top: number, doc: InvoicingDocument, style: Styles): number => {
  const width = 230;
  const left = right - width;
  const rowHeight = 18;
  const totalHeight = 24;
  let y = top - 8;
  const rates = [...new Set(doc.lines.map((line) => line.vatRatePercent))].join(', ');
  const row = (label: string, amount: string) => {
    y -= rowHeight;
    drawText(page, label, { x: left + 8, y: y + 5 }, style.body);
    drawText(page, amount, { x: right - 8, y: y + 5, align: 'right' }, style.body);
  };
  row('Total HT', formatEuros(doc.totalExclVatCents));
  row(`TVA (${rates} %)`, formatEuros(doc.vatCents));
  y -= totalHeight + 4;
  fillRectangle(page, { x: left, y, width, height: totalHeight }, colours.navy);
  drawText(page, isCreditNote(doc) ? 'Total TTC remboursé' : 'Total TTC', { x: left + 8, y: y + 8 }, style.total);
  drawText(page, formatEuros(doc.totalCents), { x: right - 8, y: y + 8, align: 'right' }, style.total);
  return y - 6;
};

/** How it was settled: paid by card or by bank transfer (an invoice), refunded the same way (a credit note). */
export const settlementTexts = (doc: InvoicingDocument): string[] => {
  if (isCreditNote(doc)) {
    return [
      `Avoir n° ${doc.number} sur la facture n° ${doc.invoiceNumber} du ${formatParisDate(doc.invoiceIssuedAt)}.`,
      doc.bankReference === undefined
        ? `Remboursé par carte le ${formatParisDate(doc.refundedAt)} : ${formatEuros(doc.refundedCents)}.`
        : `Remboursé par virement bancaire le ${formatParisDate(doc.refundedAt)} : ${formatEuros(doc.refundedCents)}, réf. ${doc.bankReference}.`,
    ];
  }
  if (doc.bankReference !== undefined) {
    return [`Payée le ${formatParisDate(doc.paidAt)} : ${formatEuros(doc.paidCents)}.`, `Mode de paiement : virement bancaire, réf. ${doc.bankReference}`];
  }
  return [`Payée par carte le ${formatParisDate(doc.paidAt)} : ${formatEuros(doc.paidCents)}.`, `Référence du paiement : ${doc.paymentIntentId ?? doc.paymentId}`];
};

const settlement = (page: PDFPage, top: number, doc: InvoicingDocument, style: Styles): number => {
  const padding = 10;
  const texts = settlementTexts(doc);
  const height = padding + texts.length * lineHeight(style.bodyBold) + padding;
  const y = top - 12;
  fillRectangle(page, { x: margin, y: y - height, width: contentWidth, height }, colours.primarySoft);
  fillRectangle(page, { x: margin, y: y - height, width: 3, height }, colours.primary);
  texts.forEach((text, index) => drawText(page, fitText(text, contentWidth - 2 * padding, style.bodyBold), { x: margin + padding, y: y - padding - 9 - index * lineHeight(style.bodyBold) }, style.bodyBold));
  return y - height;
};

const mentions = (page: PDFPage, top: number, doc: InvoicingDocument, style: Styles) => {
  const paragraphs = [
    `${titleOf(doc)} émis${isCreditNote(doc) ? '' : 'e'} par ${companyIdentity.name}, ${companyIdentity.legalForm}, dont le siège est situé ${companyIdentity.address}.`,
    'Montants exprimés en euros. TVA au taux de 20 % incluse dans les montants TTC.',
    isCreditNote(doc)
      ? 'Cet avoir annule, à hauteur de son montant, la facture qu’il désigne.'
      : 'Facture acquittée : aucun escompte pour paiement anticipé, aucune pénalité de retard applicable.',
  ];
  let y = top - 18;
  drawText(page, 'Mentions légales', { x: margin, y }, style.smallBold);
  y -= 4;
  for (const paragraph of paragraphs) {
    for (const line of wrapText(paragraph, contentWidth, style.small)) {
      y -= lineHeight(style.small);
      drawText(page, line, { x: margin, y }, style.small);
    }
    y -= 2;
  }
};

const footer = (page: PDFPage, doc: InvoicingDocument, style: Styles) => {
  horizontalRule(page, { x: margin, y: margin + 16 }, contentWidth);
  drawText(page, `${companyIdentity.name} · ${companyIdentity.address}`, { x: margin, y: margin + 4 }, style.footer);
  drawText(page, `${titleOf(doc)} n° ${doc.number} · Page 1/1`, { x: right, y: margin + 4, align: 'right' }, style.footer);
};

export const renderInvoicingPdf = async (doc: InvoicingDocument): Promise<Uint8Array> => {
  const { pdf, fonts } = await newDocument({ title: `${titleOf(doc)} ${doc.number}`, subject: `${titleOf(doc)} Passerelle pour ${doc.buyer.name}`, createdAt: doc.issuedAt });
  const style = styles(fonts);
  const page = pdf.addPage(PageSizes.A4);
  header(page, doc, style);
  let y = pageHeight - headerBandHeight - 4 - 16;
  y = labelledValues(
    page,
    y,
    isCreditNote(doc)
      ? [
          { label: "Date d'émission", value: formatParisDate(doc.issuedAt) },
          { label: "Facture d'origine", value: doc.invoiceNumber },
          { label: 'Date du remboursement', value: formatParisDate(doc.refundedAt) },
        ]
      : [
          { label: "Date d'émission", value: formatParisDate(doc.issuedAt) },
          { label: 'Date du paiement', value: formatParisDate(doc.paidAt) },
          { label: 'N° de facture', value: doc.number },
        ],
    style,
  );
  y = parties(page, y, doc, style);
  y = lines(page, y - 8, doc, style);
  y = totals(page, y, doc, style);
  y = settlement(page, y, doc, style);
  mentions(page, y, doc, style);
  footer(page, doc, style);
  return pdf.save();
};
