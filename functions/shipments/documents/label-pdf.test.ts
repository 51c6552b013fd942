import { describe, expect, it } from 'vitest';
import { code128CharacterMessage, code128Modules, code128QuietZoneModules, decodeCode128Modules } from '../../../domain/shared/code128';
import { ValidationError } from '../../../domain/shared/errors';
import { sampleLabelDocument } from './document-samples';
import { renderLabelPdf } from './label-pdf';
import { readPdf, type FilledRectangle, type PdfPageRead } from '../../platform/documents/read-pdf';

/** A6 portrait in points: 105 × 148 mm. */
const a6 = { width: 297.6, height: 419.5 };

/** The bars of the barcode: the filled rectangles taller than 40 pt, sharing the band of the tallest ones, left to right. */
const barcodeBars = (page: PdfPageRead): FilledRectangle[] => {
  const tall = page.filledRectangles.filter((box) => box.height > 40);
  const [first] = tall;
  return tall.filter((box) => first !== undefined && Math.abs(box.y - first.y) < 0.01 && Math.abs(box.height - first.height) < 0.01).sort((a, b) => a.x - b.x);
};

/**
 * The modules the bars draw, as a scanner would rebuild them: the narrowest bar is one module;
 * each bar's start and width in modules from the first bar; quiet zones added around.
 */
const modulesOf = (bars: readonly FilledRectangle[]): boolean[] => {
  const module = Math.min(...bars.map((bar) => bar.width));
  const left = bars[0]?.x ?? 0;
  const last = bars.at(-1);
  const length = last === undefined ? 0 : Math.round((last.x + last.width - left) / module);
  const modules = Array.from({ length }, () => false);
  for (const bar of bars) modules.fill(true, Math.round((bar.x - left) / module), Math.round((bar.x + bar.width - left) / module));
  const quietZone = Array.from({ length: code128QuietZoneModules }, () => false);
  return [...quietZone, ...modules, ...quietZone];
};

describe('the shipping label PDF', () => {
  it('is one A6 portrait page', async () => {
    const read = await readPdf(await renderLabelPdf(sampleLabelDocument));
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]?.width).toBeCloseTo(a6.width, 0);
    expect(read.pages[0]?.height).toBeCloseTo(a6.height, 0);
    expect(read.title).toBe('Étiquette Colissimo CB123456789FR');
  });

  it('prints the carrier, the service, the sender, the recipient, the weight, the box, the parcel count, the tracking number, the date and the shipment', async () => {
    const [page] = (await readPdf(await renderLabelPdf(sampleLabelDocument))).pages;
    const texts = page?.texts ?? [];
    expect(texts).toEqual(expect.arrayContaining(['Colissimo', 'DE :', 'Passerelle — entrepôt', 'À :', 'Marie-Josée Lagrange']));
    expect(texts.join(' ')).toContain('Standard (7 à 12 jours ouvrés)');
    expect(texts.join(' ')).toContain("12 rue de l'Entrepôt, 60290 Rantigny, France");
    expect(texts).toEqual(expect.arrayContaining(['12 rue Victor Schœlcher', 'Résidence Les Flamboyants, bât. B', '97200 Fort-de-France', 'Martinique', 'Tél. : +596 696 12 34 56']));
    expect(texts).toEqual(expect.arrayContaining(['Poids', '4,35 kg', 'N° de boîte', 'PA-34Z5SR', 'Colis regroupés', '3']));
    expect(texts).toEqual(expect.arrayContaining(['CB123456789FR', 'Créée le 27 novembre 2026', 'Expédition 01KAXW3Q5J8ZC4N2V7R6T9M0PB']));
  });

  it('prints the recipient in larger type than the sender', async () => {
    const [page] = (await readPdf(await renderLabelPdf(sampleLabelDocument))).pages;
    expect(page?.textHeights.get('Marie-Josée Lagrange')).toBeGreaterThan(2 * (page?.textHeights.get('Passerelle — entrepôt') ?? Number.POSITIVE_INFINITY) - 1);
  });

  it.each(['CB123456789FR', '1Z999AA10123456784', 'LX-2026/ab c'])('draws bars that decode back to the tracking number %s, between clear quiet zones', async (trackingNumber) => {
    const [page] = (await readPdf(await renderLabelPdf({ ...sampleLabelDocument, trackingNumber }))).pages;
    if (page === undefined) throw new Error('no page');
    const bars = barcodeBars(page);
    const modules = modulesOf(bars);
    expect(decodeCode128Modules(modules)).toBe(trackingNumber);
    expect(modules).toEqual(code128Modules(trackingNumber));
    const module = Math.min(...bars.map((bar) => bar.width));
    expect(module).toBeGreaterThanOrEqual((0.25 * 72) / 25.4);
    const first = bars[0];
    const last = bars.at(-1);
    if (first === undefined || last === undefined) throw new Error('no bars');
    const zone = { left: first.x - code128QuietZoneModules * module, right: last.x + last.width + code128QuietZoneModules * module };
    expect(zone.left).toBeGreaterThanOrEqual(0);
    expect(zone.right).toBeLessThanOrEqual(a6.width);
    const intruders = page.filledRectangles.filter(
      (box) => !bars.includes(box) && box.x < zone.right && box.x + box.width > zone.left && box.y < first.y + first.height && box.y + box.height > first.y,
    );
    expect(intruders).toEqual([]);
    expect(page.texts).toContain(trackingNumber);
  });

  it('prints a recipient whose name is outside WinAnsi instead of failing', async () => {
    const [page] = (await readPdf(await renderLabelPdf({ ...sampleLabelDocument, recipient: { name: 'Zoë Ōtani 😀', lines: ['Bâtiment 中', '97600 Mamoudzou'] } }))).pages;
    expect(page?.texts).toEqual(expect.arrayContaining(['Zoë Otani ?', 'Bâtiment ?', '97600 Mamoudzou']));
  });

  it('refuses, in French, a tracking number a Code 128 barcode cannot hold', async () => {
    await expect(renderLabelPdf({ ...sampleLabelDocument, trackingNumber: 'CB12345678É' })).rejects.toThrow(new ValidationError(code128CharacterMessage('É')));
  });
});
