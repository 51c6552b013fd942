import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { lastMailTo, linkParams, registeredCustomer, ses } from '../support/accounts';
import { mailsTo, waitForMails } from '../support/mailbox';

const runtime = inject('runtime');
type Problem = { status: number; detail: string; code?: string; errors?: Record<string, string> };
type Me = { email: string; phone: string; address: string; pendingEmail: string | null; version: number; frenchAddress: { boxNumber: string } | null };

describe('password reset (/reset-password)', () => {
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  it('e-mails a single-use link that sets a new password, signs the person in and ends every other session', async () => {
    const { client: elsewhere, form } = await registeredCustomer(runtime);
    const visitor = createApiClient(runtime.site);
    expect((await visitor.post('/api/auth/forgot-password', { email: form.email.toUpperCase() })).status).toBe(202);
    expect((await visitor.post('/api/auth/forgot-password', { email: form.email })).status).toBe(202);
    const [older, newer] = (await waitForMails(ses(runtime), form.email, 2, (mail) => mail.subject.includes('Réinitialisation'))).map((mail) =>
      linkParams(mail, '/reset-password'),
    );
    expect(older?.token).not.toBe(newer?.token);
    const mails = await mailsTo(ses(runtime), form.email);
    expect(mails.find((mail) => mail.subject.includes('Réinitialisation'))?.body.text).toContain('valable 24 heures');

    const weak = await visitor.post<Problem>('/api/auth/reset-password', { ...newer, password: 'court', confirmPassword: 'court' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const mismatch = await visitor.post<Problem>('/api/auth/reset-password', { ...newer, password: 'Nouveau-2026!', confirmPassword: 'Nouveau-2026?' });
    expect(mismatch.body.errors?.confirmPassword).toBe('Les mots de passe ne correspondent pas');

    const reset = await visitor.post<Me>('/api/auth/reset-password', { ...newer, password: 'Nouveau-2026!', confirmPassword: 'Nouveau-2026!' });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(form.email);
    expect((await visitor.get('/api/me')).status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);

    // Used once, and every earlier link died with it.
    for (const link of [newer, older]) {
      const dead = await visitor.post<Problem>('/api/auth/reset-password', { ...link, password: 'Encore-2026!', confirmPassword: 'Encore-2026!' });
      expect(dead.status).toBe(410);
      expect(dead.body.code).toBe('link-invalid');
    }
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(401);
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: form.email, password: 'Nouveau-2026!' })).status).toBe(200);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = `sans-compte-${randomUUID()}@example.com`;
    const answer = await createApiClient(runtime.site).post('/api/auth/forgot-password', { email });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({});
    expect(await mailsTo(ses(runtime), email)).toHaveLength(0);
  });
});

describe('profile (/compte)', () => {
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  it('changes the phone and postal address, and answers with the profile as it now is', async () => {
    const { client } = await registeredCustomer(runtime);
    const changed = await client.request<Me>('PUT', '/api/me/contact', { json: { phone: '+596 696 98 76 54', address: '5 rue Victor Hugo', postalCode: '97200', city: 'Fort-de-France' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ phone: '+596 696 98 76 54', address: '5 rue Victor Hugo' });
    expect((await client.get<Me>('/api/me')).body.address).toBe('5 rue Victor Hugo');
    const refused = await client.request<Problem>('PUT', '/api/me/contact', { json: { phone: '', address: 'x', postalCode: 'x', city: 'x' } });
    expect(refused.body.errors?.phone).toBe('Le numéro de téléphone est obligatoire pour la livraison');
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { client, form } = await registeredCustomer(runtime);
    const other = createApiClient(runtime.site);
    await other.signIn(form.email, form.password);
    const wrong = await client.post<Problem>('/api/me/password', { currentPassword: 'Faux-2026!', password: 'Nouveau-2026!', confirmPassword: 'Nouveau-2026!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.currentPassword).toBe('Le mot de passe actuel est incorrect');
    const changed = await client.post('/api/me/password', { currentPassword: form.password, password: 'Nouveau-2026!', confirmPassword: 'Nouveau-2026!' });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: form.email, password: 'Nouveau-2026!' })).status).toBe(200);
  });

  it('changes the e-mail only once the link sent to the new address is followed', async () => {
    const { client, form } = await registeredCustomer(runtime);
    const newEmail = `nouvelle-${randomUUID()}@example.com`;
    const { form: someone } = await registeredCustomer(runtime);
    const taken = await client.post<Problem>('/api/me/email', { email: someone.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('Cette adresse email est déjà utilisée');

    const asked = await client.post<{ pendingEmail: string }>('/api/me/email', { email: newEmail.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body.pendingEmail).toBe(newEmail);
    const pending = await client.get<Me>(`/api/me?version=${(asked.body as { version?: number }).version ?? 0}`);
    expect(pending.body).toMatchObject({ email: form.email, pendingEmail: newEmail });
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: newEmail, password: form.password })).status).toBe(401);

    const link = linkParams(await lastMailTo(runtime, newEmail, 'nouvelle adresse'), '/confirmer-nouvel-email');
    const confirmed = await createApiClient(runtime.site).post<{ email: string }>('/api/auth/confirm-email-change', link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(newEmail);
    expect((await createApiClient(runtime.site).post('/api/auth/confirm-email-change', link)).status).toBe(410);
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: newEmail, password: form.password })).status).toBe(200);
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(401);
    expect((await lastMailTo(runtime, form.email, 'Votre adresse email a changé')).body.text).toContain(newEmail);
  });
});
