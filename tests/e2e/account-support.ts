import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { totpNow } from '../../infra/local/cognito-mfa/totp';
import { linkIn } from '../support/mailbox';
import type { Mail } from '../support/mailbox';
import { newVisitor, type Visitor } from './browser';

/**
 * A visitor of their own address: the test runtime sits behind a trusted proxy (`TRUSTED_PROXY_HOPS=1`),
 * so each journey's X-Forwarded-For keeps it clear of the per-IP limits other journeys spend.
 */
export const newVisitorAtOwnAddress = async (browser: Browser, baseURL: string): Promise<Visitor> => {
  const visitor = await newVisitor(browser, baseURL);
  await visitor.context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` });
  return visitor;
};

/** Where a mail's link leads on the site under test: its path and query (the mail names the public address). */
export const pathOfLink = (mail: Mail, path: string): string => {
  const url = new URL(linkIn(mail, path));
  return `${url.pathname}${url.search}`;
};

/** The cookie banner of a first visit, answered when it shows. */
export const answerCookieBanner = async (page: Page) => {
  const essentials = page.getByRole('button', { name: 'Essentiels uniquement' });
  await essentials.waitFor();
  await essentials.click();
  await essentials.waitFor({ state: 'detached' });
};

/**
 * Signs in as a person does: the address typed first wakes the form (its code comes at the first interaction,
 * `formIsland`), whose button is enabled once the live form has taken the prerendered one's place with what was
 * typed; then the password and the click. Typing on while the form is replaced is the island's own unit tests'
 * subject (`form-island.test.tsx`): here a click made while the page was still changing under it was seen lost on a
 * loaded machine (no request sent, no message shown).
 */
export const signInThroughForm = async (page: Page, email: string, password: string, { remember = false, totpSecret }: { remember?: boolean; totpSecret?: string | undefined } = {}) => {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await submit.and(page.locator(':enabled')).waitFor();
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  const box = page.getByRole('checkbox', { name: /Se souvenir de moi/ });
  if (remember) await box.check();
  else await box.uncheck();
  await submit.click();
  // Staff: the authenticator app's code, as the person reads it from the app.
  if (totpSecret) await answerSecondFactor(page, totpSecret);
};

/** The « Double authentification » step of a staff sign-in: the code of the app whose secret is given. */
export const answerSecondFactor = async (page: Page, totpSecret: string) => {
  const field = page.getByRole('textbox', { name: 'Code à 6 chiffres' });
  await field.fill(totpNow(totpSecret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await field.waitFor({ state: 'detached' });
};

/**
 * A session opened by the same API call the sign-in form makes, its cookies kept by the browser context, for the
 * journeys whose subject is not the sign-in page: they then open the page they test directly, instead of that page,
 * the sign-in page it sends to, the staff home after it and the page again (1.4 s of CPU less per sign-in here).
 */
export const signInThroughApi = async (context: BrowserContext, email: string, password: string, { totpSecret }: { totpSecret?: string | undefined } = {}) => {
  const response = await context.request.post('/api/auth/login', { data: { email, password, remember: false } });
  if (response.status() === 202 && totpSecret) {
    const { challenge } = (await response.json()) as { challenge: string };
    const answered = await context.request.post('/api/auth/second-factor', { data: { step: 'code', challenge, code: totpNow(totpSecret) } });
    if (!answered.ok()) throw new Error(`code refusé par l’API (${answered.status()}) : ${await answered.text()}`);
    return;
  }
  if (response.status() !== 200) throw new Error(`connexion refusée par l’API (${response.status()}) : ${await response.text()}`);
};

/** The cookies of a context, as a browser keeps them across a restart: a session cookie (no expiry) does not survive. */
export const cookiesAfterBrowserRestart = async (context: BrowserContext) => {
  const state = await context.storageState();
  return { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) };
};

/** The address and password of a registration form (the shared type leaves every field optional). */
export const credentialsOf = (form: { email?: string | undefined; password?: string | undefined }) => {
  if (!form.email || !form.password) throw new Error('formulaire d’inscription sans adresse ni mot de passe');
  return { email: form.email, password: form.password };
};
