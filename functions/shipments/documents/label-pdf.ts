import { PageSizes, fill, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor, type PDFPage } from 'pdf-lib';
import { code128Bars } from '../../../domain/shared/code128';
import { formatKilograms, formatParisDate } from '../../../domain/shared/french-format';
import type { DocumentAddress, LabelDocument } from '../../../domain/shipment/shipment-documents';
import { colours, drawText, fitText, horizontalRule, millimetres, newDocument, wrapText, type DocumentFonts, type TextStyle } from './pdf-drawing';

/**
 * The shipping label as a PDF (issue 10): A6 portrait (105 × 148 mm), black on white for thermal
 * and laser printers, the recipient in large type and the tracking number as a Code 128 barcode.
 * Pure: the same label in, the same bytes out.
 */

const [pageWidth, pageHeight] = PageSizes.A6;
const margin = millimetres(5);
const contentWidth = pageWidth - 2 * margin;
const right = pageWidth - margin;
const barcodeHeight = millimetres(22);
/** Scanners want modules of 0.25 mm at least; wider when the number is short reads better, up to 0.5 mm. */
const widestModule = millimetres(0.5);

const styles = (fonts: DocumentFonts) => {
  const style = (font: 'regular' | 'bold', size: number): TextStyle => ({ font: fonts[font], size, color: colours.black });
  return {
    carrier: style('bold', 22),
    service: style('regular', 8.5),
    blockLabel: style('bold', 8),
    senderName: style('bold', 8),
    sender: style('regular', 7.5),
    recipientLabel: style('bold', 10),
    recipientName: style('bold', 17),
    recipient: style('regular', 13),
    factLabel: style('regular', 7),
    fact: style('bold', 12),
    trackingNumber: style('bold', 12),
    small: style('regular', 7),
    tiny: style('regular', 6),
  };
};
type Styles = ReturnType<typeof styles>;

const lineHeight = (text: TextStyle) => text.size * 1.2;

/** Draws lines downwards from `y` (the top of the first line); returns the `y` under the last one. */
const drawLines = (page: PDFPage, lines: readonly string[], from: { x: number; y: number }, style: TextStyle): number => {
  let y = from.y;
  for (const line of lines) {
    y -= lineHeight(style);
    drawText(page, line, { x: from.x, y: y + style.size * 0.22 }, style);
  }
  return y;
};

const addressLines = (address: DocumentAddress) => [...address.lines, ...(address.phone ? [`Tél. : ${address.phone}`] : [])];

const sender = (page: PDFPage, address: DocumentAddress, top: number, style: Styles): number => {
  const labelWidth = 28;
  drawText(page, 'DE :', { x: margin, y: top - style.blockLabel.size }, style.blockLabel);
  const width = contentWidth - labelWidth;
  const name = wrapText(address.name, width, style.senderName, 1);
  let y = drawLines(page, name, { x: margin + labelWidth, y: top + 1 }, style.senderName);
  // One line for the street and the city, one for the country and the phone: the sender matters less than the recipient.
  y = drawLines(page, wrapText(addressLines(address).join(', '), width, style.sender, 3), { x: margin + labelWidth, y }, style.sender);
  return y;
};

const recipient = (page: PDFPage, address: DocumentAddress, top: number, bottom: number, style: Styles): number => {
  drawText(page, 'À :', { x: margin, y: top - style.recipientLabel.size }, style.recipientLabel);
  const indent = 24;
  const width = contentWidth - indent;
  const name = wrapText(address.name, width, style.recipientName, 2);
  let y = drawLines(page, name, { x: margin + indent, y: top + 2 }, style.recipientName);
  // As many address lines as the space allows; a line too long for the label is cut, never overflowing.
  const room = Math.floor((y - bottom) / lineHeight(style.recipient));
  const lines = addressLines(address).map((line) => fitText(line, width, style.recipient));
  y = drawLines(page, lines.slice(0, Math.max(0, room)), { x: margin + indent, y: y - 2 }, style.recipient);
  return y;
};

/** The bars as filled rectangles in one path, black, `height` tall, from `bottom`, centred on the page. */
const barcode = (page: PDFPage, text: string, bottom: number) => {
  const { bars, totalModules } = code128Bars(text);
  const module = Math.min(widestModule, contentWidth / totalModules);
  const left = (pageWidth - module * totalModules) / 2;
  page.pushOperators(
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    ...bars.map((bar) => rectangle(left + bar.startModule * module, bottom, bar.widthModules * module, barcodeHeight)),
    fill(),
    popGraphicsState(),
  );
};

export const renderLabelPdf = async (doc: LabelDocument): Promise<Uint8Array> => {
  const { pdf, fonts } = await newDocument({
    title: `Étiquette ${doc.carrier} ${doc.trackingNumber}`,
    subject: `Étiquette d'expédition Passerelle pour ${doc.recipient.name}`,
    createdAt: doc.createdAt,
  });
  const style = styles(fonts);
  const page = pdf.addPage(PageSizes.A6);
  let y = pageHeight - margin;

  // The carrier, large, and the service beside it.
  const serviceWidth = contentWidth * 0.42;
  const carrier = fitText(doc.carrier, contentWidth - serviceWidth - 6, style.carrier);
  drawText(page, carrier, { x: margin, y: y - style.carrier.size + 2 }, style.carrier);
  drawLines(page, wrapText(doc.serviceLabel, serviceWidth, style.service, 2), { x: right - serviceWidth, y: y - 1 }, style.service);
  y -= 30;
  horizontalRule(page, { x: margin, y }, contentWidth, colours.black, 2);

  y = sender(page, doc.sender, y - 6, style) - 5;
  horizontalRule(page, { x: margin, y }, contentWidth, colours.black, 0.75);

  // Below the recipient: the facts row, the barcode with its number, the date and the shipment.
  const footerTop = margin + 10;
  const trackingTop = footerTop + 18;
  const barcodeBottom = trackingTop + 4;
  const factsBottom = barcodeBottom + barcodeHeight + 10;
  const factsTop = factsBottom + 30;
  recipient(page, doc.recipient, y - 8, factsTop + 4, style);

  horizontalRule(page, { x: margin, y: factsTop }, contentWidth, colours.black, 2);
  const facts = [
    { label: 'Poids', value: formatKilograms(doc.weightGrams) },
    { label: 'N° de boîte', value: doc.boxNumber },
    { label: doc.parcelCount > 1 ? 'Colis regroupés' : 'Colis', value: String(doc.parcelCount) },
  ];
  const factWidths = [0.3, 0.42, 0.28].map((share) => share * contentWidth);
  let x = margin;
  facts.forEach((fact, index) => {
    const width = factWidths[index] ?? 0;
    drawText(page, fact.label, { x, y: factsTop - 10 }, style.factLabel);
    drawText(page, fitText(fact.value, width - 4, style.fact), { x, y: factsTop - 24 }, style.fact);
    x += width;
  });
  horizontalRule(page, { x: margin, y: factsBottom }, contentWidth, colours.black, 0.75);

  barcode(page, doc.trackingNumber, barcodeBottom);
  drawText(page, fitText(doc.trackingNumber, contentWidth, style.trackingNumber), { x: pageWidth / 2, y: trackingTop - 12, align: 'center' }, style.trackingNumber);

  drawText(page, `Créée le ${formatParisDate(doc.createdAt)}`, { x: margin, y: margin }, style.small);
  drawText(page, `Expédition ${doc.shipmentId}`, { x: right, y: margin, align: 'right' }, style.tiny);
  return pdf.save();
};
