import { Stack } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { HttpMethod as ManifestHttpMethod } from '../../../functions/manifest';

export type ApiRoute = {
  /** construct id of the route, stable (derived from the handler's name) */
  id: string;
  method: ManifestHttpMethod;
  /** as written in the manifest, e.g. `/api/parcels/{parcelId}` */
  path: string;
  handler: IFunction;
};

export type PasserelleHttpApiProps = {
  routes: readonly ApiRoute[];
};

/**
 * The HTTP API (payload format 2.0), reached by browsers through CloudFront on the site's origin.
 *
 * No API Gateway authorizer on any route, by design: tokens travel in httpOnly cookies, and each
 * handler's middy chain verifies them (aws-jwt-verify against the user pool) and checks the access
 * level the manifest declares. The same chain runs in the local runtime, where there is no API
 * Gateway, so authentication is tested once, in one place. Public routes thus cost no authorizer call.
 */
export class PasserelleHttpApi extends Construct {
  readonly api: HttpApi;
  /** host name of the default stage's endpoint, for a CloudFront origin */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: PasserelleHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'Passerelle: API of the customer site and the back office',
      // Same origin as the site (CloudFront), so no CORS preflight is needed.
      createDefaultStage: true,
    });
    const noAuthorizer = new HttpNoneAuthorizer();
    for (const route of props.routes) {
      new HttpRoute(this, route.id, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, route.handler, {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        }),
        authorizer: noAuthorizer,
      });
    }
    const stack = Stack.of(this);
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
