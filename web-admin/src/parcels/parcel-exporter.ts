import { downloadCSV, type Exporter } from 'react-admin';
import { parcelStatusLabel } from '../../../domain/parcel/parcel-labels';
import { adminParcelSchema, type AdminParcel } from './parcel-schema';

/** The columns of the CSV export, in French, in the list's order. */
const columns: readonly { header: string; value: (parcel: AdminParcel) => string | number }[] = [
  { header: 'Numéro de suivi', value: (parcel) => parcel.trackingNumber },
  { header: 'Transporteur', value: (parcel) => parcel.carrier },
  { header: 'Statut', value: (parcel) => parcelStatusLabel(parcel.status) },
  { header: 'Client', value: (parcel) => parcel.customerId },
  { header: 'Description', value: (parcel) => parcel.description || 'Aucune description' },
  { header: 'Photos', value: (parcel) => parcel.photoCount },
  { header: 'Créé le', value: (parcel) => parcel.declaredAt },
  { header: 'Modifié le', value: (parcel) => parcel.updatedAt },
];

const cell = (value: string | number): string => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV for a spreadsheet set to French: semicolons, a BOM so accents survive. */
export const parcelsCsv = (parcels: readonly AdminParcel[]): string =>
  '\uFEFF' + [columns.map((column) => cell(column.header)).join(';'), ...parcels.map((parcel) => columns.map((column) => cell(column.value(parcel))).join(';'))].join('\r\n');

/** react-admin calls it with every row of the filtered list, fetched page by page from the server. */
export const parcelExporter: Exporter = (records: unknown[]) => {
  downloadCSV(parcelsCsv(records.map((record) => adminParcelSchema.parse(record))), 'colis');
};
