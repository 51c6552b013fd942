import { parcelStatusLabel } from '../../../domain/parcel/parcel-labels';
import { csvDocument, type CsvColumn } from '../lib/csv';
import { formatParisDateTime } from '../lib/format';
import type { AdminParcel } from './parcel-schema';

/** Who a parcel's owner is in the export: the name (or the e-mail when none was given) and the e-mail. */
export type ExportedCustomer = { name: string; email: string };
type ExportedParcel = AdminParcel & { customer: ExportedCustomer | undefined };

/** The columns of the CSV export, in French, in the list's order; dates in Paris time, as staff read them. */
const columns: readonly CsvColumn<ExportedParcel>[] = [
  { header: 'Numéro de suivi', value: (parcel) => parcel.trackingNumber },
  { header: 'Transporteur', value: (parcel) => parcel.carrier },
  { header: 'Statut', value: (parcel) => parcelStatusLabel(parcel.status) },
  // An account no longer listed (deleted) keeps its id: the row still says whose it was.
  { header: 'Client', value: (parcel) => parcel.customer?.name ?? parcel.customerId },
  { header: 'E-mail', value: (parcel) => parcel.customer?.email ?? '' },
  { header: 'Description', value: (parcel) => parcel.description || 'Aucune description' },
  { header: 'Photos', value: (parcel) => parcel.photoCount },
  { header: 'Créé le', value: (parcel) => formatParisDateTime(parcel.declaredAt) },
  { header: 'Modifié le', value: (parcel) => formatParisDateTime(parcel.updatedAt) },
];

export const parcelsCsv = (parcels: readonly AdminParcel[], customers: ReadonlyMap<string, ExportedCustomer>): string =>
  csvDocument(
    columns,
    parcels.map((parcel) => ({ ...parcel, customer: customers.get(parcel.customerId) })),
  );
