import type { Page } from 'playwright-core';
import { signInThroughForm } from './account-support';
import { beforeAll, describe, expect, inject } from 'vitest';
import { descriptionList, newVisitor, readableText, screenshot, waitForText, journeySteps, type Visitor, useBrowser } from './browser';

/**
 * The parcel's first life, as people see it: a customer declares a parcel in the customer app, an
 * administrator receives it in the back office, and the customer then sees it as received.
 * Each `it` is one step of the same journey and uses what the previous ones did: after a failed
 * step the following ones are skipped (the failure above says why).
 */
const runtime = inject('runtime');
const customerAccount = runtime.accounts.find((account) => !account.admin)!;
const adminAccount = runtime.accounts.find((account) => account.admin)!;

/** The back office has nothing left to load: react-admin shows its refresh button in place of its spinner. */
const settled = (page: Page) => page.getByRole('button', { name: 'Actualiser' }).waitFor();

/** Unique per run, so the card and the row found are this run's and nobody else's. */
const trackingNumber = `E2E${Date.now()}`;
const declared = { weight: '1.5', length: '30', width: '20', height: '10', value: '89.90' };
/** The warehouse's measures differ from the declared ones: only the reception can put them on the card. */
const measured = { weight: '1.6', length: '31', width: '21', height: '11' };

describe('a declared parcel is received at the warehouse and the customer sees it', () => {
  const browser = useBrowser();
  let customer: Visitor;
  let admin: Visitor;

  /** One step of the journey: skipped once an earlier one has failed. */
  const step = journeySteps();

  beforeAll(async () => {
    expect(customerAccount, 'compte client de démonstration').toBeDefined();
    expect(adminAccount, 'compte administrateur de démonstration').toBeDefined();
    customer = await newVisitor(browser(), runtime.site);
    admin = await newVisitor(browser(), runtime.site);
  });

  step('a signed-out customer opening the wizard signs in and lands back on it', async () => {
    const { page } = customer;
    await page.goto('/declarer-colis');
    await page.waitForURL((url) => url.pathname === '/connexion');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/declarer-colis');
    await page.getByRole('heading', { name: 'Connexion', level: 1 }).waitFor();
    await page.getByText('Connectez-vous pour accéder à cette page.').waitFor();
    // The cookie banner greets a first visit; the customer answers it as anyone would.
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await page.getByRole('button', { name: 'Accepter tout' }).waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customerAccount.email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(customerAccount.password);
    await screenshot(page, '01-client-connexion');

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/declarer-colis');
    await page.getByRole('heading', { name: 'Déclarer un colis', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /Étape 1 sur 4\s*Expéditeur/ }).waitFor();
    await screenshot(page, '01-client-assistant');
  });

  step('the customer declares the parcel through the four steps of the wizard', async () => {
    const { page } = customer;
    const next = page.getByRole('button', { name: 'Suivant' });

    // Step 1, empty: refused in French, nothing moves on.
    await next.click();
    await page.getByText("Le nom de l'expéditeur est obligatoire").waitFor();
    await page.getByRole('heading', { name: /Étape 1 sur 4/ }).waitFor();
    await screenshot(page, '02-client-etape1-erreurs');

    await page.getByLabel("Nom de l'expéditeur").fill('Fnac Darty');
    await page.getByLabel("Téléphone de l'expéditeur").fill('01 55 21 57 93');
    await page.getByLabel("Email de l'expéditeur").fill('service-client@fnac.example');
    await next.click();

    await page.getByRole('heading', { name: /Étape 2 sur 4\s*Transporteur/ }).waitFor();
    await page.getByRole('combobox', { name: 'Transporteur' }).selectOption('DHL');
    await page.getByLabel('Numéro de suivi').fill(trackingNumber);
    await next.click();

    await page.getByRole('heading', { name: /Étape 3 sur 4\s*Détails/ }).waitFor();
    await page.getByLabel('Description du contenu').fill('Casque audio Bluetooth et sa housse');
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Électronique' });
    await page.getByLabel('Poids (kg)').fill(declared.weight);
    await page.getByLabel('Longueur (cm)').fill(declared.length);
    await page.getByLabel('Largeur (cm)').fill(declared.width);
    await page.getByLabel('Hauteur (cm)').fill(declared.height);
    await page.getByLabel('Valeur déclarée (€)').fill(declared.value);
    await screenshot(page, '02-client-etape3-details');
    await next.click();

    await page.getByRole('heading', { name: /Étape 4 sur 4\s*Récapitulatif/ }).waitFor();
    expect(await descriptionList(page.getByRole('region', { name: 'Transporteur' }))).toEqual({
      Transporteur: 'DHL',
      'Numéro de suivi': trackingNumber,
    });
    expect(await descriptionList(page.getByRole('region', { name: 'Détails du colis' }))).toMatchObject({
      Catégorie: 'Électronique',
      Poids: '1,5 kg',
      Dimensions: '30 × 20 × 10 cm',
      'Valeur déclarée': '89,90 €',
    });
    await screenshot(page, '02-client-recapitulatif');

    await page.getByRole('button', { name: 'Déclarer le colis' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Colis déclaré !' });
    await success.waitFor();
    expect(await readableText(success)).toContain(trackingNumber);
    const links = success.getByRole('link');
    const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute('href')]));
    expect(targets).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Mes colis', '/packages'],
      ['Suivre mes colis', '/suivi'],
    ]);
    await screenshot(page, '02-client-colis-declare');
  });

  step('the customer finds the parcel in their list, declared', async () => {
    const { page } = customer;
    await page.getByRole('status').getByRole('link', { name: 'Mes colis', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/packages');
    await page.getByRole('heading', { name: 'Tous mes colis', level: 1 }).waitFor();

    // The read model follows the command within ~100 ms; the list reads it again once it is stale.
    const card = page.getByRole('article', { name: `Colis ${trackingNumber}` });
    await card.waitFor();
    const status = await waitForText(card.locator('.badge--status'), 'Déclaré');
    expect(status).toBe('Déclaré');
    expect(await readableText(card.locator('.parcel-card__carrier'))).toBe('DHL');
    const facts = await descriptionList(card);
    expect(facts).toMatchObject({ Poids: '1,5 kg', Dimensions: '30 × 20 × 10 cm', Valeur: '89,90 €', Catégorie: 'Électronique' });
    expect(facts).not.toHaveProperty(['Poids mesuré']);
    await screenshot(page, '03-client-mes-colis-declare');
  });

  step('the administrator receives the parcel in the back office', async () => {
    const { page } = admin;
    // The back office has no sign-in page of its own: the site's, which brings staff back.
    await page.goto('/admin/');
    await page.waitForURL((url) => url.pathname === '/connexion' && url.searchParams.get('redirect') === '/admin');
    await screenshot(page, '04-admin-connexion');
    await signInThroughForm(page, adminAccount.email, adminAccount.password, adminAccount);

    // The staff home, whose « Colis » link opens the parcels list.
    await page.waitForURL((url) => url.pathname === '/admin/');
    await page.getByRole('link', { name: 'Colis', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parcels');
    const row = page.getByRole('row').filter({ hasText: trackingNumber });
    await row.waitFor();
    expect(await readableText(row.locator('[data-status]'))).toBe('Déclaré');
    await settled(page);
    await screenshot(page, '04-admin-liste-colis');

    await row.getByText(trackingNumber, { exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/parcels\/[^/]+\/show$/.test(url.pathname));
    const title = page.getByRole('heading', { name: `Colis ${trackingNumber}`, level: 1 });
    await title.waitFor();
    const statusChip = title.locator('xpath=..').locator('[data-status]');
    expect(await readableText(statusChip)).toBe('Déclaré');

    await page.getByRole('button', { name: 'Réceptionner' }).click();
    const dialog = page.getByRole('dialog', { name: `Réceptionner le colis ${trackingNumber}` });
    await dialog.waitFor();
    await dialog.getByLabel('Poids (kg)').fill(measured.weight);
    await dialog.getByLabel('Longueur (cm)').fill(measured.length);
    await dialog.getByLabel('Largeur (cm)').fill(measured.width);
    await dialog.getByLabel('Hauteur (cm)').fill(measured.height);
    await screenshot(page, '04-admin-reception');
    await dialog.getByRole('button', { name: 'Enregistrer la réception' }).click();

    await page.getByText('Réception enregistrée', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await waitForText(statusChip, 'Reçu')).toBe('Reçu');
    await page.getByRole('button', { name: 'Réceptionner' }).waitFor({ state: 'detached' });
    const receptionCard = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Réception', level: 2 }) });
    const reception = await readableText(receptionCard);
    expect(reception).toContain('Poids mesuré 1,6 kg');
    expect(reception).toContain('31 × 21 × 11 cm');
    await screenshot(page, '04-admin-colis-recu');
  });

  step('the customer reloads the list and sees the parcel received, with the warehouse measures', async () => {
    const { page } = customer;
    const card = page.getByRole('article', { name: `Colis ${trackingNumber}` });
    // The customer's read model follows the reception asynchronously: reload until it shows, briefly.
    const deadline = Date.now() + 10_000;
    let status = '';
    do {
      await page.reload();
      await card.waitFor();
      status = await waitForText(card.locator('.badge--status'), 'Reçu', 1_000);
    } while (status !== 'Reçu' && Date.now() < deadline);
    expect(status).toBe('Reçu');

    const facts = await descriptionList(card);
    expect(facts).toMatchObject({ 'Poids mesuré': '1,6 kg', Dimensions: '31 × 21 × 11 cm' });
    await screenshot(page, '05-client-mes-colis-recu');
  });

  step('the customer follows the parcel on /suivi: its events, the reception last', async () => {
    const { page } = customer;
    await page.goto('/suivi');
    await page.getByLabel('Numéro de suivi').fill(`  ${trackingNumber.toLowerCase()}  `);
    await page.getByLabel('Numéro de suivi').press('Enter');
    const timeline = page.getByRole('list', { name: 'Historique du colis' });
    await timeline.waitFor();
    const steps = await timeline.locator('.timeline__status').allTextContents();
    expect(steps).toEqual(['Colis déclaré', 'Reçu à l’entrepôt', 'Stockage commencé (3 jours gratuits) (dernière étape)']);
    await screenshot(page, '06-client-suivi');
    await page.goto('/suivi?tracking=INCONNU-0000');
    await page.getByText('Colis non trouvé', { exact: true }).waitFor();

    // The dashboard counts the parcels received (the demo account's own received parcel included).
    await page.goto('/dashboard');
    const figures = page.getByRole('list', { name: 'Mes chiffres' });
    await figures.getByText('Colis reçus').waitFor();
    // "…" while the parcels load, then the figure
    await expect.poll(() => readableText(figures)).toMatch(/^\d+ Colis reçus 0 Devis disponibles 3 Jours de stockage gratuit Découverte Abonnement$/);
    await screenshot(page, '07-client-tableau-de-bord');

    expect(customer.pageErrors, 'erreurs JavaScript côté client').toEqual([]);
    expect(admin.pageErrors, 'erreurs JavaScript côté back-office').toEqual([]);
  });
});
