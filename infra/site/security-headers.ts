import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The security headers of the customer app and the back office, stated once: the local gateway
 * sends them with every file of the two apps, and the CDK app puts the same values in the
 * CloudFront response headers policy of the site.
 */
export const siteSecurityHeaders = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  contentTypeOptions: 'nosniff',
  /** for browsers that predate `frame-ancestors` */
  frameOptions: 'DENY',
  /** one year, the host only: the site's own domain decides for its subdomains */
  strictTransportSecurityMaxAgeSeconds: 31_536_000,
} as const;

/**
 * The Content-Security-Policy of the two apps. Scripts come from the site itself, plus the inline
 * scripts of the built pages named by their hashes (the cookie-consent snippet that hides the
 * prerendered banner before the first paint): an injected script has neither. Styles keep
 * 'unsafe-inline': React writes style attributes into the prerendered HTML and emotion (MUI,
 * react-admin) inserts <style> elements at run time; styles cannot run code.
 */
export const contentSecurityPolicyOf = (inlineScriptHashes: readonly string[], filesOrigins: readonly string[] = []): string =>
  [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    // The back office's favicon is a data: URL.
    // Photos: thumbnails and photos are read, and uploads sent, straight from the files bucket by presigned links.
    ['img-src', "'self'", 'data:', ...filesOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...filesOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
    .map((directive) => directive.join(' '))
    .join('; ');

/** The headers as the local gateway writes them. */
export const securityHeaderFieldsOf = (inlineScriptHashes: readonly string[], filesOrigins: readonly string[] = []): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicyOf(inlineScriptHashes, filesOrigins),
  'referrer-policy': siteSecurityHeaders.referrerPolicy,
  'x-content-type-options': siteSecurityHeaders.contentTypeOptions,
  'x-frame-options': siteSecurityHeaders.frameOptions,
  // Ignored by browsers over plain http (the local runtime), kept so that both servers send the same set.
  'strict-transport-security': `max-age=${siteSecurityHeaders.strictTransportSecurityMaxAgeSeconds}`,
});

/** Script types a browser runs; JSON-LD (`application/ld+json`) is data and is not checked by CSP. */
const executableScriptType = /^(|module|text\/javascript|application\/javascript)$/i;

/** `sha256-…` of every inline script a browser would run in this HTML, in order of appearance. */
export const inlineScriptHashesOf = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].flatMap((match) => {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) return [];
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!executableScriptType.test(type.trim())) return [];
    return [`sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}`];
  });

const htmlFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/**
 * The hashes of the inline scripts of every page of the built apps, computed from the build output
 * itself so that they cannot drift from it: one policy for all pages, as CloudFront serves them.
 */
export const inlineScriptHashesIn = (distDirs: readonly string[]): string[] => {
  const hashes = distDirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => htmlFilesUnder(dir).flatMap((file) => inlineScriptHashesOf(readFileSync(file, 'utf8'))));
  return [...new Set(hashes)].sort();
};
