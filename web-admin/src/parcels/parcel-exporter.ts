import { parcelStatusLabel } from '../../../domain/parcel/parcel-labels';
import { csvDocument, type CsvColumn } from '../lib/csv';
import type { AdminParcel } from './parcel-schema';

/** The columns of the CSV export, in French, in the list's order. */
const columns: readonly CsvColumn<AdminParcel>[] = [
  { header: 'Numéro de suivi', value: (parcel) => parcel.trackingNumber },
  { header: 'Transporteur', value: (parcel) => parcel.carrier },
  { header: 'Statut', value: (parcel) => parcelStatusLabel(parcel.status) },
  { header: 'Client', value: (parcel) => parcel.customerId },
  { header: 'Description', value: (parcel) => parcel.description || 'Aucune description' },
  { header: 'Photos', value: (parcel) => parcel.photoCount },
  { header: 'Créé le', value: (parcel) => parcel.declaredAt },
  { header: 'Modifié le', value: (parcel) => parcel.updatedAt },
];

export const parcelsCsv = (parcels: readonly AdminParcel[]): string => csvDocument(columns, parcels);
