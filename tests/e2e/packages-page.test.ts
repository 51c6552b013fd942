import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registeredCustomer } from '../support/accounts';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';
import { answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { readableText, screenshot, useBrowser, waitForText } from './browser';

const runtime = inject('runtime');

/** Four parcels of one new customer, declared in this order (oldest first), two of them then received by staff. */
const run = `${Date.now()}`;
const parcels = [
  { key: 'lampe', trackingNumber: `PKA${run}`, senderName: 'Maison Lumière', description: 'Lampe de chevet en laiton', declaredValueEuros: 45, received: true },
  { key: 'robe', trackingNumber: `PKB${run}`, senderName: 'Atelier Couture', description: 'Robe de soirée bleue', declaredValueEuros: 120, received: false },
  { key: 'livres', trackingNumber: `PKC${run}`, senderName: 'Librairie du Port', description: 'Trois romans policiers', declaredValueEuros: 18.5, received: true },
  { key: 'casque', trackingNumber: `PKD${run}`, senderName: 'Audio Direct', description: 'Casque audio sans fil', declaredValueEuros: 89.9, received: false },
] as const;
const numbers = (...keys: (typeof parcels)[number]['key'][]) => keys.map((key) => parcels.find((parcel) => parcel.key === key)?.trackingNumber);

/** The tracking numbers of the cards, top to bottom, as the page shows them. */
const shownNumbers = (page: Page) => page.locator('.parcel-list .parcel-card .tracking-number').allTextContents();
const footer = (page: Page) => page.getByText(/^Affichage de \d+ colis sur \d+ au total$/);
const tile = (page: Page, label: string): Locator => page.getByRole('button', { name: new RegExp(`^\\d+\\s*${label}$`) });

describe('/packages: tiles, search, status filter and sorts over a customer’s own parcels', () => {
  const browser = useBrowser();

  it('narrows, filters and orders the cards, and says how many it shows', async () => {
    const { client, form } = await registeredCustomer(runtime, { firstName: 'Paula', lastName: 'Colis' });
    const { admin } = await signInDemoAccounts(runtime);
    for (const parcel of parcels) {
      const { received, key: _key, ...fields } = parcel;
      const declared = await client.post<{ parcelId: string }>('/api/parcels', declaration({ ...fields, carrier: 'Colissimo' }));
      expect(declared.status, JSON.stringify(declared.body)).toBe(201);
      if (received) {
        const answer = await admin.post(`/admin/api/parcels/${declared.body.parcelId}/receive`, { weightKg: 1.2 });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    }

    const { page, context, pageErrors } = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      await page.goto('/connexion?redirect=/packages');
      await answerCookieBanner(page);
      await signInThroughForm(page, form.email, form.password);
      await page.waitForURL((url) => url.pathname === '/packages');
      await page.getByRole('heading', { name: 'Tous mes colis', level: 1 }).waitFor();

      // The read model follows the receptions within moments: reload until both show.
      const deadline = Date.now() + 10_000;
      while ((await readableText(tile(page, 'Reçu'))) !== '2 Reçu' && Date.now() < deadline) {
        await page.reload();
        await footer(page).waitFor();
      }
      expect(await readableText(tile(page, 'Reçu'))).toBe('2 Reçu');
      expect(await readableText(tile(page, 'Déclaré'))).toBe('2 Déclaré');
      expect(await readableText(footer(page))).toBe('Affichage de 4 colis sur 4 au total');
      expect(await shownNumbers(page)).toEqual(numbers('casque', 'livres', 'robe', 'lampe'));
      await screenshot(page, 'packages-01-tous');

      // A tile turns the status filter on, and off again.
      await tile(page, 'Reçu').click();
      expect(await tile(page, 'Reçu').getAttribute('aria-pressed')).toBe('true');
      expect(await waitForText(footer(page), 'Affichage de 2 colis sur 4 au total')).toBe('Affichage de 2 colis sur 4 au total');
      expect(await shownNumbers(page)).toEqual(numbers('livres', 'lampe'));
      expect(await page.getByRole('combobox', { name: 'Statut' }).inputValue()).toBe('received');
      await screenshot(page, 'packages-02-tuile-recu');
      await tile(page, 'Reçu').click();
      expect(await tile(page, 'Reçu').getAttribute('aria-pressed')).toBe('false');
      expect(await waitForText(footer(page), 'Affichage de 4 colis sur 4 au total')).toBe('Affichage de 4 colis sur 4 au total');

      // The status filter.
      await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Déclaré' });
      expect(await waitForText(footer(page), 'Affichage de 2 colis sur 4 au total')).toBe('Affichage de 2 colis sur 4 au total');
      expect(await shownNumbers(page)).toEqual(numbers('casque', 'robe'));
      expect(await tile(page, 'Déclaré').getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Tous les statuts' });
      await waitForText(footer(page), 'Affichage de 4 colis sur 4 au total');

      // The search, over the tracking number, the sender and the description (case and accents aside).
      const search = page.getByRole('searchbox', { name: 'Rechercher un colis' });
      for (const [typed, expected] of [
        [parcels[2].trackingNumber.toLowerCase(), numbers('livres')],
        ['maison lumiere', numbers('lampe')],
        ['casque', numbers('casque')],
        ['de', numbers('robe', 'lampe')],
      ] as const) {
        await search.fill(typed);
        const count = `Affichage de ${expected.length} colis sur 4 au total`;
        expect(await waitForText(footer(page), count), typed).toBe(count);
        expect(await shownNumbers(page), typed).toEqual(expected);
      }
      await screenshot(page, 'packages-03-recherche');

      // Nothing matches: the empty state, and its way back to every parcel.
      await search.fill('aspirateur');
      await page.getByText('Aucun colis ne correspond à votre recherche.').waitFor();
      expect(await readableText(footer(page))).toBe('Affichage de 0 colis sur 4 au total');
      await screenshot(page, 'packages-04-aucun-resultat');
      await page.getByRole('button', { name: 'Effacer les filtres' }).click();
      expect(await waitForText(footer(page), 'Affichage de 4 colis sur 4 au total')).toBe('Affichage de 4 colis sur 4 au total');
      expect(await search.inputValue()).toBe('');

      // The four sorts.
      const sort = page.getByRole('combobox', { name: 'Trier par' });
      for (const [label, expected] of [
        ['Plus anciens', numbers('lampe', 'robe', 'livres', 'casque')],
        ['Valeur décroissante', numbers('robe', 'casque', 'lampe', 'livres')],
        ['Valeur croissante', numbers('livres', 'lampe', 'casque', 'robe')],
        ['Plus récents', numbers('casque', 'livres', 'robe', 'lampe')],
      ] as const) {
        await sort.selectOption({ label });
        await expect.poll(() => shownNumbers(page), { message: label }).toEqual(expected);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'packages-05-telephone');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
