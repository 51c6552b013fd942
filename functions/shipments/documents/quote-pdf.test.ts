import { PageSizes } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { QuoteDocument } from '../../../domain/shipment/shipment-documents';
import { sampleQuoteDocument } from './document-samples';
import { allText, readPdf } from '../../platform/documents/read-pdf';
import { renderQuotePdf } from './quote-pdf';

/** A quote whose amounts need thousands separators: 1 500 + 80 + 20 = 1 600 € TTC, HT 1 333,33 €, TVA 266,67 €. */
const bigQuote: QuoteDocument = {
  ...sampleQuoteDocument,
  quoteNumber: 'DEV-1795608000000-AB12',
  // 23:30 in UTC on 30 November is already 1 December in Paris
  issuedAt: '2026-11-30T23:30:00.000Z',
  validUntil: '2026-12-30T23:30:00.000Z',
  lines: [
    { kind: 'shipping', label: 'Expédition Express vers La Réunion (30 kg facturables)', amountCents: 150_000 },
    { kind: 'storage', label: 'Stockage : 80 jours au-delà de la période gratuite', amountCents: 8_000 },
    { kind: 'extra', label: 'Palette et cerclage', amountCents: 2_000 },
  ],
  totalCents: 160_000,
  totalExclVatCents: 133_333,
  vatCents: 26_667,
};

const [a4Width, a4Height] = PageSizes.A4;

describe('the quote PDF', () => {
  it('prints the number, the dates in Paris, the customer, each line and the totals with plain spaces in the amounts', async () => {
    const read = await readPdf(await renderQuotePdf(bigQuote));
    const texts = read.pages.flatMap((page) => page.texts);
    expect(read.title).toBe('Devis DEV-1795608000000-AB12');
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]?.width).toBeCloseTo(a4Width, 1);
    expect(read.pages[0]?.height).toBeCloseTo(a4Height, 1);
    expect(texts).toEqual(expect.arrayContaining(['Passerelle', 'votre adresse en France', 'DEVIS', 'n° DEV-1795608000000-AB12']));
    expect(texts).toEqual(expect.arrayContaining(["Date d'émission", '1er décembre 2026', "Valable jusqu'au", '31 décembre 2026']));
    expect(texts).toEqual(expect.arrayContaining(['Marie-Josée Lagrange', 'marie-josee.lagrange@example.com', 'PA-34Z5SR', '97200 Fort-de-France']));
    expect(texts).toEqual(expect.arrayContaining(['Martinique', 'Standard (7 à 12 jours ouvrés)', '4,35 kg', '12 kg', '50 cm × 40 cm × 30 cm']));
    expect(texts).toEqual(expect.arrayContaining(['6A12345678901', '1Z999AA10123456784', 'LA123456789FR']));
    for (const line of bigQuote.lines) expect(texts).toContain(line.label);
    expect(texts).toEqual(expect.arrayContaining(['1 500,00 €', '80,00 €', '20,00 €']));
    expect(texts).toEqual(expect.arrayContaining(['Total HT', '1 333,33 €', 'TVA (20 %)', '266,67 €', 'Total TTC', '1 600,00 €']));
    expect(texts).toContain('Tarif appliqué : grille du 2026-11-01');
    expect(texts.some((text) => /[\u00a0\u202f]/u.test(text))).toBe(false);
  });

  it('says how to pay as customers do: by card with the quote’s « Payer » button, bank transfer still accepted with the account and the quote number as reference', async () => {
    // the sentences wrap onto several lines of the box: read as one text
    const text = allText(await readPdf(await renderQuotePdf(bigQuote))).replace(/\n/gu, ' ');
    expect(text).toContain('Comment payer votre devis');
    expect(text).toContain('Par carte bancaire : bouton « Payer » du devis, dans « Mes devis et expéditions » de votre espace client');
    expect(text).toContain('Par virement bancaire, toujours accepté');
    expect(text).toContain('Titulaire : Passerelle Ltd · IBAN : FR76');
    expect(text).toMatch(/IBAN : FR76 [0-9 ]+/u);
    expect(text).toContain('BIC : PASSFRPPXXX');
    expect(text).toContain('Référence à indiquer avec votre virement : DEV-1795608000000-AB12');
    expect(text.indexOf('Par carte bancaire')).toBeLessThan(text.indexOf('Par virement bancaire'));
  });

  it('carries the legal mentions of a quote and its page number', async () => {
    const text = allText(await readPdf(await renderQuotePdf(bigQuote)));
    expect(text).toContain('Passerelle Ltd, private limited company de droit anglais, dont le siège est situé 1 Example Street, London, Royaume-Uni');
    expect(text).toContain('Devis valable 30 jours');
    expect(text).toContain('Expédition sous 48 heures ouvrées après paiement');
    expect(text).toContain('TVA incluse au taux de 20 %');
    expect(text).toContain('Page 1/1');
  });

  it('has the dark blue header band across the top of the first page', async () => {
    const [first] = (await readPdf(await renderQuotePdf(sampleQuoteDocument))).pages;
    const band = first?.filledRectangles.find((box) => box.width >= a4Width - 0.5 && box.y + box.height >= a4Height - 0.5);
    expect(band?.height).toBeGreaterThan(60);
  });

  it('flows 40 lines onto more pages, repeating the table header, and ends with the totals and the mentions', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({ kind: 'extra' as const, label: `Frais de manutention n° ${index + 1}`, amountCents: 1_000 + index }));
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const read = await readPdf(await renderQuotePdf({ ...sampleQuoteDocument, lines, totalCents, totalExclVatCents: Math.round(totalCents / 1.2), vatCents: totalCents - Math.round(totalCents / 1.2) }));
    const pageCount = read.pages.length;
    expect(pageCount).toBeGreaterThanOrEqual(2);
    read.pages.forEach((page, index) => expect(page.texts.some((text) => text.endsWith(`Page ${index + 1}/${pageCount}`))).toBe(true));
    const printedLabels = read.pages.flatMap((page) => page.texts.filter((text) => text.startsWith('Frais de manutention n° ')));
    expect(printedLabels).toEqual(lines.map((line) => line.label));
    const texts = read.pages.flatMap((page) => page.texts);
    for (const line of lines) expect(texts).toContain(`${(line.amountCents / 100).toFixed(2).replace('.', ',')} €`);
    const pagesWithLines = read.pages.filter((page) => page.texts.some((text) => text.startsWith('Frais de manutention')));
    expect(pagesWithLines.length).toBeGreaterThanOrEqual(2);
    for (const page of pagesWithLines) expect(page.texts).toContain('Désignation');
    expect(read.pages[1]?.texts).toContain('Devis n° DEV-1795608000000-7K2Q (suite)');
    expect(texts.indexOf('Total TTC')).toBeGreaterThan(texts.indexOf('Frais de manutention n° 40'));
    expect(allText(read)).toContain('TVA incluse au taux de 20 %');
  });

  it('prints names and addresses with characters outside WinAnsi instead of failing, and cuts long descriptions', async () => {
    const read = await readPdf(
      await renderQuotePdf({
        ...sampleQuoteDocument,
        customer: { ...sampleQuoteDocument.customer, name: 'Zoë Ōtani 😀', lines: ['Łódź 中文 8\u202frue\u00a0du\tPort'] },
        parcels: [{ trackingNumber: 'LA123456789FR', description: 'Une très longue description '.repeat(12) }],
      }),
    );
    const texts = read.pages.flatMap((page) => page.texts);
    expect(texts).toContain('Zoë Otani ?');
    expect(texts).toContain('Lódz ?? 8 rue du Port');
    const description = texts.find((text) => text.startsWith('Une très longue description'));
    expect(description?.endsWith('…')).toBe(true);
    expect(description?.length).toBeLessThan(120);
  });

  it('gives the same bytes for the same quote', async () => {
    const [first, second] = await Promise.all([renderQuotePdf(sampleQuoteDocument), renderQuotePdf(sampleQuoteDocument)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
