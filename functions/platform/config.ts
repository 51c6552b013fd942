import * as z from 'zod';

/**
 * The configuration every handler reads, parsed once from the environment. On AWS the CDK app sets
 * these variables; locally the embedded runtime does, adding the endpoints of the stand-ins.
 */
const optionalUrl = z.url().optional();

const configSchema = z.object({
  AWS_REGION: z.string().default('eu-west-3'),
  FILES_BUCKET: z.string().min(1).optional(),
  EVENT_BUS_NAME: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  JWT_ISSUER: z.string().min(1).optional(),
  JWKS_URI: z.string().min(1).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
  /** the public address of the site, for links in e-mails */
  SITE_URL: z.url().default('https://passerelle.example'),
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  EVENTBRIDGE_ENDPOINT: optionalUrl,
  /** the WebSocket API's management endpoint (PostToConnection): on AWS its stage's address, locally the gateway's */
  LIVE_ENDPOINT: optionalUrl,
  /**
   * proxies in front of the API that append the client's address to X-Forwarded-For (CloudFront: 1);
   * 0 takes the caller's own address, as the local gateway gives it
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});
export type Config = z.infer<typeof configSchema>;

let parsed: Config | undefined;
/** Parsed once per process: a Lambda's environment does not change while it lives. */
export const config = (): Config => (parsed ??= configSchema.parse(process.env));

export class MissingConfigurationError extends Error {
  constructor(name: string) {
    super(`Configuration manquante : ${name}`);
    this.name = 'MissingConfigurationError';
  }
}

export const required = <K extends keyof Config>(name: K): NonNullable<Config[K]> => {
  const value = config()[name];
  if (value === undefined || value === null || value === '') throw new MissingConfigurationError(name);
  return value as NonNullable<Config[K]>;
};
