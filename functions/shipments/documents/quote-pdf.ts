import { PageSizes, type PDFDocument, type PDFPage } from 'pdf-lib';
import { companyIdentity } from '../../../domain/shared/company';
import { formatCentimetres, formatEuros, formatKilograms, formatParisDate } from '../../../domain/shared/french-format';
import { kilogramsToGrams } from '../../../domain/shared/units';
import type { DocumentAddress, QuoteDocument } from '../../../domain/shipment/shipment-documents';
import { vatRatePercent } from '../../../domain/shipment/quote';
import { quotePaymentWays, transferAccountFacts, transferReferenceLine } from '../../../domain/shipment/quote-payment-ways';
import { colours, drawText, fillRectangle, fitText, horizontalRule, newDocument, wrapText, type TextStyle, documentStyles, type DocumentStyles } from '../../platform/documents/pdf-drawing';

/**
 * The quote as a PDF: A4, French, Passerelle's identity, the legal mentions of a quote.
 * Pure: the same document in, the same bytes out (the PDF's dates are the quote's).
 */

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = 42;
const contentWidth = pageWidth - 2 * margin;
const right = pageWidth - margin;
/** below this, a page holds only its footer */
const contentBottom = margin + 34;
const headerBandHeight = 84;
const continuationBandHeight = 40;
const gutter = 16;

const styles = documentStyles;
type Styles = DocumentStyles;

/** Pages filled top to bottom: the cursor `y` goes down; what does not fit goes to a new page. */
class PageFlow {
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly style: Styles,
    private readonly quoteNumber: string,
  ) {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = pageHeight;
  }

  /** Makes room for `height` points, on a new page if needed (then `onNewPage` redraws what must head it, like a table's header). */
  ensure(height: number, onNewPage?: () => void) {
    if (this.y - height >= contentBottom) return;
    this.page = this.pdf.addPage(PageSizes.A4);
    this.pages.push(this.page);
    fillRectangle(this.page, { x: 0, y: pageHeight - continuationBandHeight, width: pageWidth, height: continuationBandHeight }, colours.navy);
    drawText(this.page, 'Passerelle', { x: margin, y: pageHeight - 26 }, this.style.wordmarkSmall);
    drawText(this.page, `Devis n° ${this.quoteNumber} (suite)`, { x: right, y: pageHeight - 25, align: 'right' }, this.style.titleNumber);
    this.y = pageHeight - continuationBandHeight - 24;
    onNewPage?.();
  }

  /** The footer of every page, once their number is known. */
  finish() {
    this.pages.forEach((page, index) => {
      horizontalRule(page, { x: margin, y: margin + 16 }, contentWidth);
      drawText(page, `${companyIdentity.name} · ${companyIdentity.address}`, { x: margin, y: margin + 4 }, this.style.footer);
      drawText(page, `Devis n° ${this.quoteNumber} · Page ${index + 1}/${this.pages.length}`, { x: right, y: margin + 4, align: 'right' }, this.style.footer);
    });
  }
}

const drawFirstHeader = (page: PDFPage, doc: QuoteDocument, style: Styles) => {
  const bottom = pageHeight - headerBandHeight;
  fillRectangle(page, { x: 0, y: bottom, width: pageWidth, height: headerBandHeight }, colours.navy);
  fillRectangle(page, { x: 0, y: bottom - 4, width: pageWidth, height: 4 }, colours.primary);
  drawText(page, 'Passerelle', { x: margin, y: pageHeight - 44 }, style.wordmark);
  drawText(page, 'votre adresse en France', { x: margin, y: pageHeight - 63 }, style.tagline);
  drawText(page, 'DEVIS', { x: right, y: pageHeight - 44, align: 'right' }, style.title);
  drawText(page, `n° ${doc.quoteNumber}`, { x: right, y: pageHeight - 63, align: 'right' }, style.titleNumber);
};

const labelledValues = (flow: PageFlow, cells: readonly { label: string; value: string }[], style: Styles) => {
  const cellWidth = (contentWidth - gutter * (cells.length - 1)) / cells.length;
  flow.ensure(32);
  cells.forEach((cell, index) => {
    const x = margin + index * (cellWidth + gutter);
    drawText(flow.page, cell.label, { x, y: flow.y - 8 }, style.label);
    drawText(flow.page, fitText(cell.value, cellWidth, style.value), { x, y: flow.y - 24 }, style.value);
  });
  flow.y -= 32;
};

const sectionTitle = (flow: PageFlow, title: string, style: Styles, following: number) => {
  flow.ensure(27 + following);
  flow.y -= 15;
  drawText(flow.page, title, { x: margin, y: flow.y }, style.section);
  flow.y -= 6;
  horizontalRule(flow.page, { x: margin, y: flow.y }, contentWidth, colours.navy, 0.75);
  flow.y -= 6;
};

type AddressBlock = { title: string; address: DocumentAddress; extra: readonly string[] };

const lineHeight = (text: TextStyle) => text.size * 1.3;

/** The customer and the ship-to address side by side, in two boxes of the same height. */
const addressBlocks = (flow: PageFlow, blocks: readonly [AddressBlock, AddressBlock], style: Styles) => {
  const padding = 10;
  const boxWidth = (contentWidth - gutter) / 2;
  const textWidth = boxWidth - 2 * padding;
  const laidOut = blocks.map((block) => ({
    title: block.title,
    name: wrapText(block.address.name, textWidth, style.name, 2),
    lines: [...block.extra, ...block.address.lines, ...(block.address.phone ? [`Tél. : ${block.address.phone}`] : [])].flatMap((line) => wrapText(line, textWidth, style.body, 2)),
  }));
  const heightOf = (block: (typeof laidOut)[number]) =>
    padding + 12 + block.name.length * lineHeight(style.name) + block.lines.length * lineHeight(style.body) + padding;
  const height = Math.max(...laidOut.map(heightOf));
  flow.ensure(height + 8);
  flow.y -= 8;
  laidOut.forEach((block, index) => {
    const x = margin + index * (boxWidth + gutter);
    fillRectangle(flow.page, { x, y: flow.y - height, width: boxWidth, height }, colours.surface);
    let y = flow.y - padding - 7;
    drawText(flow.page, block.title, { x: x + padding, y }, style.label);
    y -= 5;
    for (const line of block.name) {
      y -= lineHeight(style.name);
      drawText(flow.page, line, { x: x + padding, y }, style.name);
    }
    for (const line of block.lines) {
      y -= lineHeight(style.body);
      drawText(flow.page, line, { x: x + padding, y }, style.body);
    }
  });
  flow.y -= height;
};

/** The final box as measured: a grid of label and value pairs, two per row. */
const boxFacts = (flow: PageFlow, doc: QuoteDocument, style: Styles) => {
  const facts = [
    { label: 'Poids réel', value: formatKilograms(doc.weightGrams) },
    { label: 'Dimensions (L × l × h)', value: `${formatCentimetres(doc.lengthCm)} × ${formatCentimetres(doc.widthCm)} × ${formatCentimetres(doc.heightCm)}` },
    { label: 'Poids facturable', value: formatKilograms(kilogramsToGrams(doc.billableWeightKg)) },
    { label: 'Destination', value: doc.destinationLabel },
    { label: 'Service', value: doc.serviceLabel },
  ];
  const columnWidth = (contentWidth - gutter) / 2;
  const rowHeight = 17;
  sectionTitle(flow, 'Colis à expédier', style, rowHeight);
  for (let index = 0; index < facts.length; index += 2) {
    flow.ensure(rowHeight);
    flow.y -= rowHeight;
    facts.slice(index, index + 2).forEach((fact, column) => {
      const x = margin + column * (columnWidth + gutter);
      drawText(flow.page, fact.label, { x, y: flow.y + 4 }, style.small);
      drawText(flow.page, fitText(fact.value, columnWidth - 110, style.bodyBold), { x: x + 110, y: flow.y + 4 }, style.bodyBold);
    });
  }
};

const parcelsIncluded = (flow: PageFlow, doc: QuoteDocument, style: Styles) => {
  const rowHeight = 15;
  const trackingWidth = 170;
  sectionTitle(flow, doc.parcels.length > 1 ? `Colis regroupés dans ce devis (${doc.parcels.length})` : 'Colis inclus dans ce devis', style, rowHeight);
  for (const parcel of doc.parcels) {
    flow.ensure(rowHeight);
    flow.y -= rowHeight;
    drawText(flow.page, fitText(parcel.trackingNumber, trackingWidth - 10, style.bodyBold), { x: margin, y: flow.y + 4 }, style.bodyBold);
    drawText(flow.page, fitText(parcel.description, contentWidth - trackingWidth, style.body), { x: margin + trackingWidth, y: flow.y + 4 }, style.body);
  }
};

/** The lines table; its header is drawn again at the top of each page it flows onto. */
const quoteLines = (flow: PageFlow, doc: QuoteDocument, style: Styles) => {
  const headerHeight = 20;
  const rowHeight = 19;
  const amountWidth = 110;
  const header = () => {
    fillRectangle(flow.page, { x: margin, y: flow.y - headerHeight, width: contentWidth, height: headerHeight }, colours.primarySoft);
    drawText(flow.page, 'Désignation', { x: margin + 8, y: flow.y - 13.5 }, style.smallBold);
    drawText(flow.page, 'Montant TTC', { x: right - 8, y: flow.y - 13.5, align: 'right' }, style.smallBold);
    flow.y -= headerHeight;
  };
  sectionTitle(flow, 'Détail du devis', style, headerHeight + rowHeight);
  header();
  for (const line of doc.lines) {
    flow.ensure(rowHeight, header);
    flow.y -= rowHeight;
    drawText(flow.page, fitText(line.label, contentWidth - amountWidth - 16, style.body), { x: margin + 8, y: flow.y + 6 }, style.body);
    drawText(flow.page, formatEuros(line.amountCents), { x: right - 8, y: flow.y + 6, align: 'right' }, style.body);
    horizontalRule(flow.page, { x: margin, y: flow.y }, contentWidth);
  }
};

const totals = (flow: PageFlow, doc: QuoteDocument, style: Styles) => {
  const width = 230;
  const left = right - width;
  const rowHeight = 18;
  const totalHeight = 24;
  flow.ensure(8 + 2 * rowHeight + totalHeight + 20);
  flow.y -= 8;
  const row = (label: string, amount: string) => {
    flow.y -= rowHeight;
    drawText(flow.page, label, { x: left + 8, y: flow.y + 5 }, style.body);
    drawText(flow.page, amount, { x: right - 8, y: flow.y + 5, align: 'right' }, style.body);
  };
  row('Total HT', formatEuros(doc.totalExclVatCents));
  row(`TVA (${vatRatePercent} %)`, formatEuros(doc.vatCents));
  flow.y -= totalHeight + 4;
  fillRectangle(flow.page, { x: left, y: flow.y, width, height: totalHeight }, colours.navy);
  drawText(flow.page, 'Total TTC', { x: left + 8, y: flow.y + 8 }, style.total);
  drawText(flow.page, formatEuros(doc.totalCents), { x: right - 8, y: flow.y + 8, align: 'right' }, style.total);
  drawText(flow.page, `Tarif appliqué : grille du ${doc.rateCardVersion}`, { x: margin, y: flow.y + 8 }, style.small);
  flow.y -= 6;
};

/** How to pay (`quotePaymentWays`): by card first, as customers do; the transfer still accepted, with the account and the reference. */
const payment = (flow: PageFlow, doc: QuoteDocument, style: Styles) => {
  const padding = 10;
  const width = contentWidth - 2 * padding;
  const wrapped = (text: string, textStyle: TextStyle) => wrapText(text, width, textStyle).map((line) => ({ text: line, style: textStyle }));
  const lines: { text: string; style: TextStyle }[] = [
    ...wrapped(quotePaymentWays.byCard, style.body),
    ...wrapped(quotePaymentWays.byTransfer, style.body),
    { text: transferAccountFacts.map((fact) => `${fact.term} : ${fact.value}`).join(' · '), style: style.bodyBold },
    { text: transferReferenceLine(doc.quoteNumber), style: style.bodyBold },
  ];
  const height = padding + 14 + lines.reduce((sum, line) => sum + lineHeight(line.style), 0) + padding;
  flow.ensure(height + 10);
  flow.y -= 10;
  fillRectangle(flow.page, { x: margin, y: flow.y - height, width: contentWidth, height }, colours.primarySoft);
  fillRectangle(flow.page, { x: margin, y: flow.y - height, width: 3, height }, colours.primary);
  let y = flow.y - padding - 9;
  drawText(flow.page, quotePaymentWays.title, { x: margin + padding, y }, style.section);
  y -= 7;
  for (const line of lines) {
    y -= lineHeight(line.style);
    drawText(flow.page, line.text, { x: margin + padding, y }, line.style);
  }
  flow.y -= height;
};

const validityDays = (doc: QuoteDocument) => Math.round((Date.parse(doc.validUntil) - Date.parse(doc.issuedAt)) / 86_400_000);

const legalMentions = (flow: PageFlow, doc: QuoteDocument, style: Styles) => {
  const paragraphs = [
    `Devis émis par ${companyIdentity.name}, ${companyIdentity.legalForm}, dont le siège est situé ${companyIdentity.address}.`,
    `Devis valable ${validityDays(doc)} jours à compter de sa date d'émission, soit jusqu'au ${formatParisDate(doc.validUntil)} ; passé ce délai, il doit être réémis.`,
    'Expédition sous 48 heures ouvrées après paiement. Les délais de livraison indiqués par le service choisi courent à partir de l’expédition.',
    `Montants exprimés en euros. TVA incluse au taux de ${vatRatePercent} % : les montants TTC de chaque ligne comprennent la TVA détaillée ci-dessus.`,
  ];
  const lines = paragraphs.map((paragraph) => wrapText(paragraph, contentWidth, style.small));
  const height = 18 + lines.flat().length * lineHeight(style.small) + lines.length * 2;
  flow.ensure(height);
  flow.y -= 18;
  drawText(flow.page, 'Conditions et mentions légales', { x: margin, y: flow.y }, style.smallBold);
  flow.y -= 4;
  for (const paragraph of lines) {
    for (const line of paragraph) {
      flow.y -= lineHeight(style.small);
      drawText(flow.page, line, { x: margin, y: flow.y }, style.small);
    }
    flow.y -= 2;
  }
};

export const renderQuotePdf = async (doc: QuoteDocument): Promise<Uint8Array> => {
  const { pdf, fonts } = await newDocument({ title: `Devis ${doc.quoteNumber}`, subject: `Devis Passerelle pour ${doc.customer.name}`, createdAt: doc.issuedAt });
  const style = styles(fonts);
  const flow = new PageFlow(pdf, style, doc.quoteNumber);
  drawFirstHeader(flow.page, doc, style);
  flow.y = pageHeight - headerBandHeight - 4 - 16;
  labelledValues(
    flow,
    [
      { label: "Date d'émission", value: formatParisDate(doc.issuedAt) },
      { label: "Valable jusqu'au", value: formatParisDate(doc.validUntil) },
      { label: 'N° de boîte client', value: doc.customer.boxNumber },
    ],
    style,
  );
  addressBlocks(
    flow,
    [
      { title: 'Client', address: doc.customer, extra: [doc.customer.email] },
      { title: 'Adresse de livraison', address: doc.shipTo, extra: [] },
    ],
    style,
  );
  boxFacts(flow, doc, style);
  parcelsIncluded(flow, doc, style);
  quoteLines(flow, doc, style);
  totals(flow, doc, style);
  payment(flow, doc, style);
  legalMentions(flow, doc, style);
  flow.finish();
  return pdf.save();
};
