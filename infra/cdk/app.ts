/**
 * The CDK app of Passerelle (`npx cdk synth`, `npx cdk deploy --all`). Settings, each from `-c <key>=...`
 * or else from the environment:
 * - mailFromDomain / MAIL_FROM_DOMAIN: domain of the product's e-mails (SES identity; publish its DKIM records)
 * - mailFrom / MAIL_FROM: sender address (default noreply@<domain>)
 * - supportEmail / SUPPORT_EMAIL: support address (default support@<domain>)
 * - siteOrigin / SITE_ORIGIN: origin(s) of the site, comma-separated, allowed to upload files (CORS)
 * - siteUrl / SITE_URL: public address of the site, for links in e-mails (default https://<mail domain>)
 * - siteDomain / SITE_DOMAIN and siteCertificateArn / SITE_CERTIFICATE_ARN, together: the site's own host name
 *   and its ACM certificate in us-east-1; CloudFront then accepts TLS 1.2 or later only. Without them the site
 *   is served on its *.cloudfront.net host. The DNS record pointing to the distribution is yours to create.
 * - opsEmail / OPS_EMAIL: an address subscribed to the ops alarms' SNS topic (none by default; it must confirm)
 * Account and region come from the CLI (CDK_DEFAULT_ACCOUNT, CDK_DEFAULT_REGION, from AWS_REGION or the profile). The
 * region is required: CloudFront's web ACL is made in us-east-1 (stack PasserelleEdge) and the app stack reads its ARN
 * across regions, which CDK allows only between stacks of known regions.
 */
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

const configuredMailDomain = setting('mailFromDomain', 'MAIL_FROM_DOMAIN');
const mailFromDomain = configuredMailDomain ?? 'passerelle.example';
if (!configuredMailDomain) {
  console.warn(`[passerelle] MAIL_FROM_DOMAIN is not set: using ${mailFromDomain} (set it before deploying).`);
}

const siteDomainName = setting('siteDomain', 'SITE_DOMAIN');
const siteCertificateArn = setting('siteCertificateArn', 'SITE_CERTIFICATE_ARN');
if (Boolean(siteDomainName) !== Boolean(siteCertificateArn)) {
  throw new Error('SITE_DOMAIN and SITE_CERTIFICATE_ARN go together: set both, or neither.');
}
const siteDomain = siteDomainName && siteCertificateArn ? { domainName: siteDomainName, certificateArn: siteCertificateArn } : undefined;

// Without a custom domain, the site's CloudFront host is known only after the first deployment of the
// app stack, which depends on the stateful stack: until SITE_ORIGIN is set, any CloudFront host may upload
// (the presigned URL remains the authority; CORS only lets a page read the answer).
const uploadOrigins = (setting('siteOrigin', 'SITE_ORIGIN') ?? (siteDomain ? `https://${siteDomain.domainName}` : 'https://*.cloudfront.net'))
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

composePasserelle(app, {
  repoRoot,
  env: account || region ? { account, region } : undefined,
  mailFromDomain,
  mailFrom: setting('mailFrom', 'MAIL_FROM') ?? `noreply@${mailFromDomain}`,
  supportEmail: setting('supportEmail', 'SUPPORT_EMAIL') ?? `support@${mailFromDomain}`,
  uploadOrigins,
  siteUrl: setting('siteUrl', 'SITE_URL') ?? `https://${mailFromDomain}`,
  siteDomain,
  opsEmail: setting('opsEmail', 'OPS_EMAIL'),
});

app.synth();
