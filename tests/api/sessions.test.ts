import { createHash, createPrivateKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { runTask } from '../../infra/local/seed';
import { cognito } from '../../functions/platform/aws/cognito';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { verifySessionToken } from '../../functions/platform/auth';
import { loadStream } from '../../functions/platform/event-store';
import { rateRule } from '../../functions/platform/http/rate-rules';
import { hit, takeAttempt, TooManyAttemptsError } from '../../functions/platform/rate-limits';
import { sessionsTable } from '../../functions/platform/state-tables';
import { tableNameOf } from '../../functions/platform/tables';
import { streamIdOf } from '../../events/envelope';
import { sessionCookieNames } from '../../domain/shared/http-contract';
import { registeredCustomer } from '../support/accounts';

const runtime = inject('runtime');
type Problem = { status: number; detail: string; code?: string };

const sessionRecordSchema = z.object({ idToken: z.string(), refreshToken: z.string(), idTokenExpiresAt: z.number(), revision: z.number() });
const sessionKeyOf = (client: ApiClient) => {
  const sessionId = client.cookies.get(sessionCookieNames.session);
  if (!sessionId) throw new Error('pas de cookie de session');
  return createHash('sha256').update(decodeURIComponent(sessionId)).digest('base64url');
};
const sessionRecordOf = async (client: ApiClient) => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(sessionsTable), Key: { sessionKey: sessionKeyOf(client) }, ConsistentRead: true }));
  return Item ? sessionRecordSchema.parse(Item) : undefined;
};
/** Makes the session's ID token look expired, as it is an hour (24 h on cognito-local) after sign-in. */
const ageIdToken = (client: ApiClient) =>
  dynamoDocuments().send(
    new UpdateCommand({ TableName: tableNameOf(sessionsTable), Key: { sessionKey: sessionKeyOf(client) }, UpdateExpression: 'SET idTokenExpiresAt = :past', ExpressionAttributeValues: { ':past': 0 } }),
  );
/** A second browser holding a copy of the same cookies. */
const copyOf = (client: ApiClient): ApiClient => {
  const copy = createApiClient(runtime.site, { clientIp: client.clientIp });
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
};
const refreshWith = async (refreshToken: string) =>
  (await cognito()).send(
    new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: runtime.environment.USER_POOL_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  );

describe('sessions', () => {
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  it('signs in with the address in any case; remembered sessions keep their cookies 30 days, others only the browser session', async () => {
    const { form } = await registeredCustomer(runtime);
    const browserSession = createApiClient(runtime.site);
    const once = await browserSession.request('POST', '/api/auth/login', { json: { email: form.email.toUpperCase(), password: form.password, remember: false } });
    expect(once.status).toBe(200);
    const cookies = once.headers.getSetCookie();
    expect(cookies.filter((cookie) => cookie.startsWith('pa_session=') || cookie.startsWith('pa_csrf='))).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookies.find((cookie) => cookie.startsWith('pa_session='))).toMatch(/HttpOnly/);

    const remembered = await createApiClient(runtime.site).request('POST', '/api/auth/login', { json: { email: form.email, password: form.password, remember: true } });
    for (const cookie of remembered.headers.getSetCookie()) expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('refuses wrong credentials with one message whether or not the address has an account', async () => {
    const { form } = await registeredCustomer(runtime);
    const visitor = createApiClient(runtime.site);
    const wrongPassword = await visitor.post<Problem>('/api/auth/login', { email: form.email, password: 'Pas-le-bon-1!' });
    const noAccount = await visitor.post<Problem>('/api/auth/login', { email: `inconnu-${randomUUID()}@example.com`, password: 'Pas-le-bon-1!' });
    expect([wrongPassword.status, noAccount.status]).toEqual([401, 401]);
    expect(wrongPassword.body.detail).toBe('Email ou mot de passe incorrect');
    expect(noAccount.body.detail).toBe(wrongPassword.body.detail);
  });

  it('locks an address out after 5 failed sign-ins, even with the right password, and says how long to wait', async () => {
    const { form } = await registeredCustomer(runtime);
    const attacker = createApiClient(runtime.site);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.post('/api/auth/login', { email: form.email, password: `Essai-${attempt}!a` })).status).toBe(401);
    }
    const locked = await createApiClient(runtime.site).post<Problem>('/api/auth/login', { email: form.email, password: form.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ detail: 'Trop de tentatives. Veuillez patienter quelques minutes', code: 'rate-limited' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another person is not held back.
    const { form: other } = await registeredCustomer(runtime);
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('forgets the failures of an address once its right password is given', async () => {
    const { form } = await registeredCustomer(runtime);
    const person = createApiClient(runtime.site);
    for (let round = 0; round < 2; round += 1) {
      for (let typo = 0; typo < 4; typo += 1) expect((await person.post('/api/auth/login', { email: form.email, password: `Faute-${typo}!a` })).status).toBe(401);
      expect((await person.post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(200);
    }
  });

  it('lets at most 5 of 30 wrong passwords sent at once reach the user pool; the others wait', async () => {
    const { form } = await registeredCustomer(runtime);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => createApiClient(runtime.site).post<Problem>('/api/auth/login', { email: form.email, password: `Rafale-${attempt}!a` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    for (const answer of answers.filter((each) => each.status === 429)) expect(answer.body.detail).toBe('Trop de tentatives. Veuillez patienter quelques minutes');
    // The five failures stand: the right password waits too.
    expect((await createApiClient(runtime.site).post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(429);
  });

  it('releases a lockout once its window has passed (the limiter on a clock the test moves)', async () => {
    const rule = rateRule('signInFailuresByEmail');
    const subject = `email:horloge-${randomUUID()}@example.com`;
    const start = new Date(Math.ceil(Date.now() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000 + 1000);
    for (let failure = 0; failure < rule.limit; failure += 1) await takeAttempt(rule, subject, new Date(start.getTime() + failure * 1000));
    const later = new Date(start.getTime() + 10 * 60_000);
    const refusal = await takeAttempt(rule, subject, later).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyAttemptsError);
    expect(refusal instanceof TooManyAttemptsError && refusal.retryAfterSeconds).toBe(5 * 60 - 1);
    // A refused attempt is given back: the window still holds the five failures, no more.
    expect(await hit(rule, subject, later)).toBe(rule.limit + 1);
    await expect(takeAttempt(rule, subject, new Date(start.getTime() + rule.windowSeconds * 1000))).resolves.toBe(1);
  });

  it('ends the session on the server at sign-out: the old cookies get 401 at once and the refresh token is revoked', async () => {
    const { client } = await registeredCustomer(runtime);
    const stolen = copyOf(client);
    const sessionKey = sessionKeyOf(client);
    const record = await sessionRecordOf(client);
    expect(record).toBeDefined();

    // A cross-site form (text/plain, no CSRF header) cannot sign anyone out.
    const crossSite = await client.request('POST', '/api/auth/logout', { rawBody: 'x', headers: { 'content-type': 'text/plain', 'x-csrf-token': '' } });
    expect(crossSite.status).toBe(403);
    expect((await stolen.get('/api/me')).status).toBe(200);

    const signedOut = await client.post('/api/auth/logout');
    expect(signedOut.status).toBe(204);
    expect(signedOut.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    const replayed = await stolen.get<Problem>('/api/me');
    expect(replayed.status).toBe(401);
    const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(sessionsTable), Key: { sessionKey }, ConsistentRead: true }));
    expect(Item).toBeUndefined();
    await expect(refreshWith(record?.refreshToken ?? '')).rejects.toThrow();
  });

  it('binds the CSRF token to its session: a matching cookie and header chosen by someone else do not pass', async () => {
    const { client } = await registeredCustomer(runtime);
    const forged = copyOf(client);
    forged.cookies.set(sessionCookieNames.csrf, 'jeton-choisi-par-un-attaquant');
    const refused = await forged.request('PUT', '/api/me/contact', {
      json: { phone: '+590 690 00 00 01', address: '1 rue Piratée', postalCode: '97110', city: 'Pointe-à-Pitre' },
      headers: { 'x-csrf-token': 'jeton-choisi-par-un-attaquant' },
    });
    expect(refused.status).toBe(403);
    const accepted = await client.request('PUT', '/api/me/contact', { json: { phone: '+590 690 00 00 02', address: '2 rue Juste', postalCode: '97110', city: 'Pointe-à-Pitre' } });
    expect(accepted.status).toBe(200);
  });

  it('renews an expired ID token without the person noticing, and ends the session when the refresh is refused', async () => {
    const { client } = await registeredCustomer(runtime);
    const before = await sessionRecordOf(client);
    await ageIdToken(client);
    expect((await client.get('/api/me')).status).toBe(200);
    const after = await sessionRecordOf(client);
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);
    expect(after?.idTokenExpiresAt).toBeGreaterThan(Date.now());

    await (await cognito()).send(new RevokeTokenCommand({ ClientId: runtime.environment.USER_POOL_CLIENT_ID, Token: after?.refreshToken ?? '' }));
    await ageIdToken(client);
    const ended = await client.get<Problem>('/api/me');
    expect(ended.status).toBe(401);
    expect(ended.headers.getSetCookie().some((cookie) => cookie.startsWith('pa_session=;') && cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('gives and takes back staff rights with the operator task, recorded with who did it; a customer gets 403 on the back office', async () => {
    const { client, form, customerId } = await registeredCustomer(runtime);
    expect((await client.get('/admin/api/customers')).status).toBe(403);
    const granted = await runTask('manage-admin-rights', { action: 'grant', email: form.email.toUpperCase(), by: 'test-operateur' });
    expect(granted).toMatchObject({ isAdmin: true, changed: true, endedSessions: 1 });
    // The session that knew the person as a customer has ended; the next one is staff, once an authenticator app is enrolled.
    expect((await client.get('/api/me')).status).toBe(401);
    const { totpSecret } = await client.enrolAuthenticator(form.email, form.password);
    expect((await client.get<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(true);
    expect((await client.get('/admin/api/customers')).status).toBe(200);
    const events = (await loadStream(streamIdOf('customer', customerId))).flatMap((changeset) => changeset.events);
    expect(events.find((event) => event.type === 'AdminRightGranted')?.data).toEqual({ customerId, grantedBy: 'test-operateur' });

    await runTask('manage-admin-rights', { action: 'revoke', email: form.email, by: 'test-operateur' });
    await client.signIn(form.email, form.password, false, { totpSecret });
    expect((await client.get('/admin/api/customers')).status).toBe(403);
  });
});

describe('ID tokens', () => {
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  const require = createRequire(import.meta.url);
  // cognito-local signs with a key it ships in the open: a test can forge what only the pool could sign.
  const poolKeyFile = z.object({ pem: z.string() }).parse(JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')));
  const poolKey = createPrivateKey(poolKeyFile.pem);
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (claims: Record<string, unknown>, key: KeyObject | 'none') => {
    const header = encode({ alg: key === 'none' ? 'none' : 'RS256', kid: 'CognitoLocal', typ: 'JWT' });
    const body = encode(claims);
    const signature = key === 'none' ? '' : sign('RSA-SHA256', Buffer.from(`${header}.${body}`), key).toString('base64url');
    return `${header}.${body}.${signature}`;
  };
  const claims = (overrides: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: randomUUID(),
      email: 'jeton@example.com',
      token_use: 'id',
      aud: runtime.environment.USER_POOL_CLIENT_ID,
      iss: runtime.environment.JWT_ISSUER,
      iat: now,
      exp: now + 3600,
      ...overrides,
    };
  };

  it('accepts a token of the pool and refuses alg none, another key, an expired token and another issuer', async () => {
    expect(await verifySessionToken(jwt(claims(), poolKey))).toMatchObject({ email: 'jeton@example.com' });
    expect(await verifySessionToken(jwt(claims(), 'none'))).toBeNull();
    expect(await verifySessionToken(jwt(claims(), otherKey))).toBeNull();
    expect(await verifySessionToken(jwt(claims({ exp: Math.floor(Date.now() / 1000) - 60 }), poolKey))).toBeNull();
    expect(await verifySessionToken(jwt(claims({ iss: 'https://cognito-idp.eu-west-3.amazonaws.com/autre' }), poolKey))).toBeNull();
    expect(await verifySessionToken(jwt(claims({ token_use: 'access' }), poolKey))).toBeNull();
  });

  it('never takes a token in the session cookie for a session: forged, expired or even valid, it gets 401', async () => {
    for (const token of [jwt(claims(), 'none'), jwt(claims(), otherKey), jwt(claims({ exp: 1 }), poolKey), jwt(claims({ iss: 'https://autre' }), poolKey), jwt(claims(), poolKey)]) {
      const client = createApiClient(runtime.site);
      client.cookies.set(sessionCookieNames.session, token);
      expect((await client.get('/api/me')).status).toBe(401);
    }
  });
});
