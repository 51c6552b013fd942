import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outageOf } from './http/outages';

const issuer = 'http://127.0.0.1/local_pool';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A well-formed ID token of the pool (its signature is never reached: the keys are out of reach). */
const idToken = [
  base64url({ alg: 'RS256', kid: 'cle-1', typ: 'JWT' }),
  base64url({ iss: issuer, aud: 'client-local', token_use: 'id', sub: 'u1', email: 'ines@example.com', exp: Math.floor(Date.now() / 1000) + 3600, iat: Math.floor(Date.now() / 1000) }),
  'signature',
].join('.');

describe("a session token checked while Cognito's keys are out of reach", () => {
  let jwksUri: string;
  beforeAll(async () => {
    // A port just released: nothing listens there.
    const released = createServer();
    await new Promise<void>((resolve) => released.listen(0, '127.0.0.1', () => resolve()));
    jwksUri = `http://127.0.0.1:${(released.address() as AddressInfo).port}/.well-known/jwks.json`;
    await new Promise<void>((resolve) => released.close(() => resolve()));
    Object.assign(process.env, { JWT_ISSUER: issuer, USER_POOL_CLIENT_ID: 'client-local', JWKS_URI: jwksUri });
  });
  afterAll(() => {
    for (const name of ['JWT_ISSUER', 'USER_POOL_CLIENT_ID', 'JWKS_URI']) delete process.env[name];
  });

  it('is an outage (the person is asked to retry and keeps the session), not a bad token that ends it', async () => {
    const { verifySessionToken } = await import('./auth');
    const error: unknown = await verifySessionToken(idToken).then(
      (session) => session,
      (rejected: unknown) => rejected,
    );
    expect(outageOf(error)).toBe('unreachable');
  });
});
