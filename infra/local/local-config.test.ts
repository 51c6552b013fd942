import { describe, expect, it } from 'vitest';
import { localEnvironment, localStripeKeys, portBlockSize, portsFrom } from './local-config';

const ids = { userPoolId: 'pool', userPoolClientId: 'client' };

describe('local Stripe settings', () => {
  it('point the product at the stand-in, five ports above the gateway, with its keys', () => {
    const environment = localEnvironment(portsFrom(3000), ids, {});
    expect(environment).toMatchObject({
      STRIPE_SECRET_KEY: localStripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: localStripeKeys.webhookSecret,
      STRIPE_API_URL: 'http://127.0.0.1:3005',
    });
    expect(portBlockSize).toBe(6);
  });

  it("pass a real account's keys through, without the stand-in's address", () => {
    const environment = localEnvironment(portsFrom(3000), ids, { STRIPE_SECRET_KEY: 'sk_test_account', STRIPE_WEBHOOK_SECRET: 'whsec_account' });
    expect(environment).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_account', STRIPE_WEBHOOK_SECRET: 'whsec_account' });
    expect(environment).not.toHaveProperty('STRIPE_API_URL');
  });

  it("keep the stand-in when the keys inherited are the stand-in's own or only one key is given", () => {
    expect(localEnvironment(portsFrom(4000), ids, { STRIPE_SECRET_KEY: localStripeKeys.secretKey, STRIPE_WEBHOOK_SECRET: localStripeKeys.webhookSecret })).toMatchObject({
      STRIPE_API_URL: 'http://127.0.0.1:4005',
    });
    expect(localEnvironment(portsFrom(4000), ids, { STRIPE_SECRET_KEY: 'sk_test_account' })).toMatchObject({
      STRIPE_SECRET_KEY: localStripeKeys.secretKey,
      STRIPE_API_URL: 'http://127.0.0.1:4005',
    });
  });
});
