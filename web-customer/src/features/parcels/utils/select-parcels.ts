import type { Parcel } from '../api/get-parcels';

export const parcelSorts = [
  { value: 'newest', label: 'Plus récents' },
  { value: 'oldest', label: 'Plus anciens' },
  { value: 'value-high', label: 'Valeur décroissante' },
  { value: 'value-low', label: 'Valeur croissante' },
] as const;

export type ParcelSort = (typeof parcelSorts)[number]['value'];

export const isParcelSort = (value: string): value is ParcelSort => parcelSorts.some((sort) => sort.value === value);

export type ParcelSelection = {
  /** free text matched against tracking number, description, sender and carrier */
  search: string;
  /** a status, or null for all */
  status: string | null;
  sort: ParcelSort;
};

export const allParcels: ParcelSelection = { search: '', status: null, sort: 'newest' };

/** Case- and accent-insensitive: "electronique" finds "Électronique". */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');

const searchedText = (parcel: Parcel) =>
  normalize([parcel.trackingNumber, parcel.description, parcel.senderName, parcel.carrier].join('\n'));

const byDeclaredAt = (a: Parcel, b: Parcel) => Date.parse(a.declaredAt) - Date.parse(b.declaredAt);

const comparators: Record<ParcelSort, (a: Parcel, b: Parcel) => number> = {
  newest: (a, b) => byDeclaredAt(b, a),
  oldest: byDeclaredAt,
  'value-high': (a, b) => b.declaredValueCents - a.declaredValueCents || byDeclaredAt(b, a),
  'value-low': (a, b) => a.declaredValueCents - b.declaredValueCents || byDeclaredAt(b, a),
};

/** The list /packages shows for a search, a status filter and a sort. */
export const selectParcels = (parcels: readonly Parcel[], { search, status, sort }: ParcelSelection): Parcel[] => {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  return parcels
    .filter((parcel) => status === null || parcel.status === status)
    .filter((parcel) => {
      if (words.length === 0) return true;
      const text = searchedText(parcel);
      return words.every((word) => text.includes(word));
    })
    .sort(comparators[sort]);
};

/** How many parcels are in each status, for the counter tiles. */
export const countByStatus = (parcels: readonly Parcel[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const parcel of parcels) counts.set(parcel.status, (counts.get(parcel.status) ?? 0) + 1);
  return counts;
};
