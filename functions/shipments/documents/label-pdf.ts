import { PageSizes, fill, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor, type PDFPage } from 'pdf-lib';
import { code128Bars } from '../../../domain/shared/code128';
import { formatKilograms, formatParisDate } from '../../../domain/shared/french-format';
import type { DocumentAddress, LabelDocument } from '../../../domain/shipment/shipment-documents';
import { colours, drawText, fitText, horizontalRule, millimetres, newDocument, textWidth, wrapText, type DocumentFonts, type TextStyle } from '../../platform/documents/pdf-drawing';

/**
 * The shipping label as a PDF: A6 portrait (105 × 148 mm), black on white for thermal
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

/** `style` at the largest of `sizes` for which `fits` holds, else at the smallest. */
const largestFitting = (style: TextStyle, sizes: readonly number[], fits: (sized: TextStyle) => boolean): TextStyle => {
  for (const size of sizes) {
    const sized = { ...style, size };
    if (fits(sized)) return sized;
  }
  return { ...style, size: Math.min(...sizes) };
};

const recipient = (page: PDFPage, address: DocumentAddress, top: number, bottom: number, style: Styles): number => {
  drawText(page, 'À :', { x: margin, y: top - style.recipientLabel.size }, style.recipientLabel);
  const indent = 24;
  const width = contentWidth - indent;
  const nameStyle = largestFitting(style.recipientName, [17, 15, 13], (sized) => wrapText(address.name, width, sized).length <= 2);
  const name = wrapText(address.name, width, nameStyle, 2);
  let y = drawLines(page, name, { x: margin + indent, y: top + 2 }, nameStyle);
  // The address is never cut while a smaller size lets it fit: each line may wrap once; only at the
  // smallest size do the lines that still overflow lose their end.
  const room = y - 2 - bottom;
  const wrapped = (sized: TextStyle) => addressLines(address).flatMap((line) => wrapText(line, width, sized, 2));
  const lineStyle = largestFitting(style.recipient, [13, 12, 11, 10, 9], (sized) => wrapped(sized).length * lineHeight(sized) <= room);
  const lines = wrapped(lineStyle).slice(0, Math.max(0, Math.floor(room / lineHeight(lineStyle))));
  y = drawLines(page, lines, { x: margin + indent, y: y - 2 }, lineStyle);
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
  const carrierWidth = contentWidth - serviceWidth - 6;
  const carrierStyle = largestFitting(style.carrier, [22, 19, 16, 14], (sized) => textWidth(doc.carrier, sized) <= carrierWidth);
  drawText(page, fitText(doc.carrier, carrierWidth, carrierStyle), { x: margin, y: y - 20 }, carrierStyle);
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
