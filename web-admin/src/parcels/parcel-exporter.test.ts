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

const customers = new Map([['c1', { name: 'Marie Dupont', email: 'marie@example.com' }]]);

describe('the CSV export of the parcels list', () => {
  it('has French headers, French statuses, "Aucune description", and quotes what a spreadsheet would split', () => {
    const lines = parcelsCsv([parcel({}), parcel({ id: 'p2', trackingNumber: 'X;1', description: 'Un "grand" carton', status: 'declared' })], customers).split('\r\n');
    expect(lines[0]).toBe('\uFEFFNuméro de suivi;Transporteur;Statut;Client;E-mail;Description;Photos;Créé le;Modifié le');
    expect(lines[1]).toBe('6A123;DHL;Reçu;Marie Dupont;marie@example.com;Aucune description;2;20/11/2026 11:00;21/11/2026 11:00');
    expect(lines[2]).toContain('"X;1";DHL;Déclaré;Marie Dupont;marie@example.com;"Un ""grand"" carton";2');
  });

  it('names the customer and gives the e-mail, not the account id; an account no longer listed keeps its id', () => {
    const lines = parcelsCsv([parcel({ customerId: 'gone' })], customers).split('\r\n');
    expect(lines[1]?.split(';').slice(3, 5)).toEqual(['gone', '']);
  });

  it('dates in Paris time: summer and winter', () => {
    const [, line] = parcelsCsv([parcel({ declaredAt: '2026-07-01T22:30:00.000Z', updatedAt: '2026-12-31T23:30:00.000Z' })], customers).split('\r\n');
    expect(line?.split(';').slice(7)).toEqual(['02/07/2026 00:30', '01/01/2027 00:30']);
  });

  it('opens a description typed as a formula as text: a leading =, +, -, @, tab or carriage return gets a quote', () => {
    const typed = ['=HYPERLINK("http://x.example")', '+33 1 23', '-1', '@SUM(A1)', '\tcaché', '\rretour'];
    const lines = parcelsCsv(typed.map((description, index) => parcel({ id: `p${index}`, trackingNumber: `T${index}`, description })), customers).split('\r\n');
    expect(lines[1]).toBe('T0;DHL;Reçu;Marie Dupont;marie@example.com;"\'=HYPERLINK(""http://x.example"")";2;20/11/2026 11:00;21/11/2026 11:00');
    expect(lines[2]).toContain(";'+33 1 23;");
    expect(lines[3]).toContain(";'-1;");
    expect(lines[4]).toContain(";'@SUM(A1);");
    expect(lines[5]).toContain(';"\'\tcaché";');
    // The carriage return stays inside its quoted cell: the row is still one line.
    expect(parcelsCsv([parcel({ description: '\rretour' })], customers)).toContain(';"\'\rretour";');
    // Counts written by the export are numbers, not typed text: left as they are.
    expect(lines[1]?.split(';')[6]).toBe('2');
  });
});
