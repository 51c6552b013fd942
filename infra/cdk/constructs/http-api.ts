import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpRouteAuthorizer,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { HttpMethod as ManifestHttpMethod } from '../../../functions/manifest';

export type ApiRoute = {
  /** construct id of the route, stable (derived from the handler's name) */
  id: string;
  method: ManifestHttpMethod;
  /** as written in the manifest, e.g. `/api/parcels/{parcelId}` */
  path: string;
  handler: IFunction;
  /** also route HEAD to the handler (API Gateway does not derive it from GET) */
  answersHead?: boolean;
};

export type PasserelleHttpApiProps = {
  routes: readonly ApiRoute[];
  /** on every route: the request came through CloudFront (`OriginVerification`) */
  throughCloudFront: IHttpRouteAuthorizer;
  /** steady requests per second accepted on each route, all clients together (default 100) */
  rateLimit?: number;
  /** requests accepted at once on each route above the steady rate (default 200) */
  burstLimit?: number;
};

/**
 * One JSON line per request. No header, cookie, query string or body: the session tokens travel in
 * cookies and the e-mail addresses in bodies, and neither belongs in logs kept for months.
 */
const accessLogFormat = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
});

/**
 * The HTTP API (payload format 2.0), reached by browsers through CloudFront on the site's origin.
 *
 * The one API Gateway authorizer, on every route, checks only that the request came through CloudFront (and its web
 * ACL), not who sends it: tokens travel in httpOnly cookies, and each handler's middy chain verifies them
 * (aws-jwt-verify against the user pool) and checks the access level the manifest declares. The same chain runs in
 * the local runtime, where there is no API Gateway, so authentication is tested once, in one place.
 */
export class PasserelleHttpApi extends Construct {
  readonly api: HttpApi;
  /** host name of the default stage's endpoint, for a CloudFront origin */
  readonly domainName: string;
  /** the access logs of the default stage */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: PasserelleHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'Passerelle: API of the customer site and the back office',
      // Same origin as the site (CloudFront), so no CORS preflight is needed.
      createDefaultStage: true,
    });
    for (const route of props.routes) {
      const integration = new HttpLambdaIntegration(`${route.id}Integration`, route.handler, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      });
      const methods = [{ id: route.id, method: HttpMethod[route.method] }, ...(route.answersHead ? [{ id: `${route.id}Head`, method: HttpMethod.HEAD }] : [])];
      for (const { id: routeId, method } of methods) {
        new HttpRoute(this, routeId, {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(route.path, method),
          integration,
          authorizer: props.throughCloudFront,
        });
      }
    }

    // On the stage CloudFormation already has: a new explicit `$default` stage would be created before the
    // old one is deleted, and two stages cannot share that name. HttpApi takes no stage settings, hence L1.
    const stage = this.api.defaultStage?.node.defaultChild;
    if (!(stage instanceof CfnStage)) throw new Error('PasserelleHttpApi: the default stage is missing');
    // The default of every route. Above it, API Gateway answers 429 before any Lambda runs: a flood costs
    // neither invocations nor DynamoDB capacity. Well above the site's traffic, well below the account's
    // quota (10,000/s per region, shared by all its APIs).
    stage.defaultRouteSettings = {
      throttlingRateLimit: props.rateLimit ?? 100,
      throttlingBurstLimit: props.burstLimit ?? 200,
    };
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    stage.accessLogSettings = { destinationArn: this.accessLogs.logGroupArn, format: accessLogFormat };

    const stack = Stack.of(this);
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
