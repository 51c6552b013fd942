import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundStatusCode, spaRoutingCode, WebSite } from '../../infra/cdk/constructs/web-site';
import { contentSecurityPolicyOf, siteSecurityHeaders } from '../../infra/site/security-headers';
import { synthesize, synthTimeoutMs, testWebAclArn } from './synthesize';

const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type ViewerRequest = (event: { request: { uri: string } }) => { uri: string };

/** Runs the CloudFront Function source as CloudFront would call it. */
const routingFunction = (code: string): ((uri: string) => string) => {
  const handler = new Function(`${code}\nreturn handler;`)() as ViewerRequest;
  return (uri) => handler({ request: { uri } }).uri;
};

const temporaryDirs: string[] = [];
const distWith = (files: string[] | Record<string, string>): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-dist-'));
  temporaryDirs.push(dir);
  const contents = Array.isArray(files) ? Object.fromEntries(files.map((file) => [file, '<!doctype html>'])) : files;
  for (const [file, content] of Object.entries(contents)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
};
afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the site and the API share one CloudFront origin', () => {
  let application: Template;
  beforeAll(() => {
    ({ application } = synthesize({ bundling: false }));
  }, synthTimeoutMs);

  it('sends /api/* and /admin/api/* to the HTTP API, uncached, with every viewer header but Host', () => {
    const [distribution] = Object.values(application.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const apiOrigin = config.Origins.find((origin: { DomainName: unknown }) =>
      JSON.stringify(origin.DomainName).includes('"Ref":"HttpApi'),
    );
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    // `/api/live` goes to the WebSocket API (live-api.test.ts).
    const httpBehaviors = config.CacheBehaviors.filter((behavior: { PathPattern: string }) => behavior.PathPattern !== '/api/live');
    const patterns = httpBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern);
    expect(patterns.sort()).toEqual(['/admin/api/*', '/api/*']);
    for (const behavior of httpBehaviors) {
      expect(behavior).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        CachePolicyId: cachingDisabled,
        OriginRequestPolicyId: allViewerExceptHostHeader,
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      });
    }
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' }), expect.objectContaining({ EventType: 'viewer-response' })],
    });
    const s3Origin = config.Origins.find((origin: { Id: string }) => origin.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });

  it('keeps the web bucket private', () => {
    application.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it('deploys the routing function it synthesizes', () => {
    const [cfFunction] = Object.values(application.findResources('AWS::CloudFront::Function'));
    const route = routingFunction(cfFunction?.Properties.FunctionCode);
    expect(route('/')).toBe('/index.html');
    expect(route('/admin/')).toBe('/admin/index.html');
  });
});

type ViewerEvent = { request: { uri: string; headers: Record<string, { value: string }>; querystring: Record<string, { value: string }> } };
type ViewerResult = { uri?: string; statusCode?: number; headers: Record<string, { value: string }> };

describe("the customer app's own route table at the edge", () => {
  const site = {
    redirects: { '/login': '/connexion', '/services/maroc': '/tarifs' },
    routes: ['/', '/tarifs', '/dashboard', '/blog/:slug'],
    pages: { '/': '/index.html', '/tarifs': '/tarifs/index.html' },
    shell: '/app.html',
    notFound: '/404.html',
  };
  const viewerRequest = new Function(`${spaRoutingCode(site)}\nreturn handler;`)() as (event: ViewerEvent) => ViewerResult;
  const viewerResponse = new Function(`${notFoundStatusCode}\nreturn handler;`)() as (event: {
    request: { headers: Record<string, { value: string }> };
    response: { statusCode: number };
  }) => { statusCode: number };
  const request = (uri: string, querystring: Record<string, { value: string }> = {}) => viewerRequest({ request: { uri, headers: {}, querystring } });

  it('answers old addresses with a 301 that keeps the query string', () => {
    expect(request('/login', { redirect: { value: '/dashboard' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/connexion?redirect=/dashboard' } },
    });
    expect(request('/services/maroc')).toMatchObject({ statusCode: 301, headers: { location: { value: '/tarifs' } } });
  });

  it('serves prerendered pages as themselves and the shell on the other routes', () => {
    expect(request('/')).toMatchObject({ uri: '/index.html', headers: {} });
    expect(request('/tarifs/')).toMatchObject({ uri: '/tarifs/index.html', headers: {} });
    expect(request('/dashboard')).toMatchObject({ uri: '/app.html', headers: {} });
    expect(request('/blog/un-article')).toMatchObject({ uri: '/app.html', headers: {} });
  });

  it('serves the not-found page with a 404 elsewhere', () => {
    const unknown = request('/nulle-part');
    expect(unknown.uri).toBe('/404.html');
    expect(viewerResponse({ request: { headers: unknown.headers }, response: { statusCode: 200 } }).statusCode).toBe(404);
    expect(viewerResponse({ request: { headers: {} }, response: { statusCode: 200 } }).statusCode).toBe(200);
  });

  it('leaves files alone', () => {
    expect(request('/assets/index-4f2a.js').uri).toBe('/assets/index-4f2a.js');
    expect(request('/sitemap.xml').uri).toBe('/sitemap.xml');
  });
});

describe('routing without a route table (app not built yet)', () => {
  const route = routingFunction(spaRoutingCode());

  it('serves the customer app for every path without an extension', () => {
    expect(route('/')).toBe('/index.html');
    expect(route('/colis/01J9Z3/')).toBe('/index.html');
  });

  it('serves the back office for its client-side routes', () => {
    expect(route('/admin')).toBe('/admin/index.html');
    expect(route('/admin/')).toBe('/admin/index.html');
    expect(route('/admin/parcels/01J9Z3/show')).toBe('/admin/index.html');
  });

  it('leaves files alone', () => {
    expect(route('/assets/index-4f2a.js')).toBe('/assets/index-4f2a.js');
    expect(route('/favicon.ico')).toBe('/favicon.ico');
    expect(route('/admin/assets/index-9c1b.css')).toBe('/admin/assets/index-9c1b.css');
  });
});

describe('web deployments', () => {
  const webSite = (customerDistDir: string, adminDistDir: string): Template => {
    const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Web');
    new WebSite(stack, 'Web', {
      apiDomainName: 'api.example.com',
      webAclArn: testWebAclArn,
      apiPathPatterns: ['/api/*', '/admin/api/*'],
      customerDistDir,
      adminDistDir,
    });
    return Template.fromStack(stack);
  };

  it('deploys nothing when the apps are not built, so a fresh clone synthesizes', () => {
    const missing = path.join(os.tmpdir(), 'passerelle-no-such-dist');
    webSite(missing, missing).resourceCountIs('Custom::CDKBucketDeployment', 0);
  }, synthTimeoutMs);

  it('deploys the customer app at the root and the back office under admin/ without pruning each other', () => {
    const template = webSite(distWith(['index.html']), distWith(['index.html']));
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: Match.absent(),
      // The build's metadata (.vite/manifest.json) is not uploaded.
      Exclude: ['admin/*', '.vite/*'],
      DistributionPaths: ['/*'],
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'admin/',
      DistributionPaths: ['/admin/*'],
    });
  }, synthTimeoutMs);
});

describe('the security headers of the two apps at the edge', () => {
  const consentSnippet = "try{if(localStorage.getItem('cookie-consent'))document.documentElement.setAttribute('data-cookie-consent','')}catch{}";
  const consentHash = `sha256-${createHash('sha256').update(consentSnippet).digest('base64')}`;
  let template: Template;
  beforeAll(() => {
    const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Web');
    new WebSite(stack, 'Web', {
      apiDomainName: 'api.example.com',
      webAclArn: testWebAclArn,
      apiPathPatterns: ['/api/*', '/admin/api/*'],
      customerDistDir: distWith({
        'index.html': `<!doctype html><head><script>${consentSnippet}</script><script type="module" src="/assets/index.js"></script></head>`,
        'faq/index.html': `<!doctype html><head><script>${consentSnippet}</script></head><script type="application/ld+json">{"@type":"FAQPage"}</script>`,
      }),
      adminDistDir: distWith({ 'index.html': '<!doctype html><script type="module" src="/admin/assets/index.js"></script>' }),
    });
    template = Template.fromStack(stack);
  }, synthTimeoutMs);

  const distributionConfig = () => Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;

  it('serves both apps with the headers the local gateway sends: CSP by script hash, no framing, referrer policy, nosniff, HSTS', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [[policyId, policy]] = Object.entries(policies) as [[string, { Properties: { ResponseHeadersPolicyConfig: Record<string, unknown> } }]];
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Record<string, Record<string, unknown>>;
    expect(headers.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: contentSecurityPolicyOf([consentHash]), Override: true });
    const csp = String(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`script-src 'self' '${consentHash}';`);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe');
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(headers.ReferrerPolicy?.ReferrerPolicy).toBe(siteSecurityHeaders.referrerPolicy);
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: siteSecurityHeaders.strictTransportSecurityMaxAgeSeconds, Override: true });
    expect(distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('lets only GET and HEAD reach the apps; the API keeps every method', () => {
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
    for (const behavior of config.CacheBehaviors) expect(behavior.AllowedMethods).toContain('POST');
  });
});
