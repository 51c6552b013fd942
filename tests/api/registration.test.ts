import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it, beforeAll } from 'vitest';
import { emailTakenMessage } from '../../domain/customer/account-input';
import { boxNumberPattern } from '../../domain/customer/customer';
import { createApiClient } from '../../infra/local/api-client';
import { cognito } from '../../functions/platform/aws/cognito';
import { loadStream } from '../../functions/platform/event-store';
import { streamIdOf } from '../../events/envelope';
import { lastMailTo, linkParams, registrationForm, ses } from '../support/accounts';
import { mailsTo } from '../support/mailbox';

const runtime = inject('runtime');
type Problem = { status: number; detail: string; code?: string; errors?: Record<string, string> };
type Registered = { customerId: string; email: string };
type Confirmed = { email: string; frenchAddress: { boxNumber: string; street: string; postalCode: string; city: string; country: string } };

describe('registration (/inscription)', () => {
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  it("checks the form in the spec's order, each message exactly, on the server as in the browser", async () => {
    const visitor = createApiClient(runtime.site);
    const steps: [Partial<ReturnType<typeof registrationForm>>, string, string][] = [
      [{ acceptTerms: false, confirmPassword: 'autre', password: 'court', phone: '', firstName: '' }, 'acceptTerms', 'Vous devez accepter les conditions générales'],
      [{ confirmPassword: 'autre', password: 'court', phone: '', firstName: '' }, 'confirmPassword', 'Les mots de passe ne correspondent pas'],
      [{ password: 'court', confirmPassword: 'court', phone: '', firstName: '' }, 'password', 'Le mot de passe doit contenir au moins 8 caractères'],
      [{ password: 'toutminuscule', confirmPassword: 'toutminuscule', phone: '' }, 'password', 'Le mot de passe doit contenir une minuscule, une majuscule, un chiffre et un caractère spécial'],
      [{ phone: '', firstName: '' }, 'phone', 'Le numéro de téléphone est obligatoire pour la livraison'],
      [{ firstName: '', city: '' }, 'firstName', 'Le prénom est obligatoire'],
      [{ lastName: '' }, 'lastName', 'Le nom est obligatoire'],
      [{ email: '' }, 'email', "L'email est obligatoire"],
      [{ email: 'pas-une-adresse' }, 'email', "L'adresse email n'est pas valide"],
      [{ territory: '' }, 'territory', 'Veuillez choisir votre territoire'],
      [{ address: '' }, 'address', "L'adresse complète est obligatoire"],
      [{ postalCode: '' }, 'postalCode', 'Le code postal est obligatoire'],
      [{ city: '' }, 'city', 'La ville est obligatoire'],
    ];
    for (const [broken, field, message] of steps) {
      const refused = await visitor.post<Problem>('/api/auth/register', registrationForm(broken));
      expect(refused.status, message).toBe(400);
      expect(refused.body.detail).toBe(`Données invalides : ${message}`);
      expect(refused.body.errors?.[field]).toBe(message);
    }
    const mayotte = await visitor.post<Registered>('/api/auth/register', registrationForm({ territory: 'mayotte', company: 'Les Ylangs SARL' }));
    expect(mayotte.status).toBe(201);
  });

  it('sends a French confirmation mail whose single-use link confirms the e-mail and gives a unique French address', async () => {
    const form = registrationForm({ email: `Majuscules-${randomUUID()}@Example.com` });
    const email = form.email.toLowerCase();
    const visitor = createApiClient(runtime.site);
    const registered = await visitor.post<Registered>('/api/auth/register', form);
    expect(registered.status).toBe(201);
    expect(registered.body.email).toBe(email);

    const mail = await lastMailTo(runtime, email, 'Confirmez votre adresse email');
    expect(mail.body.html).toContain('Confirmer mon adresse email');
    expect(mail.body.text).toContain('valable 48 heures');
    const link = linkParams(mail, '/confirmer-email');
    // The token lives only in the mail: the event keeps its hash.
    const [signedUp] = (await loadStream(streamIdOf('customer', registered.body.customerId))).flatMap((changeset) => changeset.events);
    expect(JSON.stringify(signedUp)).not.toContain(link.token);

    // Before confirmation, the right password is told to confirm first; a wrong one is not told anything more.
    const early = await visitor.post<Problem>('/api/auth/login', { email, password: form.password });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'email-not-confirmed', detail: 'Veuillez confirmer votre email avant de vous connecter' });
    const wrong = await visitor.post<Problem>('/api/auth/login', { email, password: 'Mauvais-1!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Email ou mot de passe incorrect');

    const confirmed = await visitor.post<Confirmed>('/api/auth/confirm-email', link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.frenchAddress).toMatchObject({ street: "12 rue de l'Entrepôt", postalCode: '60290', city: 'Rantigny', country: 'France' });
    expect(confirmed.body.frenchAddress.boxNumber).toMatch(boxNumberPattern);
    expect(confirmed.body.frenchAddress).toMatchObject({ recipient: `Inès Inscrite — ${confirmed.body.frenchAddress.boxNumber}` });

    const reused = await visitor.post<Problem>('/api/auth/confirm-email', link);
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('link-invalid');
    expect(reused.body.detail).toContain("Ce lien de confirmation n'est plus valide");

    const signedIn = await visitor.post<{ frenchAddress: Confirmed['frenchAddress'] | null; email: string }>('/api/auth/login', { email: form.email, password: form.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.frenchAddress?.boxNumber).toBe(confirmed.body.frenchAddress.boxNumber);
  });

  it('resends the confirmation at most once a minute, and only the newest link works', async () => {
    const form = registrationForm();
    const visitor = createApiClient(runtime.site);
    await visitor.post('/api/auth/register', form);
    const first = linkParams(await lastMailTo(runtime, form.email, 'Confirmez votre adresse email'), '/confirmer-email');
    const resent = await visitor.post('/api/auth/resend-confirmation', { email: form.email.toUpperCase() });
    expect(resent.status).toBe(202);
    const second = linkParams(await lastMailTo(runtime, form.email, 'Confirmez votre adresse email', 2), '/confirmer-email');
    expect(second.token).not.toBe(first.token);
    const tooSoon = await visitor.post<Problem>('/api/auth/resend-confirmation', { email: form.email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toBe('Trop de tentatives. Veuillez patienter quelques minutes');
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(ses(runtime), form.email)).toHaveLength(2);

    expect((await visitor.post<Problem>('/api/auth/confirm-email', first)).status).toBe(410);
    expect((await visitor.post('/api/auth/confirm-email', second)).status).toBe(200);
    // The same answer for an address without an account: nothing tells whether it has one.
    const unknown = await visitor.post('/api/auth/resend-confirmation', { email: `personne-${randomUUID()}@example.com` });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(resent.body);
  });

  it('refuses a taken address whatever its case, and a double submit never makes two accounts', async () => {
    const form = registrationForm();
    const first = createApiClient(runtime.site);
    const key = randomUUID();
    const [once, twice] = await Promise.all([first.post<Registered>('/api/auth/register', form, key), first.post<Registered>('/api/auth/register', form, key)]);
    // One creates the account, the other gets the same account back.
    expect([once.status, twice.status].sort()).toEqual([200, 201]);
    expect(once.body.customerId).toBe(twice.body.customerId);

    const other = createApiClient(runtime.site);
    const taken = await other.post<Problem>('/api/auth/register', registrationForm({ email: form.email.toUpperCase(), firstName: 'Autre' }));
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(emailTakenMessage);
    expect(await mailsTo(ses(runtime), form.email)).toHaveLength(1);
  });

  it('of 20 simultaneous registrations of one address, exactly one creates the account and the 19 others are told the address is taken', async () => {
    const email = `foule-${randomUUID()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createApiClient(runtime.site).post<Registered | Problem>(
          '/api/auth/register',
          registrationForm({ email: index % 2 ? email.toUpperCase() : email, firstName: `Personne ${index}` }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // A duplicate is a duplicate: the others are all told the address is taken, none to wait.
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array.from({ length: 19 }, () => 409));
    for (const answer of refused) expect('detail' in answer.body && answer.body.detail).toBe(emailTakenMessage);
    const { Users } = await (await cognito()).send(new ListUsersCommand({ UserPoolId: runtime.environment.USER_POOL_ID, Filter: `email = "${email}"` }));
    expect(Users ?? []).toHaveLength(1);
    expect(await mailsTo(ses(runtime), email)).toHaveLength(1);
  });

  it('gives 50 customers confirming at once 50 distinct box numbers', async () => {
    const forms = Array.from({ length: 50 }, () => registrationForm());
    // Registered ten at a time (each registration waits on the user pool and sends its mail): the confirmations
    // below are what happens at once.
    const registered = [];
    for (let start = 0; start < forms.length; start += 10) {
      registered.push(...(await Promise.all(forms.slice(start, start + 10).map((form) => createApiClient(runtime.site).post<Registered>('/api/auth/register', form)))));
    }
    expect(registered.map((answer) => answer.status)).toEqual(forms.map(() => 201));
    const links = await Promise.all(forms.map(async (form) => linkParams(await lastMailTo(runtime, form.email, 'Confirmez'), '/confirmer-email')));
    const confirmed = await Promise.all(links.map((link) => createApiClient(runtime.site).post<Confirmed>('/api/auth/confirm-email', link)));
    expect(confirmed.map((answer) => answer.status)).toEqual(forms.map(() => 200));
    const boxes = confirmed.map((answer) => answer.body.frenchAddress.boxNumber);
    expect(new Set(boxes).size).toBe(50);
    for (const box of boxes) expect(box).toMatch(boxNumberPattern);
  }, 90_000);

  it('limits registrations per client address (20 an hour)', async () => {
    const sameIp = `10.250.${Math.floor(Math.random() * 250)}.7`;
    const answers = [];
    for (let index = 0; index < 21; index += 1) {
      answers.push(await createApiClient(runtime.site, { clientIp: sameIp }).post<Problem>('/api/auth/register', registrationForm()));
    }
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(answers[20]?.status).toBe(429);
    expect(answers[20]?.body.detail).toBe('Trop de tentatives. Veuillez patienter quelques minutes');
    // Another address is not held back.
    expect((await createApiClient(runtime.site).post('/api/auth/register', registrationForm())).status).toBe(201);
  });

  it('answers "Aucune donnée utilisateur reçue" for credentials with no account of the product behind them', async () => {
    const email = `orphelin-${randomUUID()}@example.com`;
    const client = await cognito();
    const UserPoolId = runtime.environment.USER_POOL_ID;
    await client.send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: 'Orphelin-2026!', Permanent: true }));
    const refused = await createApiClient(runtime.site).post<Problem>('/api/auth/login', { email, password: 'Orphelin-2026!' });
    expect(refused.body.detail).toBe('Aucune donnée utilisateur reçue');
  });
});
