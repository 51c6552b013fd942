import { describe, expect, it } from 'vitest';
import { localEnvironment, localStripeKeys, portBlockSize, portsFrom, serviceEndpoints } from './local-config';

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

describe('the AWS endpoints of npm start', () => {
  it('are the stand-ins on the ports after the gateway when no endpoint is given', () => {
    const environment = localEnvironment(portsFrom(3000), ids, {});
    expect(environment).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:3001',
      S3_ENDPOINT: 'http://127.0.0.1:3002',
      SES_ENDPOINT: 'http://127.0.0.1:3003',
      COGNITO_ENDPOINT: 'http://127.0.0.1:3004',
      JWKS_URI: 'http://127.0.0.1:3004/pool/.well-known/jwks.json',
    });
    expect(Object.values(serviceEndpoints(portsFrom(3000), {})).every((endpoint) => !endpoint.external)).toBe(true);
  });

  it("follow the SDK's variables: AWS_ENDPOINT_URL for all, a service's own variable first", () => {
    const outside = { AWS_ENDPOINT_URL: 'http://localhost:4566/', AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:9229', AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:8005' };
    expect(serviceEndpoints(portsFrom(3000), outside)).toEqual({
      dynamodb: { url: 'http://localhost:4566', external: true },
      s3: { url: 'http://localhost:4566', external: true },
      ses: { url: 'http://127.0.0.1:8005', external: true },
      cognito: { url: 'http://127.0.0.1:9229', external: true },
    });
    expect(localEnvironment(portsFrom(3000), ids, outside)).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://localhost:4566',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      JWT_ISSUER: 'http://127.0.0.1:9229/pool',
      // Stripe stays ours: LocalStack has no Stripe.
      STRIPE_API_URL: 'http://127.0.0.1:3005',
    });
  });

  it('keep only what is given, and ignore all of it with AWS_IGNORE_CONFIGURED_ENDPOINT_URLS', () => {
    const onlyDynamo = serviceEndpoints(portsFrom(3000), { AWS_ENDPOINT_URL_DYNAMODB: 'http://localhost:4566' });
    expect(onlyDynamo.dynamodb).toEqual({ url: 'http://localhost:4566', external: true });
    expect(onlyDynamo.s3).toEqual({ url: 'http://127.0.0.1:3002', external: false });
    const ignored = serviceEndpoints(portsFrom(3000), { AWS_ENDPOINT_URL: 'http://localhost:4566', AWS_IGNORE_CONFIGURED_ENDPOINT_URLS: 'true' });
    expect(Object.values(ignored).some((endpoint) => endpoint.external)).toBe(false);
  });
});
