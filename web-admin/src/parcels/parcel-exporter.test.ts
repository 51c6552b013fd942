import { describe, expect, it } from 'vitest';
import { parcelsCsv } from './parcel-exporter';
import type { AdminParcel } from './parcel-schema';

const parcel = (overrides: Partial<AdminParcel>): AdminParcel => ({
  id: 'p1',
  parcelId: 'p1',
  trackingNumber: '6A123',
  carrier: 'DHL',
  category: 'autre',
  description: '',
  senderName: '',
  status: 'received',
  declaredWeightGrams: 0,
  declaredLengthCm: 0,
  declaredWidthCm: 0,
  declaredHeightCm: 0,
  declaredValueCents: 0,
  instructions: '',
  weightGrams: 1000,
  lengthCm: 1,
  widthCm: 1,
  heightCm: 1,
  declaredAt: '2026-11-20T10:00:00.000Z',
  receivedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  history: [],
  storage: null,
  photoCount: 2,
  customerId: 'c1',
  senderPhone: '',
  senderEmail: '',
  location: null,
  shipmentId: null,
  returnId: null,
  outgoing: null,
  ...overrides,
});

describe('the CSV export of the parcels list', () => {
  it('has French headers, French statuses, "Aucune description", and quotes what a spreadsheet would split', () => {
    const lines = parcelsCsv([parcel({}), parcel({ id: 'p2', trackingNumber: 'X;1', description: 'Un "grand" carton', status: 'declared' })]).split('\r\n');
    expect(lines[0]).toBe('\uFEFFNuméro de suivi;Transporteur;Statut;Client;Description;Photos;Créé le;Modifié le');
    expect(lines[1]).toBe('6A123;DHL;Reçu;c1;Aucune description;2;2026-11-20T10:00:00.000Z;2026-11-21T10:00:00.000Z');
    expect(lines[2]).toContain('"X;1";DHL;Déclaré;c1;"Un ""grand"" carton";2');
  });

  it('opens a description typed as a formula as text: a leading =, +, -, @, tab or carriage return gets a quote', () => {
    const typed = ['=HYPERLINK("http://x.example")', '+33 1 23', '-1', '@SUM(A1)', '\tcaché', '\rretour'];
    const lines = parcelsCsv(typed.map((description, index) => parcel({ id: `p${index}`, trackingNumber: `T${index}`, description }))).split('\r\n');
    expect(lines[1]).toBe('T0;DHL;Reçu;c1;"\'=HYPERLINK(""http://x.example"")";2;2026-11-20T10:00:00.000Z;2026-11-21T10:00:00.000Z');
    expect(lines[2]).toContain(";'+33 1 23;");
    expect(lines[3]).toContain(";'-1;");
    expect(lines[4]).toContain(";'@SUM(A1);");
    expect(lines[5]).toContain(';"\'\tcaché";');
    // The carriage return stays inside its quoted cell: the row is still one line.
    expect(parcelsCsv([parcel({ description: '\rretour' })])).toContain(';"\'\rretour";');
    // Counts written by the export are numbers, not typed text: left as they are.
    expect(lines[1]?.split(';')[5]).toBe('2');
  });
});
