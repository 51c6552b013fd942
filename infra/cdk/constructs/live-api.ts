import { type CfnElement, Names, Stack, Token, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { WebSocketRoute } from '../../../functions/manifest';

export type PasserelleLiveApiProps = {
  /** the manifest's WebSocket routes and their handlers */
  routes: readonly { id: string; route: WebSocketRoute; handler: IFunction }[];
  /** the handlers that push (`live: 'push'`): granted ManageConnections and told the management endpoint */
  pushers: readonly LambdaFunction[];
  /** the variable through which a pusher receives the management endpoint */
  endpointVariable: string;
};

/** The stage browsers connect to (`wss://<api>/live`, through CloudFront at `/api/live`). */
export const liveStageName = 'live';

/**
 * The WebSocket API of the live updates. No API Gateway authorizer: the `$connect` handler reads the
 * session cookie as the HTTP routes' chain does and answers 401 or 403, which makes API Gateway refuse
 * the upgrade; the same handler does it locally, so the check is written and tested once.
 */
export class PasserelleLiveApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** host name of the API, for a CloudFront origin */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: PasserelleLiveApiProps) {
    super(scope, id);
    const handlerOf = (route: WebSocketRoute) => props.routes.find((candidate) => candidate.route === route);
    const integration = (route: WebSocketRoute) => {
      const found = handlerOf(route);
      return found ? { integration: new WebSocketLambdaIntegration(`${found.id}Integration`, found.handler) } : undefined;
    };
    const connect = integration('$connect');
    const disconnect = integration('$disconnect');
    const fallback = integration('$default');
    this.api = new WebSocketApi(this, 'Api', {
      description: 'Passerelle: live updates of the support chat',
      ...(connect ? { connectRouteOptions: connect } : {}),
      ...(disconnect ? { disconnectRouteOptions: disconnect } : {}),
      ...(fallback ? { defaultRouteOptions: fallback } : {}),
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: liveStageName,
      autoDeploy: true,
      // A browser keeps one socket per tab: far below these, a flood is cut before any Lambda runs.
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'By design (see this construct’s comment): the $connect handler verifies the session cookie and refuses the upgrade.',
    });
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'Access logs of a WebSocket stage need the account-wide API Gateway CloudWatch role, which this app does not own; ' +
        'the $connect, $disconnect and push handlers log each connection and each push in their own log groups.',
    });
    const stack = Stack.of(this);
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    // Built from the API's id and the literal stage name: the pushers (in nested stacks) then depend on the
    // API alone, while the routes depend on them, and no cycle forms.
    const endpoint = `https://${this.domainName}/${liveStageName}`;
    for (const pusher of props.pushers) {
      this.api.grantManageConnections(pusher);
      pusher.addEnvironment(props.endpointVariable, endpoint);
      // The grant names the API and leaves the stage, method and connection id open: connection ids are made by
      // API Gateway as sockets open, so no narrower resource exists.
      const pusherStack = Stack.of(pusher);
      const region = Token.isUnresolved(pusherStack.region) ? '<AWS::Region>' : pusherStack.region;
      const account = Token.isUnresolved(pusherStack.account) ? '<AWS::AccountId>' : pusherStack.account;
      const apiReference = pusherStack === stack ? `<${stack.getLogicalId(this.api.node.defaultChild as CfnElement)}>` : `<referenceto${Names.uniqueId(this.api.node.defaultChild as CfnElement)}Ref>`;
      Validations.of(pusher).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${region}:${account}:${apiReference}/*/*/@connections/*]`,
        reason: 'ManageConnections on this API’s connections only: their ids are made by API Gateway as sockets open.',
      });
    }
  }
}
