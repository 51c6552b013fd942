/**
 * CSV for a spreadsheet set to French: semicolons, CRLF, a BOM so accents survive. A cell that a
 * spreadsheet would take for a formula (it begins with `=`, `+`, `-`, `@`, a tab or a carriage return)
 * is prefixed with a single quote, as OWASP's advice on CSV injection says: a description typed by a
 * customer opens as text, never as a formula that fetches or runs something.
 */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number };

const formulaStart = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number): string => {
  const raw = String(value);
  // A number the export itself writes (a count) is data; a text is neutralised whatever it holds.
  const text = typeof value === 'string' && formulaStart.test(raw) ? `'${raw}` : raw;
  return /[";\n\r\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvDocument = <Row,>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  '\uFEFF' + [columns.map((column) => csvCell(column.header)).join(';'), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(';'))].join('\r\n');
