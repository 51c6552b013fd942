import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { composePasserelle } from './passerelle';

// The only place that reads the environment: everything below takes props.
const app = new App();
const setting = (contextKey: string, envVar: string): string | undefined => {
  const fromContext: unknown = app.node.tryGetContext(contextKey);
  const value = typeof fromContext === 'string' ? fromContext : process.env[envVar];
  return value?.trim() || undefined;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const mailFromDomain = setting('mailFromDomain', 'MAIL_FROM_DOMAIN') ?? 'passerelle.example';
if (!setting('mailFromDomain', 'MAIL_FROM_DOMAIN')) {
  console.warn(`[passerelle] MAIL_FROM_DOMAIN is not set: using ${mailFromDomain} (set it before deploying).`);
}

// Without a custom domain, the site's CloudFront host is known only after the first deployment of the
// app stack, which depends on the stateful stack: default to any CloudFront host until SITE_ORIGIN is set.
const uploadOrigins = (setting('siteOrigin', 'SITE_ORIGIN') ?? 'https://*.cloudfront.net')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

composePasserelle(app, {
  repoRoot,
  env:
    process.env.CDK_DEFAULT_ACCOUNT || process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
  mailFromDomain,
  mailFrom: setting('mailFrom', 'MAIL_FROM') ?? `noreply@${mailFromDomain}`,
  supportEmail: setting('supportEmail', 'SUPPORT_EMAIL') ?? `support@${mailFromDomain}`,
  uploadOrigins,
});

app.synth();
