/** Environment variables every handler may receive; the CDK app and the local runtime set them. */
export const environmentVariables = {
  eventBusName: 'EVENT_BUS_NAME',
  filesBucket: 'FILES_BUCKET',
  mailFrom: 'MAIL_FROM',
  supportEmail: 'SUPPORT_EMAIL',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  jwtIssuer: 'JWT_ISSUER',
  jwksUri: 'JWKS_URI',
  cookieSecure: 'COOKIE_SECURE',
  trustedProxyHops: 'TRUSTED_PROXY_HOPS',
  siteUrl: 'SITE_URL',
} as const;

/** The WebSocket API's management endpoint, given only to the handlers granted `live: 'push'`. */
export const liveEnvironmentVariables = { endpoint: 'LIVE_ENDPOINT' } as const;

/**
 * Stripe's settings, given only to the handlers granted `stripe: 'use'`. On AWS the keys stay in
 * Secrets Manager (`secretsArn`: a JSON `{ secretKey, webhookSecret }` read at cold start); locally
 * they are set directly, with the stand-in's address.
 */
export const stripeEnvironmentVariables = {
  secretsArn: 'STRIPE_SECRETS_ARN',
  secretKey: 'STRIPE_SECRET_KEY',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  /** locally only: the Stripe stand-in's address (on AWS the SDK talks to Stripe itself) */
  apiUrl: 'STRIPE_API_URL',
} as const;
