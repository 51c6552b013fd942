import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { signInThroughApi, answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { journeySteps, readableText, screenshot, useBrowser, type Visitor, settledPageWidth } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
const hostile = '<img src=x onerror=alert(1)>';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeViolationsSchema = z.array(z.object({ id: z.string(), impact: z.string().nullish(), help: z.string(), nodes: z.array(z.object({ target: z.array(z.unknown()) })) }));

/** The WCAG 2.1 AA violations axe finds in `context` (a selector), of every impact or only the serious and critical ones. */
const accessibilityProblems = async (page: Page, context: string, impacts: 'all' | 'serious' = 'serious'): Promise<string[]> => {
  await page.evaluate(axeSource);
  const violations = axeViolationsSchema.parse(
    await page.evaluate(`axe.run(${JSON.stringify(context)}, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((result) => result.violations)`),
  );
  return violations
    .filter((violation) => impacts === 'all' || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
};
const widgetAccessibilityProblems = (page: Page) => accessibilityProblems(page, '.support-widget');

/** How far the page scrolls sideways: 0 when it fits its window. */
const sidewaysOverflow = async (page: Page) => (await settledPageWidth(page)) - Number(await page.evaluate('window.innerWidth'));

describe('the support chat, from the customer’s widget to the staff’s inbox and back, live', () => {
  const browser = useBrowser();
  const step = journeySteps();
  let customer: Visitor;
  let staff: Visitor;
  let form: RegistrationForm;
  const subject = `Où est mon colis ${Date.now() % 100000} ? ${hostile}`;
  const dialogs: string[] = [];

  beforeAll(async () => {
    ({ form } = await registeredCustomer(runtime, { firstName: 'Chloé', lastName: `Chat${Date.now() % 100000}` }));
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
    staff = await newVisitorAtOwnAddress(browser(), runtime.site);
    for (const visitor of [customer, staff]) visitor.page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  });
  afterAll(async () => {
    await customer?.context.close();
    await staff?.context.close();
  });

  step('a signed-in customer opens the widget at 390 px, writes with the counter, and sends with Enter', async () => {
    const { page } = customer;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/connexion?redirect=/dashboard');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const launcher = page.getByRole('button', { name: /^Support/ });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Support Passerelle' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await panel.getByRole('combobox', { name: 'Catégorie' }).selectOption('package');
    const message = panel.getByRole('textbox', { name: 'Votre message' });
    // An empty message is refused in the widget with the API's own words, before anything is sent.
    await panel.getByRole('button', { name: 'Envoyer' }).click();
    expect(await readableText(panel.getByRole('alert'))).toBe('Veuillez saisir un message');
    await screenshot(page, 'support-chat-message-vide-390');
    const phone = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'support-chat-message-vide-1280');
    if (phone) await page.setViewportSize(phone);
    await message.fill(subject);
    await panel.getByText(`${[...subject].length}/500 caractères`).waitFor();
    expect(await widgetAccessibilityProblems(page)).toEqual([]);
    await message.press('Enter');
    await panel.getByRole('log').getByText(subject).waitFor();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'support-chat-customer-390');
  });

  step('staff answer from the inbox in another browser context, the hostile text shown as text', async () => {
    const { page } = staff;
    await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
    await page.goto('/admin/support');
    await page.getByRole('button', { name: new RegExp(subject.slice(0, 20).replace(/[?]/g, '\\?')) }).click();
    const thread = page.getByTestId('support-thread');
    await thread.getByText(subject).waitFor();
    expect(await thread.locator('img').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Votre réponse' }).fill(`Bonjour ! ${hostile}`);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await thread.getByText(`Bonjour ! ${hostile}`).waitFor();
    await screenshot(page, 'support-chat-inbox');
  });

  step('staff assign the conversation to a staff member by name, filter the inbox to theirs, and the inbox is accessible, on a phone too', async () => {
    const { page } = staff;
    const assignee = page.getByRole('combobox', { name: 'Attribuée à' });
    await assignee.waitFor();
    expect(await assignee.inputValue()).toBe('');
    const mineOption = assignee.locator('option', { hasText: '(vous)' });
    const myLabel = (await mineOption.textContent()) ?? '';
    expect(myLabel).toMatch(/^\S.* \(vous\)$/);
    await assignee.selectOption({ label: myLabel });
    await expect.poll(() => assignee.inputValue()).not.toBe('');
    await expect.poll(async () => (await assignee.locator('option:checked').textContent()) ?? '').toBe(myLabel);
    expect(await page.getByRole('button', { name: 'Me l’attribuer' }).isDisabled()).toBe(true);

    const inbox = page.getByRole('navigation', { name: 'Conversations' });
    const conversationButton = inbox.getByRole('button', { name: new RegExp(subject.slice(0, 20).replace(/[?]/g, '\\?')) });
    await page.getByRole('switch', { name: 'Assignées à moi' }).check();
    await conversationButton.waitFor();
    await page.getByRole('switch', { name: 'Assignées à moi' }).uncheck();

    // Once the inbox and the thread have settled: a contrast read in the middle of a transition (a field's
    // label fading in, a button fading to disabled) is no contrast the person sees; a lasting one still fails.
    await expect.poll(() => accessibilityProblems(page, 'body', 'all')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('support-thread').getByText(`Bonjour ! ${hostile}`).waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityProblems(page, 'body', 'all')).toEqual([]);
    await screenshot(page, 'support-chat-inbox-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  step('the customer sees the reply live, and the badge counts it once the panel is closed', async () => {
    const { page } = customer;
    const panel = page.getByRole('dialog', { name: 'Support Passerelle' });
    await panel.getByRole('log').getByText(`Bonjour ! ${hostile}`).waitFor({ timeout: 5000 });
    expect(await panel.getByRole('log').locator('img').count()).toBe(0);
    await panel.getByRole('button', { name: 'Fermer le support' }).click();

    const { page: staffPage } = staff;
    await staffPage.getByRole('textbox', { name: 'Votre réponse' }).fill('Votre colis part demain.');
    await staffPage.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByTestId('support-badge').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('support-badge').textContent()).toBe('1');
    await expect.poll(() => page.getByRole('button', { name: /^Support/ }).getAttribute('aria-label')).toBe('Support : 1 message non lu');
    expect(dialogs).toEqual([]);
    expect(customer.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });

  step('an expired session asks to sign in again, and the draft is still there afterwards', async () => {
    const { page, context } = customer;
    await page.getByRole('button', { name: /^Support/ }).click();
    const panel = page.getByRole('dialog', { name: 'Support Passerelle' });
    // The panel opens again where it was left: the thread.
    await panel.getByRole('textbox', { name: 'Votre message' }).fill('Brouillon à garder');
    await context.clearCookies();
    await panel.getByRole('button', { name: 'Envoyer' }).click();
    await panel.getByRole('alert').getByText('Session expirée - Veuillez vous reconnecter').waitFor();
    await panel.getByRole('button', { name: 'Recharger la page' }).waitFor();
    await panel.getByRole('button', { name: 'Se reconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname !== '/connexion');
    await page.getByRole('button', { name: /^Support/ }).click();
    await panel.getByRole('button', { name: new RegExp(subject.slice(0, 16)) }).click();
    expect(await panel.getByRole('textbox', { name: 'Votre message' }).inputValue()).toBe('Brouillon à garder');
  });
});
