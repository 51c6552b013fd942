import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { IllegalStateError, ValidationError } from '../shared/errors';
import { creditNoteIssued, invoiceIssued, issueCreditNote, issueInvoice } from './invoice-test-events';
import { invoicingDecider, refundAbovePaymentMessage, vatSplit, vatSplitLines, wrongYearMessage } from './invoicing';

const spec = deciderSpec(invoicingDecider);

describe('issuing invoices', () => {
  it('numbers the first invoice of a year 1, with the VAT included in what was paid', () => {
    spec.given([]).when(issueInvoice('pay-1', 12_000)).then([invoiceIssued(1, 'pay-1', 12_000)]);
  });

  it('gives the next invoice the sequence after the last one of the tail', () => {
    const [event] = invoicingDecider.decide(issueInvoice('pay-9'), [invoiceIssued(41, 'pay-7'), invoiceIssued(42, 'pay-8')].reduce(invoicingDecider.evolve, invoicingDecider.initialState()));
    expect(event?.data).toMatchObject({ number: 'FAC-2026-000043', sequence: 43, pdfKey: 'invoices/2026/FAC-2026-000043.pdf' });
  });

  it('issues nothing for a payment that already has its invoice in the tail', () => {
    spec.given([invoiceIssued(1, 'pay-1'), invoiceIssued(2, 'pay-2')]).when(issueInvoice('pay-1')).then([]);
  });

  it('refuses to number a payment in another year than its own in Paris', () => {
    spec.given([]).when({ ...issueInvoice('pay-1', 100, '2026-12-31T23:30:00.000Z'), year: 2026 }).thenThrows(IllegalStateError, wrongYearMessage);
  });

  it('splits TTC into HT and TVA with one rounding that adds up', () => {
    expect(vatSplit(12_000)).toEqual({ totalExclVatCents: 10_000, vatCents: 2_000 });
    expect(vatSplit(1_001)).toEqual({ totalExclVatCents: 834, vatCents: 167 });
    expect(vatSplit(0)).toEqual({ totalExclVatCents: 0, vatCents: 0 });
  });

  it('shows what was paid for line by line (a quote’s shipping, storage and fees), its lines adding up to the one split of the total', () => {
    // 10,01 € + 3,00 € + 5,00 € = 18,01 €: HT 15,01 € (once, on the total), not 8,34 + 2,50 + 4,17 = 15,01 by luck
    const lines = vatSplitLines([
      { label: 'Expédition Standard vers Martinique (2 kg facturés)', amountCents: 1_001 },
      { label: 'Frais de stockage (3 jours)', amountCents: 300 },
      { label: 'Regroupement', amountCents: 500 },
    ]);
    expect(lines.map((line) => [line.totalExclVatCents, line.vatCents, line.totalCents])).toEqual([
      [834, 167, 1_001],
      [250, 50, 300],
      [417, 83, 500],
    ]);
    expect(lines.reduce((sum, line) => sum + line.totalExclVatCents, 0)).toBe(vatSplit(1_801).totalExclVatCents);
    // three lines of 0,05 €: 0,0417 each; the total's HT (0,13 €) is met by giving the missing cent to the first line
    const small = vatSplitLines(['a', 'b', 'c'].map((label) => ({ label, amountCents: 5 })));
    expect(small.map((line) => line.totalExclVatCents)).toEqual([5, 4, 4]);
    expect(vatSplit(15).totalExclVatCents).toBe(13);

    const paid = { ...issueInvoice('pay-3', 1_801), lines: [{ label: 'Expédition', amountCents: 1_001 }, { label: 'Stockage', amountCents: 800 }] };
    const [event] = invoicingDecider.decide(paid, invoicingDecider.initialState());
    expect(event?.data).toMatchObject({ totalExclVatCents: 1_501, vatCents: 300, totalCents: 1_801 });
    expect(event?.data.lines.map((line) => line.label)).toEqual(['Expédition', 'Stockage']);
    // lines that do not add up to what was paid: one line for the whole amount
    const [single] = invoicingDecider.decide({ ...paid, lines: [{ label: 'Expédition', amountCents: 1_001 }] }, invoicingDecider.initialState());
    expect(single?.data.lines).toHaveLength(1);
    expect(single?.data.totalCents).toBe(1_801);
  });
});

describe('issuing credit notes', () => {
  it('numbers a refund in its own series, on the invoice of its payment', () => {
    spec.given([]).when(issueCreditNote('re_1', 12_000)).then([creditNoteIssued(1, 're_1', 12_000)]);
  });

  it('names a partial refund as such, for the amount refunded', () => {
    const [event] = invoicingDecider.decide(issueCreditNote('re_2', 3_000), invoicingDecider.initialState());
    expect(event?.data).toMatchObject({ totalCents: 3_000, totalExclVatCents: 2_500, vatCents: 500, refundedCents: 3_000, invoiceNumber: 'FAC-2026-000001' });
    expect(event?.data.lines[0]?.label).toBe('Remboursement partiel (30,00 € sur 120,00 €) : Devis DEV-1-AB12'.replace(/ €/gu, '\u00a0€'));
  });

  it('issues nothing for a refund that already has its credit note', () => {
    spec.given([creditNoteIssued(1, 're_1')]).when(issueCreditNote('re_1')).then([]);
  });

  it('refuses a credit note above what was paid', () => {
    spec.given([]).when(issueCreditNote('re_1', 12_001)).thenThrows(ValidationError, refundAbovePaymentMessage);
  });
});
