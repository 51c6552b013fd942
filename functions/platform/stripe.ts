import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import * as z from 'zod';
import { DomainError } from '../../domain/shared/errors';
import { stripeCallLimits } from './aws/limits';
import { secretsManager } from './aws/secrets';
import { MissingConfigurationError } from './config';

const storedKeysSchema = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });

/**
 * On AWS the keys stay in Secrets Manager, never in the function's configuration: `STRIPE_SECRETS_ARN`
 * names a JSON secret `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`, read once per process, on
 * first use. Locally, and in tests, the keys are in the environment.
 */
const keysFromSecretsManager = async (secretArn: string | undefined): Promise<NodeJS.ProcessEnv> => {
  if (!secretArn) return {};
  const { SecretString } = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretArn }));
  const keys = storedKeysSchema.parse(JSON.parse(SecretString ?? '{}'));
  return { STRIPE_SECRET_KEY: keys.secretKey, STRIPE_WEBHOOK_SECRET: keys.webhookSecret };
};
let storedKeys: Promise<NodeJS.ProcessEnv> | undefined;
const settingsEnvironment = async (): Promise<NodeJS.ProcessEnv> => {
  storedKeys ??= keysFromSecretsManager(process.env.STRIPE_SECRETS_ARN).catch((error: unknown) => {
    // Read again next time: a failed read must not stay cached for the process's life.
    storedKeys = undefined;
    throw error;
  });
  return { ...process.env, ...(await storedKeys) };
};

/**
 * Stripe's settings, read from the environment: the keys (Secrets Manager on AWS; the stand-in's on
 * `npm start`, or a test-mode account's) and, locally, the stand-in's address.
 */
const stripeSettings = z.object({
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
});

const settingOf = (name: keyof z.infer<typeof stripeSettings>, environment: NodeJS.ProcessEnv): string => {
  const value = stripeSettings.parse({ [name]: environment[name] || undefined })[name];
  if (!value) throw new MissingConfigurationError(name);
  return value;
};

/**
 * The payment methods every checkout page of the product offers: the card only, whose outcome is known on
 * the page. The account may enable delayed methods (bank debits, transfers) whose outcome comes days
 * later; the webhook still records them, but no page of ours offers them.
 */
export const offeredPaymentMethodTypes: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card'];

/**
 * The client's settings: the SDK's own API version pinned (objects keep the shape its types
 * describe), no telemetry, the time limit and retries of `aws/limits.ts` (each POST carries an
 * idempotency key, so a retry never pays twice), and with `STRIPE_API_URL` the stand-in's host, port
 * and protocol instead of Stripe's.
 */
export const stripeClientSettings = (environment: NodeJS.ProcessEnv): { secretKey: string; config: Stripe.StripeConfig } => {
  const secretKey = settingOf('STRIPE_SECRET_KEY', environment);
  const apiUrl = environment.STRIPE_API_URL ? new URL(settingOf('STRIPE_API_URL', environment)) : undefined;
  const protocol = apiUrl?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey,
    config: {
      apiVersion: Stripe.API_VERSION,
      telemetry: false,
      timeout: stripeCallLimits.timeoutMs,
      maxNetworkRetries: stripeCallLimits.maxNetworkRetries,
      ...(apiUrl ? { host: apiUrl.hostname, port: apiUrl.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    },
  };
};

let client: Stripe | undefined;
/** One client per process, as the AWS clients: a Lambda's environment does not change while it lives. */
export const stripeClient = async (): Promise<Stripe> => {
  if (!client) {
    const { secretKey, config } = stripeClientSettings(await settingsEnvironment());
    client ??= new Stripe(secretKey, config);
  }
  return client;
};

/** A webhook whose signature does not prove it comes from Stripe: refused, never read. */
export class InvalidStripeSignatureError extends DomainError {
  readonly status = 400;
  constructor(options?: { cause?: unknown }) {
    super('Signature Stripe invalide : notification refusée.', options);
    this.name = 'InvalidStripeSignatureError';
  }
}

/**
 * The event of a webhook, once its `Stripe-Signature` is verified on the raw body as received
 * (a parsed and re-serialised body would no longer match) with `STRIPE_WEBHOOK_SECRET`, within the
 * SDK's five-minute tolerance against replays.
 */
export const stripeEventFrom = async (rawBody: string, signatureHeader: string | undefined): Promise<Stripe.Event> => {
  const secret = settingOf('STRIPE_WEBHOOK_SECRET', await settingsEnvironment());
  if (!signatureHeader) throw new InvalidStripeSignatureError();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new InvalidStripeSignatureError({ cause: error });
  }
};
