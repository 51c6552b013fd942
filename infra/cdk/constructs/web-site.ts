import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  type BehaviorOptions,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contentSecurityPolicyOf, inlineScriptHashesIn, siteSecurityHeaders } from '../../site/security-headers';
import { resolveSitePath, type SiteRoutes } from '../../site/site-routing';
import { accessLogsBucket } from './access-logs';
import { acknowledgeWebDeploymentFindings } from './web-deployment-findings';

export type WebSiteProps = {
  /** host name of the HTTP API, served on the same origin as the site so that its cookies work */
  apiDomainName: string;
  /** path patterns routed to the API, e.g. `/api/*` */
  apiPathPatterns: readonly string[];
  /** built customer app (`web-customer/dist`), served at `/`; skipped when it does not exist */
  customerDistDir: string;
  /** built back office (`web-admin/dist`), served at `/admin/`; skipped when it does not exist */
  adminDistDir: string;
  /** the site's own domain; without it, the site is served on its *.cloudfront.net host */
  customDomain?: CustomDomain;
  /** the files bucket's origin (https://bucket.s3.region.amazonaws.com): pages upload and read photos there by presigned links */
  filesOrigin?: string;
  /** host name of the WebSocket API and its stage: browsers open `/api/live` on the site's origin, with its cookies */
  liveDomainName?: string;
  liveStageName?: string;
  /** the AWS WAF web ACL (scope CLOUDFRONT) every request to the distribution goes through */
  webAclArn: string;
  /** headers CloudFront adds to each request it sends to the HTTP API (the API refuses requests without them) */
  apiOriginHeaders?: Record<string, string>;
};

/** Where browsers open their live socket, on the site's own origin. */
export const livePathPattern = '/api/live';

export type CustomDomain = {
  /** e.g. `www.example.com`; its DNS record (CNAME or alias to the distribution) is managed outside this app */
  domainName: string;
  /** ACM certificate covering `domainName`, in us-east-1 as CloudFront requires */
  certificateArn: string;
};

const adminPrefix = 'admin';

/**
 * The two web apps in one private bucket behind CloudFront, with the API on the same origin.
 * A viewer-request function maps each address to the HTML the customer app's route table names
 * (prerendered page, app shell or not-found page) and the back office's routes to its `index.html`.
 */
export class WebSite extends Construct {
  readonly distribution: Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    // CloudFront's standard logs and the bucket's own access logs (the latter show only CloudFront and
    // deployments reading or writing: a direct access would stand out).
    const logs = accessLogsBucket(this, 'Logs');
    // Only build output lives here: rebuilt and redeployed at will, so it goes with its stack.
    const bucket = new Bucket(this, 'Bucket', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const customerDist = fs.existsSync(props.customerDistDir) ? props.customerDistDir : undefined;
    const adminDist = fs.existsSync(props.adminDistDir) ? props.adminDistDir : undefined;

    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      comment: 'Passerelle: client-side routes and prerendered pages',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRoutingCode(customerDist ? siteRoutesOf(customerDist) : undefined)),
    });
    // The routing function marks unknown addresses; this one gives their not-found page a 404 status.
    const notFoundStatus = new CloudFrontFunction(this, 'NotFoundStatus', {
      comment: 'Passerelle: 404 status for unknown addresses',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(notFoundStatusCode),
    });

    const securityHeaders = siteSecurityHeadersPolicy(this, [customerDist, adminDist].filter((dir) => dir !== undefined), props.filesOrigin ? [props.filesOrigin] : []);

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        readTimeout: Duration.seconds(30),
        customHeaders: props.apiOriginHeaders,
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers reach the API; Host is left out, API Gateway routes by it.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };

    const domain = props.customDomain;
    if (domain) assertCloudFrontCertificate(domain.certificateArn);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Passerelle: customer site, back office and API',
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      ...(domain && {
        domainNames: [domain.domainName],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      // The session tokens travel in cookies: they stay out of the logs.
      logIncludesCookies: false,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // The two apps are files: nothing but reads reaches the bucket (CloudFront refuses the rest).
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: notFoundStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        ...(props.liveDomainName && props.liveStageName ? { [livePathPattern]: this.liveBehavior(props.liveDomainName, props.liveStageName) } : {}),
        ...Object.fromEntries(props.apiPathPatterns.map((pattern) => [pattern, apiBehavior])),
      },
    });
    this.url = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain configured (SITE_DOMAIN, SITE_CERTIFICATE_ARN): the default *.cloudfront.net certificate ' +
          'takes no minimum protocol version. With a custom domain, the distribution requires TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geographic restriction: the customers live abroad and overseas by design (a French address for them).',
    });

    // Browsers revalidate (cheap 304s); each deployment invalidates CloudFront's copy.
    const cacheControl = [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.mustRevalidate()];
    if (customerDist) {
      const deployment = new BucketDeployment(this, 'CustomerApp', {
        sources: [Source.asset(customerDist)],
        destinationBucket: bucket,
        // Pruning the customer app must not delete the back office, which lives under its prefix; the build's
        // metadata (`.vite/`: which modules each chunk holds, for the budget test) is not part of the site.
        exclude: [`${adminPrefix}/*`, '.vite/*'],
        cacheControl,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeWebDeploymentFindings(deployment, bucket);
    } else {
      missingBuild(this, props.customerDistDir, 'web-customer');
    }
    if (adminDist) {
      const deployment = new BucketDeployment(this, 'AdminApp', {
        sources: [Source.asset(adminDist)],
        destinationBucket: bucket,
        destinationKeyPrefix: `${adminPrefix}/`,
        cacheControl,
        distribution: this.distribution,
        distributionPaths: [`/${adminPrefix}/*`],
        memoryLimit: 512,
      });
      acknowledgeWebDeploymentFindings(deployment, bucket);
    } else {
      missingBuild(this, props.adminDistDir, 'web-admin');
    }
  }

  /**
   * The live socket through CloudFront (which carries WebSocket upgrades): the viewer's cookies and
   * headers reach API Gateway, whose `$connect` handler checks the session; nothing is cached.
   */
  private liveBehavior(domainName: string, stageName: string): BehaviorOptions {
    const stageRoot = new CloudFrontFunction(this, 'LiveStageRoot', {
      comment: 'Passerelle: /api/live is the WebSocket stage root',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(liveStageRootCode),
    });
    return {
      origin: new HttpOrigin(domainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, originPath: `/${stageName}` }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [{ function: stageRoot, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }
}

// CloudFront refuses a Content-Security-Policy longer than this in a response headers policy.
const maxContentSecurityPolicyLength = 1783;

const oneOf = <Value extends string>(values: Record<string, Value>, wanted: string): Value => {
  const found = Object.values(values).find((value) => value === wanted);
  if (found === undefined) throw new Error(`WebSite: ${wanted} is not a value CloudFront knows`);
  return found;
};

/**
 * The security headers of infra/site/security-headers.ts, the ones the local gateway sends, with the
 * hashes of the inline scripts of the builds being deployed.
 */
const siteSecurityHeadersPolicy = (scope: Construct, distDirs: string[], filesOrigins: readonly string[]): ResponseHeadersPolicy => {
  const contentSecurityPolicy = contentSecurityPolicyOf(inlineScriptHashesIn(distDirs), filesOrigins);
  if (contentSecurityPolicy.length > maxContentSecurityPolicyLength) {
    throw new Error(`WebSite: the Content-Security-Policy exceeds ${maxContentSecurityPolicyLength} characters (too many inline scripts)`);
  }
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Passerelle: CSP, no framing, referrer policy and HSTS of the two apps',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: oneOf(HeadersFrameOption, siteSecurityHeaders.frameOptions), override: true },
      referrerPolicy: { referrerPolicy: oneOf(HeadersReferrerPolicy, siteSecurityHeaders.referrerPolicy), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(siteSecurityHeaders.strictTransportSecurityMaxAgeSeconds),
        includeSubdomains: false,
        override: true,
      },
    },
  });
};

/** CloudFront takes only certificates from us-east-1; saying so at synthesis beats a failed deployment. */
const assertCloudFrontCertificate = (certificateArn: string): void => {
  if (Token.isUnresolved(certificateArn)) return;
  const region = /^arn:[^:]+:acm:([^:]+):/.exec(certificateArn)?.[1];
  if (region !== 'us-east-1') {
    throw new Error(`WebSite: the site's certificate must be an ACM certificate in us-east-1, not ${certificateArn}`);
  }
};

const missingBuild = (scope: Construct, dir: string, app: string): void => {
  const note = `${dir} does not exist: ${app} is not deployed by this synthesis (build it first, then deploy again).`;
  Annotations.of(scope).addInfo(note);
};

// CloudFront Functions refuse code above 10 KB.
const maxFunctionCodeBytes = 10 * 1024;

/** The customer app's routes and redirects, written by its build beside index.html. */
const siteRoutesOf = (dist: string): SiteRoutes | undefined => {
  const file = path.join(dist, 'site-routes.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteRoutes) : undefined;
};

const notFoundHeader = 'x-passerelle-not-found';

/** Viewer-response function: the app's not-found page, served for an unknown address, answers 404. */
/** API Gateway serves a WebSocket stage at its own path only: the site's `/api/live` becomes the stage's root. */
export const liveStageRootCode = `function handler(event) {
  event.request.uri = '/';
  return event.request;
}
`;

export const notFoundStatusCode = `function handler(event) {
  var response = event.response;
  if (event.request.headers['${notFoundHeader}']) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`;

/**
 * Source of the viewer-request function (cloudfront-js-2.0): the app's route table when the build
 * provides it (301 for old addresses, prerendered pages as themselves, the shell for other routes,
 * the not-found page marked for a 404), else every path without an extension goes to index.html.
 */
export const spaRoutingCode = (site?: SiteRoutes): string => {
  const code = `var site = ${JSON.stringify(site ?? null)};
${resolveSitePath.toString()}
function hasExtension(uri) {
  return uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/${adminPrefix}' || uri.indexOf('/${adminPrefix}/') === 0) {
    if (!hasExtension(uri)) request.uri = '/${adminPrefix}/index.html';
    return request;
  }
  if (hasExtension(uri)) return request;
  var answer = site ? resolveSitePath(site, uri) : { kind: 'file', file: '/index.html', status: 200 };
  if (answer.kind === 'redirect') {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: answer.location + queryString(request.querystring || {}) } } };
  }
  if (answer.status === 404) request.headers['${notFoundHeader}'] = { value: '1' };
  request.uri = answer.file;
  return request;
}
`;
  if (Buffer.byteLength(code) > maxFunctionCodeBytes) {
    throw new Error(`WebSite: the routing function exceeds ${maxFunctionCodeBytes} bytes (too many prerendered pages)`);
  }
  return code;
};
