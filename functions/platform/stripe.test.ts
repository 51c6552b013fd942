import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingConfigurationError } from './config';
import { InvalidStripeSignatureError, stripeClientSettings, stripeEventFrom } from './stripe';

const secret = 'whsec_platform_test';
const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } }, null, 2);
const signed = (payload: string, timestamp = Math.floor(Date.now() / 1000)) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Stripe client settings', () => {
  it('points the SDK at the stand-in given by STRIPE_API_URL, with its own API version, no telemetry, a time limit and one retry', () => {
    const { secretKey, config } = stripeClientSettings({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_URL: 'http://127.0.0.1:3005' });
    expect(secretKey).toBe('sk_test_local');
    expect(config).toEqual({ apiVersion: Stripe.API_VERSION, telemetry: false, timeout: 3_000, maxNetworkRetries: 1, host: '127.0.0.1', port: '3005', protocol: 'http' });
  });

  it("talks to Stripe's own host when no STRIPE_API_URL is set", () => {
    const { config } = stripeClientSettings({ STRIPE_SECRET_KEY: 'sk_test_account' });
    expect(config).toEqual({ apiVersion: Stripe.API_VERSION, telemetry: false, timeout: 3_000, maxNetworkRetries: 1 });
  });

  it('names the missing secret key', () => {
    expect(() => stripeClientSettings({})).toThrow(new MissingConfigurationError('STRIPE_SECRET_KEY'));
  });
});

describe('Stripe webhook events', () => {
  it('reads an event whose signature matches its raw body', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret);
    expect(await stripeEventFrom(body, signed(body))).toMatchObject({ id: 'evt_1', type: 'checkout.session.completed' });
  });

  it('refuses a body changed after signing', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret);
    const header = signed(body);
    await expect(stripeEventFrom(body.replace('cs_test_1', 'cs_test_2'), header)).rejects.toThrow(InvalidStripeSignatureError);
  });

  it('refuses a signature older than five minutes (a replay)', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret);
    await expect(stripeEventFrom(body, signed(body, Math.floor(Date.now() / 1000) - 600))).rejects.toThrow(InvalidStripeSignatureError);
  });

  it('refuses a missing signature and one made with another secret, with a French message and status 400', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret);
    await expect(stripeEventFrom(body, undefined)).rejects.toThrow(InvalidStripeSignatureError);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    const error = await stripeEventFrom(body, forged).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidStripeSignatureError);
    expect(error).toMatchObject({ status: 400, message: 'Signature Stripe invalide : notification refusée.' });
  });

  it('names a missing webhook secret rather than accepting anything', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    await expect(stripeEventFrom(body, signed(body))).rejects.toThrow(new MissingConfigurationError('STRIPE_WEBHOOK_SECRET'));
  });
});
