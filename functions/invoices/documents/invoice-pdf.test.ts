import { PageSizes } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { creditNoteIssued, invoiceIssued } from '../../../domain/invoice/invoice-test-events';
import { allText, readPdf } from '../../platform/documents/read-pdf';
import { renderInvoicingPdf } from './invoice-pdf';

const [a4Width, a4Height] = PageSizes.A4;

/** 1 500 € paid at 23:30 UTC on 31 December 2026: already 1 January 2027 in Paris. */
const invoice = {
  ...invoiceIssued(7, 'pay-7', 150_000).data,
  number: 'FAC-2027-000007',
  year: 2027,
  lines: [{ label: 'Devis DEV-1795608000000-AB12 : expédition vers La Réunion', quantity: 1, unitPriceExclVatCents: 125_000, totalExclVatCents: 125_000, vatRatePercent: 20, vatCents: 25_000, totalCents: 150_000 }],
  totalExclVatCents: 125_000,
  vatCents: 25_000,
  paidAt: '2026-12-31T23:30:00.000Z',
  issuedAt: '2026-12-31T23:30:04.000Z',
};

describe('the invoice PDF', () => {
  it('prints on one A4 page the number, the dates in Paris, both parties, the line with its unit price HT and VAT rate, and the totals', async () => {
    const read = await readPdf(await renderInvoicingPdf(invoice));
    const texts = read.pages.flatMap((page) => page.texts);
    expect(read.title).toBe('Facture FAC-2027-000007');
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]?.width).toBeCloseTo(a4Width, 1);
    expect(read.pages[0]?.height).toBeCloseTo(a4Height, 1);
    expect(texts).toEqual(expect.arrayContaining(['FACTURE', 'n° FAC-2027-000007', "Date d'émission", '1er janvier 2027', 'Date du paiement']));
    expect(texts).toEqual(expect.arrayContaining(['Vendeur', 'Passerelle Ltd', '1 Example Street, London, Royaume-Uni', 'Client', 'Marie Lagrange', '12 rue des Flamboyants', '97200 Fort-de-France', 'marie@example.com']));
    expect(texts).toEqual(expect.arrayContaining(['Désignation', 'Qté', 'Prix unit. HT', 'TVA', 'Total HT', 'Total TTC', '1', '20 %']));
    expect(texts.join(' ')).toContain('Devis DEV-1795608000000-AB12 : expédition vers La Réunion');
    expect(texts).toEqual(expect.arrayContaining(['1 250,00 €', 'TVA (20 %)', '250,00 €', '1 500,00 €']));
    expect(texts).toContain('Payée par carte le 1er janvier 2027 : 1 500,00 €.');
    expect(texts).toContain('Facture n° FAC-2027-000007 · Page 1/1');
    expect(texts.some((text) => /[\u00a0\u202f]/u.test(text))).toBe(false);
  });

  it('says on a credit note which invoice it corrects and what was refunded', async () => {
    const text = allText(await readPdf(await renderInvoicingPdf(creditNoteIssued(1, 're_1', 3_000).data)));
    expect(text).toContain('AVOIR');
    expect(text).toContain('Avoir n° AVO-2026-000001 sur la facture n° FAC-2026-000001 du 20 novembre 2026.');
    expect(text).toContain('Remboursé par carte le 25 novembre 2026 : 30,00 €.');
    expect(text).toContain('Total TTC remboursé');
    // 30 € refunded: 25 € HT and 5 € of VAT
    expect(text).toMatch(/Total HT\n25,00 €\nTVA \(20 %\)\n5,00 €/u);
    expect(text).toContain('Passerelle Ltd, private limited company de droit anglais');
  });

  it('names a bank transfer and its reference, on the invoice and on the credit note that gives it back', async () => {
    const byTransfer = { ...invoiceIssued(2, 'pay-2', 2_405).data, paymentIntentId: null, bankReference: 'VIR-2026-0042', paidAt: '2026-11-20T09:00:00.000Z' };
    const invoiceText = allText(await readPdf(await renderInvoicingPdf(byTransfer)));
    expect(invoiceText).toContain('Mode de paiement : virement bancaire, réf. VIR-2026-0042');
    expect(invoiceText).toContain('Payée le 20 novembre 2026 : 24,05 €.');
    expect(invoiceText).not.toContain('par carte');
    const creditText = allText(await readPdf(await renderInvoicingPdf({ ...creditNoteIssued(1, 'virement-staff-1', 2_405).data, bankReference: 'VIR-RBT-7' })));
    expect(creditText).toContain('Remboursé par virement bancaire le 25 novembre 2026 : 24,05 €, réf. VIR-RBT-7.');
  });

  it('draws the same bytes from the same event', async () => {
    expect(Buffer.from(await renderInvoicingPdf(invoice)).equals(Buffer.from(await renderInvoicingPdf(invoice)))).toBe(true);
  });
});
