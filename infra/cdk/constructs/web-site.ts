import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  type BehaviorOptions,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export type WebSiteProps = {
  /** host name of the HTTP API, served on the same origin as the site so that its cookies work */
  apiDomainName: string;
  /** path patterns routed to the API, e.g. `/api/*` */
  apiPathPatterns: readonly string[];
  /** built customer app (`web-customer/dist`), served at `/`; skipped when it does not exist */
  customerDistDir: string;
  /** built back office (`web-admin/dist`), served at `/admin/`; skipped when it does not exist */
  adminDistDir: string;
};

const adminPrefix = 'admin';

/**
 * The two web apps in one private bucket behind CloudFront, with the API on the same origin.
 * A viewer-request function maps client-side routes to the apps' `index.html` and prerendered
 * public pages to their own HTML.
 */
export class WebSite extends Construct {
  readonly distribution: Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    // Only build output lives here: rebuilt and redeployed at will, so it goes with its stack.
    const bucket = new Bucket(this, 'Bucket', {
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
      code: FunctionCode.fromInline(spaRoutingCode(customerDist ? prerenderedRoutes(customerDist) : {})),
    });

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        readTimeout: Duration.seconds(30),
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers reach the API; Host is left out, API Gateway routes by it.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Passerelle: customer site, back office and API',
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(props.apiPathPatterns.map((pattern) => [pattern, apiBehavior])),
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    // Browsers revalidate (cheap 304s); each deployment invalidates CloudFront's copy.
    const cacheControl = [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.mustRevalidate()];
    if (customerDist) {
      new BucketDeployment(this, 'CustomerApp', {
        sources: [Source.asset(customerDist)],
        destinationBucket: bucket,
        // Pruning the customer app must not delete the back office, which lives under its prefix.
        exclude: [`${adminPrefix}/*`],
        cacheControl,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    } else {
      missingBuild(this, props.customerDistDir, 'web-customer');
    }
    if (adminDist) {
      new BucketDeployment(this, 'AdminApp', {
        sources: [Source.asset(adminDist)],
        destinationBucket: bucket,
        destinationKeyPrefix: `${adminPrefix}/`,
        cacheControl,
        distribution: this.distribution,
        distributionPaths: [`/${adminPrefix}/*`],
        memoryLimit: 512,
      });
    } else {
      missingBuild(this, props.adminDistDir, 'web-admin');
    }
  }
}

const missingBuild = (scope: Construct, dir: string, app: string): void => {
  const note = `${dir} does not exist: ${app} is not deployed by this synthesis (build it first, then deploy again).`;
  Annotations.of(scope).addInfo(note);
};

/**
 * Prerendered public pages of the customer app: `tarifs/index.html` or `tarifs.html` answers `/tarifs`.
 * Read at synthesis from the build, so that the routing function knows them without any lookup.
 */
export const prerenderedRoutes = (distDir: string): Record<string, string> => {
  const routes: Record<string, string> = {};
  const visit = (relativeDir: string): void => {
    for (const item of fs.readdirSync(path.join(distDir, relativeDir), { withFileTypes: true })) {
      const relative = relativeDir ? `${relativeDir}/${item.name}` : item.name;
      if (item.isDirectory()) {
        if (relative !== adminPrefix) visit(relative);
      } else if (item.name.endsWith('.html') && relative !== 'index.html') {
        const route = relative.endsWith('/index.html')
          ? relative.slice(0, -'/index.html'.length)
          : relative.slice(0, -'.html'.length);
        routes[`/${route}`] = `/${relative}`;
      }
    }
  };
  visit('');
  return routes;
};

// CloudFront Functions refuse code above 10 KB.
const maxFunctionCodeBytes = 10 * 1024;

/** Source of the viewer-request function (cloudfront-js-2.0). */
export const spaRoutingCode = (prerendered: Record<string, string>): string => {
  const code = `var prerendered = ${JSON.stringify(prerendered)};
function hasExtension(uri) {
  return uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/${adminPrefix}' || uri.indexOf('/${adminPrefix}/') === 0) {
    if (!hasExtension(uri)) request.uri = '/${adminPrefix}/index.html';
    return request;
  }
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  if (Object.prototype.hasOwnProperty.call(prerendered, route)) {
    request.uri = prerendered[route];
  } else if (!hasExtension(uri)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
  if (Buffer.byteLength(code) > maxFunctionCodeBytes) {
    throw new Error(`WebSite: the routing function exceeds ${maxFunctionCodeBytes} bytes (too many prerendered pages)`);
  }
  return code;
};
