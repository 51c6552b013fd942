import type { DocumentSeries } from '../../events/invoice-events';
import { storageDayOf } from '../parcel/storage';

/**
 * How invoices and credit notes are numbered: one continuous sequence per series (`FAC` invoices,
 * `AVO` credit notes) and per year, the year being the one in Paris at the instant the document
 * records (the payment for an invoice, the refund for a credit note). The sequence is the version of
 * the series' stream: the event store's conditional write hands out each number once, in order.
 */
export const invoiceSeries: DocumentSeries = 'FAC';
export const creditNoteSeries: DocumentSeries = 'AVO';

/** The year in Paris at `instant`: a payment at 23:30 UTC on 31 December 2026 belongs to 2027. */
export const parisYearOf = (instant: string): number => Number(storageDayOf(new Date(instant)).slice(0, 4));

/** The id of a series' stream within the `invoicing` stream type: `FAC-2026`. */
export const seriesKeyOf = (series: DocumentSeries, year: number): string => `${series}-${year}`;

export const documentNumberOf = (series: DocumentSeries, year: number, sequence: number): string => {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`Numéro d'ordre hors limites : ${sequence}`);
  return `${seriesKeyOf(series, year)}-${String(sequence).padStart(6, '0')}`;
};

/** Where a document's PDF is kept: `invoices/2026/FAC-2026-000001.pdf`, `credit-notes/2026/AVO-2026-000001.pdf`. */
export const pdfKeyOf = (series: DocumentSeries, year: number, number: string): string =>
  `${series === 'FAC' ? 'invoices' : 'credit-notes'}/${year}/${number}.pdf`;
