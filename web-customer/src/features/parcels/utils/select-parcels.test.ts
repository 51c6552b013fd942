import { describe, expect, it } from 'vitest';
import { aParcel } from '@/testing/data-generators';
import { allParcels, countByStatus, selectParcels } from './select-parcels';

const phone = aParcel({
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  description: 'Téléphone reconditionné',
  senderName: 'Back Market',
  category: 'electronique',
  status: 'stored',
  declaredValueCents: 32_000,
  declaredAt: '2026-02-10T10:00:00.000Z',
});
const books = aParcel({
  trackingNumber: '6A12345678901',
  carrier: 'Colissimo',
  description: 'Livres scolaires',
  senderName: 'Librairie Gibert',
  status: 'declared',
  declaredValueCents: 4_500,
  declaredAt: '2026-03-01T08:00:00.000Z',
});
const shoes = aParcel({
  trackingNumber: 'XW123456789FR',
  carrier: 'Chronopost',
  description: 'Chaussures de sport',
  senderName: 'Décathlon',
  status: 'declared',
  declaredValueCents: 8_999,
  declaredAt: '2026-01-15T16:45:00.000Z',
});
const parcels = [books, phone, shoes];
const trackingNumbers = (list: { trackingNumber: string }[]) => list.map((parcel) => parcel.trackingNumber);

describe('selectParcels', () => {
  it('shows every parcel, newest first, when nothing is chosen', () => {
    expect(trackingNumbers(selectParcels(parcels, allParcels))).toEqual([books, phone, shoes].map((p) => p.trackingNumber));
  });

  it.each([
    ['a tracking number, whatever the case', '1z999aa', phone],
    ['the description', 'LIVRES', books],
    ['the sender, without accents', 'decathlon', shoes],
    ['the carrier', 'chronopost', shoes],
    ['several words in any field', 'ups téléphone', phone],
  ])('finds a parcel by %s', (_, search, expected) => {
    expect(trackingNumbers(selectParcels(parcels, { ...allParcels, search }))).toEqual([expected.trackingNumber]);
  });

  it('ignores blanks around the search and finds nothing for an unknown word', () => {
    expect(selectParcels(parcels, { ...allParcels, search: '   ' })).toHaveLength(3);
    expect(selectParcels(parcels, { ...allParcels, search: 'aspirateur' })).toEqual([]);
  });

  it('keeps only the chosen status, combined with the search', () => {
    expect(trackingNumbers(selectParcels(parcels, { ...allParcels, status: 'declared' }))).toEqual([
      books.trackingNumber,
      shoes.trackingNumber,
    ]);
    expect(trackingNumbers(selectParcels(parcels, { ...allParcels, status: 'declared', search: 'sport' }))).toEqual([
      shoes.trackingNumber,
    ]);
    expect(selectParcels(parcels, { ...allParcels, status: 'delivered' })).toEqual([]);
  });

  it.each([
    ['oldest', [shoes, phone, books]],
    ['value-high', [phone, shoes, books]],
    ['value-low', [books, shoes, phone]],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(trackingNumbers(selectParcels(parcels, { ...allParcels, sort }))).toEqual(trackingNumbers([...expected]));
  });

  it('does not reorder the list it was given', () => {
    const given = [...parcels];
    selectParcels(given, { ...allParcels, sort: 'value-low' });
    expect(given).toEqual(parcels);
  });
});

describe('countByStatus', () => {
  it('counts the parcels of each status', () => {
    const counts = countByStatus(parcels);
    expect(counts.get('declared')).toBe(2);
    expect(counts.get('stored')).toBe(1);
    expect(counts.get('shipped')).toBeUndefined();
  });
});
