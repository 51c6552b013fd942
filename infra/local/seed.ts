import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import type { Territory } from '../../events/customer-events';
import { manifest } from '../../functions/manifest';
import { required } from '../../functions/platform/config';
import { findUserId, removeAuthenticator, setPassword } from '../../functions/platform/user-pool';
import type { DeclareParcelInput } from '../../domain/parcel/parcel-input';
import type { RegistrationInput } from '../../domain/customer/account-input';
import { createApiClient } from './api-client';
import { repositoryRoot } from './local-config';

export type AccountRequest = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address?: string;
  postalCode?: string;
  city?: string;
  territory: Territory;
  admin: boolean;
  password?: string;
};
/** `totpSecret`, `recoveryCodes`: the staff account's authenticator app, enrolled by the seed as a person would. */
export type DemoAccount = {
  email: string;
  password: string;
  customerId: string;
  admin: boolean;
  passwordReset?: boolean;
  totpSecret?: string;
  recoveryCodes?: string[];
};
const demoAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  customerId: z.string(),
  admin: z.boolean(),
  passwordReset: z.boolean().optional(),
  totpSecret: z.string().optional(),
  recoveryCodes: z.array(z.string()).optional(),
});

const newPassword = () => `Demo-${randomBytes(6).toString('base64url')}-9`;

const sesStoreSchema = z.object({
  emails: z.array(z.object({ destination: z.object({ to: z.array(z.string()) }), subject: z.string(), body: z.object({ text: z.string().optional() }) })),
});

/** The link to `path` in the last mail SES local received for `to`, as the person would click it. */
const linkInLastMail = async (to: string, path: string): Promise<URL> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const store = sesStoreSchema.parse(await (await fetch(`${required('SES_ENDPOINT')}/store`)).json());
    const words = store.emails
      .filter((mail) => mail.destination.to.includes(to))
      .flatMap((mail) => (mail.body.text ?? '').split(/\s+/))
      .filter((word) => word.startsWith('http') && new URL(word).pathname === path);
    const last = words.at(-1);
    if (last) return new URL(last);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`aucun mail avec un lien ${path} pour ${to}`);
};

/** An operator's task of the manifest (as `npm run admin:grant` runs it). */
export const runTask = async (name: string, input: unknown): Promise<unknown> => {
  const entry = manifest.find((candidate) => candidate.name === name && candidate.trigger.kind === 'task');
  if (!entry) throw new Error(`tâche inconnue : ${name}`);
  const module: unknown = await import(pathToFileURL(join(repositoryRoot, entry.entry)).href);
  const task = z.object({ handler: z.custom<(input: unknown) => Promise<unknown>>((value) => typeof value === 'function') }).parse(module);
  return task.handler(input);
};

/**
 * Opens an account the way a person does: the registration form, the link of the confirmation
 * mail read from SES local; staff then get their right from the operator's task.
 */
export const createAccount = async (gatewayUrl: string, account: AccountRequest): Promise<DemoAccount> =>
  ensureAccount(gatewayUrl, account, account.password ?? newPassword(), randomBytes(8).toString('hex'));

const problemCodeSchema = z.object({ code: z.string().optional() }).loose();

/**
 * The same, and able to finish what an interrupted run began: the registration is sent with the
 * same idempotency key (`attempt`) and password as the first time, so a registration already made
 * answers with its account; an account made otherwise (password unknown) gets a new password set
 * through the user pool's admin API, as an operator would, and says so; an address registered but
 * not confirmed (its mail lost with SES local's memory) asks for the confirmation mail again.
 */
const ensureAccount = async (gatewayUrl: string, account: AccountRequest, plannedPassword: string, attempt: string): Promise<DemoAccount> => {
  const api = createApiClient(gatewayUrl);
  let password = plannedPassword;
  const form: RegistrationInput = {
    email: account.email,
    password,
    confirmPassword: password,
    firstName: account.firstName,
    lastName: account.lastName,
    company: '',
    phone: account.phone,
    address: account.address ?? '1 rue de la Darse',
    postalCode: account.postalCode ?? '97110',
    city: account.city ?? 'Pointe-à-Pitre',
    territory: account.territory,
    acceptTerms: true,
    acceptMarketing: false,
  };
  const registered = await api.post('/api/auth/register', form, attempt);
  let customerId: string;
  let passwordReset = false;
  if (registered.status === 201 || registered.status === 200) {
    customerId = z.object({ customerId: z.string() }).parse(registered.body).customerId;
  } else if (registered.status === 409) {
    const existing = await findUserId(account.email);
    if (!existing) throw new Error(`${account.email} est réservé sans compte : réessayez dans dix minutes`);
    customerId = existing;
    password = newPassword();
    await setPassword(account.email, password);
    passwordReset = true;
  } else {
    throw new Error(`inscription de ${account.email} refusée (${registered.status}) : ${JSON.stringify(registered.body)}`);
  }
  // A fresh registration has just sent its mail; otherwise sign-in tells whether the address still needs confirming.
  let needsConfirmation = registered.status === 201;
  if (!needsConfirmation) {
    const signedIn = await api.post('/api/auth/login', { email: account.email, password, remember: false });
    // 202: the password is right and a staff member's second factor is asked: the account is confirmed.
    if (signedIn.status !== 200 && signedIn.status !== 202) {
      if (problemCodeSchema.parse(signedIn.body ?? {}).code !== 'email-not-confirmed') {
        throw new Error(`connexion de ${account.email} refusée (${signedIn.status}) : ${JSON.stringify(signedIn.body)}`);
      }
      const resent = await api.post('/api/auth/resend-confirmation', { email: account.email });
      if (resent.status >= 400) throw new Error(`nouvel envoi de confirmation refusé (${resent.status})`);
      needsConfirmation = true;
    }
  }
  if (needsConfirmation) {
    const link = await linkInLastMail(account.email, '/confirmer-email');
    const confirmed = await api.post('/api/auth/confirm-email', { customerId: link.searchParams.get('c'), token: link.searchParams.get('t') });
    if (confirmed.status !== 200) throw new Error(`confirmation de ${account.email} refusée (${confirmed.status}) : ${JSON.stringify(confirmed.body)}`);
  }
  if (!account.admin) return { email: account.email, password, customerId, admin: account.admin, ...(passwordReset ? { passwordReset } : {}) };
  await runTask('manage-admin-rights', { action: 'grant', email: account.email, by: 'initialisation' });
  // Staff sign in with an authenticator app: enrolled here as at a first sign-in. An app enrolled by an interrupted
  // run, whose secret was not kept, is taken off first, as a spent recovery code does.
  const probe = await createApiClient(gatewayUrl).post<{ secondFactor?: string }>('/api/auth/login', { email: account.email, password, remember: false });
  if (probe.status === 202 && probe.body.secondFactor === 'code') await removeAuthenticator(account.email);
  const { totpSecret, recoveryCodes } = await createApiClient(gatewayUrl).enrolAuthenticator(account.email, password);
  return { email: account.email, password, customerId, admin: account.admin, ...(passwordReset ? { passwordReset } : {}), totpSecret, recoveryCodes };
};

const demoParcels: DeclareParcelInput[] = [
  {
    senderName: 'Fnac Darty',
    senderPhone: '01 55 21 57 93',
    senderEmail: 'expedition@fnac.example',
    carrier: 'Colissimo',
    trackingNumber: '6A12345678901',
    description: 'Casque audio sans fil et câble USB-C',
    category: 'electronique',
    weightKg: 0.8,
    lengthCm: 25,
    widthCm: 20,
    heightCm: 10,
    declaredValueEuros: 149.99,
    instructions: '',
  },
  {
    senderName: 'Decathlon',
    senderPhone: '03 20 33 50 00',
    senderEmail: 'commandes@decathlon.example',
    carrier: 'Chronopost',
    trackingNumber: 'XY987654321FR',
    description: 'Chaussures de randonnée pointure 42',
    category: 'sport_loisirs',
    weightKg: 1.4,
    lengthCm: 35,
    widthCm: 25,
    heightCm: 15,
    declaredValueEuros: 89.9,
    instructions: 'Merci de garder la boîte d’origine.',
  },
  {
    senderName: 'Amazon EU',
    senderPhone: '08 00 94 77 15',
    senderEmail: 'livraison@amazon.example',
    carrier: 'Amazon',
    trackingNumber: 'TBA301234567890',
    description: 'Trois livres de poche',
    category: 'livre_media',
    weightKg: 0.9,
    lengthCm: 22,
    widthCm: 15,
    heightCm: 8,
    declaredValueEuros: 27.5,
    instructions: '',
  },
];

export const demoAccountsPath = (dataDir: string) => join(dataDir, 'demo-accounts.json');
export const readDemoAccounts = (dataDir: string): DemoAccount[] =>
  existsSync(demoAccountsPath(dataDir)) ? z.array(demoAccountSchema).parse(JSON.parse(readFileSync(demoAccountsPath(dataDir), 'utf8'))) : [];

/**
 * What a first start plans before it creates anything (the passwords and the attempts' keys), kept in
 * the data folder: a start interrupted while seeding resumes with the same, so what it made is found
 * and the rest finished.
 */
const seedPlanPath = (dataDir: string) => join(dataDir, 'demo-seed-plan.json');
const seedPlanSchema = z.object({ passwords: z.record(z.string(), z.string()), attempts: z.record(z.string(), z.string()) });
type SeedPlan = z.infer<typeof seedPlanSchema>;
const readSeedPlan = (dataDir: string): SeedPlan | undefined => {
  if (!existsSync(seedPlanPath(dataDir))) return undefined;
  const parsed = seedPlanSchema.safeParse(JSON.parse(readFileSync(seedPlanPath(dataDir), 'utf8')));
  return parsed.success ? parsed.data : undefined;
};

const demoAdmin: AccountRequest = {
  email: 'admin@passerelle.example',
  firstName: 'Camille',
  lastName: 'Martin',
  phone: '+33 1 23 45 67 89',
  address: "12 rue de l'Entrepôt",
  postalCode: '60290',
  city: 'Rantigny',
  territory: 'guadeloupe',
  admin: true,
};
const demoCustomer: AccountRequest = {
  email: 'client@passerelle.example',
  firstName: 'Marie',
  lastName: 'Durand',
  phone: '+590 690 12 34 56',
  address: '8 rue Frébault',
  postalCode: '97110',
  city: 'Pointe-à-Pitre',
  territory: 'guadeloupe',
  admin: false,
};

/**
 * First start only: one admin, one customer with three declared parcels, one of them received.
 * Resumable and idempotent: every step is sent with a key fixed by the plan, so running it again
 * after an interruption finds what exists (a declaration, a reception) and finishes the rest.
 */
export const seedDemo = async (dataDir: string, gatewayUrl: string): Promise<DemoAccount[]> => {
  const plan: SeedPlan = readSeedPlan(dataDir) ?? {
    passwords: Object.fromEntries([demoAdmin, demoCustomer].map((account) => [account.email, newPassword()])),
    attempts: Object.fromEntries([demoAdmin, demoCustomer].map((account) => [account.email, `seed-${randomBytes(8).toString('hex')}`])),
  };
  writeFileSync(seedPlanPath(dataDir), `${JSON.stringify(plan, null, 2)}\n`);
  const accountOf = (request: AccountRequest) =>
    ensureAccount(gatewayUrl, request, plan.passwords[request.email] ?? newPassword(), plan.attempts[request.email] ?? `seed-${request.email}`);
  const admin = await accountOf(demoAdmin);
  const customer = await accountOf(demoCustomer);
  const customerApi = createApiClient(gatewayUrl);
  await customerApi.signIn(customer.email, customer.password);
  const parcelIds: string[] = [];
  for (const [index, parcel] of demoParcels.entries()) {
    const response = await customerApi.post<{ parcelId: string }>('/api/parcels', parcel, `${plan.attempts[customer.email]}-colis-${index}`);
    if (response.status !== 201 && response.status !== 200) throw new Error(`colis de démonstration refusé (${response.status}) : ${JSON.stringify(response.body)}`);
    parcelIds.push(response.body.parcelId);
  }
  const adminApi = createApiClient(gatewayUrl);
  await adminApi.signIn(admin.email, admin.password, false, { totpSecret: admin.totpSecret });
  const received = await adminApi.post(
    `/admin/api/parcels/${parcelIds[0]}/receive`,
    { weightKg: 0.85, lengthCm: 26, widthCm: 21, heightCm: 11 },
    `${plan.attempts[admin.email]}-reception`,
  );
  if (received.status !== 200) throw new Error(`réception de démonstration refusée (${received.status})`);
  const accounts = [admin, customer];
  writeFileSync(demoAccountsPath(dataDir), `${JSON.stringify(accounts, null, 2)}\n`);
  return accounts;
};
