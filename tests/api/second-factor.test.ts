import { beforeAll, describe, expect, inject, it } from 'vitest';
import { secondFactorMessages } from '../../domain/customer/second-factor';
import { sessionCookieNames } from '../../domain/shared/http-contract';
import { checkPassword, verifySessionToken } from '../../functions/platform/auth';
import { openSession } from '../../functions/platform/sessions';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { totpNow } from '../../infra/local/cognito-mfa/totp';
import { runTask } from '../../infra/local/seed';
import { linkParams, registeredCustomer, ses } from '../support/accounts';
import { waitForMails } from '../support/mailbox';

const runtime = inject('runtime');
type Problem = { status: number; detail: string };
type Step = { secondFactor: 'code' | 'enrolment'; challenge: string };

/** A registered person given staff rights by the operator's task, not signed in yet. */
const newStaffMember = async () => {
  const { form } = await registeredCustomer(runtime);
  await runTask('manage-admin-rights', { action: 'grant', email: form.email, by: 'test-operateur' });
  return { email: form.email, password: form.password };
};

const passwordStep = (client: ApiClient, email: string, password: string) => client.request<Step>('POST', '/api/auth/login', { json: { email, password, remember: false } });
const secondStep = <T = unknown>(client: ApiClient, body: Record<string, unknown>) => client.request<T>('POST', '/api/auth/second-factor', { json: body });
const backOffice = async (client: ApiClient) => (await client.get('/admin/api/customers')).status;
/** A code that the app does not show now (nor in the windows just before and after it, that Cognito accepts too). */
const wrongCodeFor = (secret: string) => String((Number(totpNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');

describe('staff second factor', () => {
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  it('a staff member without an authenticator app gets no session from the password; the enrolment’s first code opens the back office and shows ten recovery codes', async () => {
    const staff = await newStaffMember();
    const client = createApiClient(runtime.site);
    const first = await passwordStep(client, staff.email, staff.password);
    expect(first.status).toBe(202);
    expect(first.body.secondFactor).toBe('enrolment');
    expect(client.cookies.has(sessionCookieNames.session)).toBe(false);
    expect(await backOffice(client)).toBe(401);

    expect((await secondStep<Problem>(client, { step: 'enrolment', challenge: 'x'.repeat(43) })).body.detail).toBe(secondFactorMessages.expired);
    const started = await secondStep<{ secret: string; otpauthUri: string }>(client, { step: 'enrolment', challenge: first.body.challenge });
    expect(started.status).toBe(200);
    expect(started.body.otpauthUri).toBe(
      `otpauth://totp/Passerelle%3A${encodeURIComponent(staff.email.toLowerCase())}?secret=${started.body.secret}&issuer=Passerelle&algorithm=SHA1&digits=6&period=30`,
    );

    const wrong = await secondStep<Problem>(client, { step: 'confirm-enrolment', challenge: first.body.challenge, code: wrongCodeFor(started.body.secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Code invalide. Veuillez réessayer.');
    expect(await backOffice(client)).toBe(401);

    const confirmed = await secondStep<{ me: { isAdmin: boolean }; recoveryCodes: string[] }>(client, {
      step: 'confirm-enrolment',
      challenge: first.body.challenge,
      code: totpNow(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.me.isAdmin).toBe(true);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect(await backOffice(client)).toBe(200);
    // The handle was good once.
    const again = await secondStep<Problem>(createApiClient(runtime.site), { step: 'confirm-enrolment', challenge: first.body.challenge, code: totpNow(started.body.secret) });
    expect(again.status).toBe(401);
  });

  it('with an app enrolled, the password alone opens nothing; a wrong code is refused in French; the app’s code opens the back office', async () => {
    const staff = await newStaffMember();
    const { totpSecret } = await createApiClient(runtime.site).enrolAuthenticator(staff.email, staff.password);

    const client = createApiClient(runtime.site);
    const first = await passwordStep(client, staff.email, staff.password);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ secondFactor: 'code', challenge: expect.any(String) });
    expect(client.cookies.size).toBe(0);
    expect(await backOffice(client)).toBe(401);
    expect((await client.get('/api/me')).status).toBe(401);

    const wrong = await secondStep<Problem>(client, { step: 'code', challenge: first.body.challenge, code: wrongCodeFor(totpSecret) });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Code invalide. Veuillez réessayer.' } });
    const malformed = await secondStep<Problem>(client, { step: 'code', challenge: first.body.challenge, code: '12ab' });
    expect(malformed).toMatchObject({ status: 400, body: { detail: expect.stringContaining(secondFactorMessages.codeFormat) } });
    expect(await backOffice(client)).toBe(401);

    const signedIn = await secondStep<{ isAdmin: boolean }>(client, { step: 'code', challenge: first.body.challenge, code: totpNow(totpSecret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.isAdmin).toBe(true);
    expect(await backOffice(client)).toBe(200);
  });

  it('wrong codes end the pending sign-in at the fifth: the password is asked again', async () => {
    const staff = await newStaffMember();
    const { totpSecret } = await createApiClient(runtime.site).enrolAuthenticator(staff.email, staff.password);
    const client = createApiClient(runtime.site);
    const { challenge } = (await passwordStep(client, staff.email, staff.password)).body;
    const details: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      details.push((await secondStep<Problem>(client, { step: 'code', challenge, code: wrongCodeFor(totpSecret) })).body.detail);
    }
    expect(details).toEqual([...Array(4).fill(secondFactorMessages.invalidCode), secondFactorMessages.expired]);
    expect((await secondStep<Problem>(client, { step: 'code', challenge, code: totpNow(totpSecret) })).body.detail).toBe(secondFactorMessages.expired);
    expect(await backOffice(client)).toBe(401);
  });

  it('a session opened without the second factor has no staff rights, though its tokens name the admin group', async () => {
    const staff = await newStaffMember();
    const outcome = await checkPassword(staff.email.toLowerCase(), staff.password);
    if (outcome.kind !== 'tokens') throw new Error('jetons attendus avant l’enrôlement');
    const identity = await verifySessionToken(outcome.tokens.idToken);
    expect(identity?.isAdmin).toBe(true);
    if (!identity) return;
    const opened = await openSession({ tokens: outcome.tokens, session: identity, remember: false, now: new Date() });
    const client = createApiClient(runtime.site);
    client.cookies.set(sessionCookieNames.session, opened.sessionId);
    client.cookies.set(sessionCookieNames.csrf, opened.csrfToken);
    const me = await client.get<{ isAdmin: boolean }>('/api/me');
    expect(me).toMatchObject({ status: 200, body: { isAdmin: false } });
    expect(await backOffice(client)).toBe(403);
  });

  it('a recovery code works once: it takes the lost app off, and the next sign-in enrols a new one before the back office opens', async () => {
    const staff = await newStaffMember();
    const { recoveryCodes } = await createApiClient(runtime.site).enrolAuthenticator(staff.email, staff.password);
    const [code = '', otherCode = ''] = recoveryCodes;

    const client = createApiClient(runtime.site);
    const { challenge } = (await passwordStep(client, staff.email, staff.password)).body;
    const wrong = await secondStep<Problem>(client, { step: 'recovery-code', challenge, recoveryCode: 'ABCDE-FGHJK' });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Code de secours invalide ou déjà utilisé.' } });
    // Typed in lower case without its dash: still the code.
    const spent = await secondStep(client, { step: 'recovery-code', challenge, recoveryCode: code.replace('-', ' ').toLowerCase() });
    expect(spent).toMatchObject({ status: 200, body: { secondFactor: 'reset' } });
    expect(await backOffice(client)).toBe(401);

    // Spent: a second use is refused, and the app is off the account, so the password leads to a new enrolment.
    const next = await passwordStep(client, staff.email, staff.password);
    expect(next.body.secondFactor).toBe('enrolment');
    const reused = await secondStep<Problem>(client, { step: 'recovery-code', challenge: next.body.challenge, recoveryCode: code });
    expect(reused.status).toBe(401);

    const enrolled = await createApiClient(runtime.site).enrolAuthenticator(staff.email, staff.password);
    // The new enrolment's sheet replaces the old one.
    const after = createApiClient(runtime.site);
    const { challenge: later } = (await passwordStep(after, staff.email, staff.password)).body;
    expect((await secondStep<Problem>(after, { step: 'recovery-code', challenge: later, recoveryCode: otherCode })).status).toBe(401);
    await after.signIn(staff.email, staff.password, false, { totpSecret: enrolled.totpSecret });
    expect(await backOffice(after)).toBe(200);
  });

  it('with an app enrolled, the password changes from the account and by the mail’s link; the app is still asked at sign-in', async () => {
    const staff = await newStaffMember();
    const client = createApiClient(runtime.site);
    const { totpSecret } = await client.enrolAuthenticator(staff.email, staff.password);
    // The current password is checked by the user pool, which answers a staff member with its challenge, not tokens.
    const changed = await client.post('/api/me/password', { currentPassword: staff.password, password: 'Nouveau-2026!', confirmPassword: 'Nouveau-2026!' });
    expect(changed.status).toBe(204);

    const visitor = createApiClient(runtime.site);
    expect((await visitor.post('/api/auth/forgot-password', { email: staff.email })).status).toBe(202);
    const [mail] = await waitForMails(ses(runtime), staff.email.toLowerCase(), 1, (candidate) => candidate.subject.includes('Réinitialisation'));
    if (!mail) throw new Error('pas de mail de réinitialisation');
    const reset = await visitor.post<Problem>('/api/auth/reset-password', { ...linkParams(mail, '/reset-password'), password: 'Encore-2026!', confirmPassword: 'Encore-2026!' });
    expect(reset).toMatchObject({ status: 403, body: { detail: secondFactorMessages.signInAfterReset } });
    expect(visitor.cookies.has(sessionCookieNames.session)).toBe(false);
    expect((await passwordStep(visitor, staff.email, 'Encore-2026!')).body.secondFactor).toBe('code');
    await visitor.signIn(staff.email, 'Encore-2026!', false, { totpSecret });
    expect(await backOffice(visitor)).toBe(200);
  });

  it('customers sign in with their password alone', async () => {
    const { form } = await registeredCustomer(runtime);
    const client = createApiClient(runtime.site);
    expect((await passwordStep(client, form.email, form.password)).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
