import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEnvironmentVariables, manifest } from '../../functions/manifest';
import { actionsOf, arnInApp, lambdaOf, statementsOf, synthesize, synthTimeoutMs, type Synthesized } from './synthesize';

let application: Template;
let synthesized: Synthesized;
beforeAll(() => {
  synthesized = synthesize({ bundling: false });
  ({ application } = synthesized);
}, synthTimeoutMs);

const webSocketEntries = manifest.flatMap((entry) => (entry.trigger.kind === 'websocket' ? [{ entry, route: entry.trigger.route }] : []));
const pushers = manifest.filter((entry) => entry.permissions.live === 'push');

describe('the live updates’ WebSocket API', () => {
  it('routes $connect, $disconnect and $default to their handlers, without an API Gateway authorizer', () => {
    const apis = Object.values(application.findResources('AWS::ApiGatewayV2::Api')).filter((api) => api.Properties.ProtocolType === 'WEBSOCKET');
    expect(apis).toHaveLength(1);
    const routes = Object.values(application.findResources('AWS::ApiGatewayV2::Route')).filter((route) => String(route.Properties.RouteKey).startsWith('$'));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(webSocketEntries.map(({ route }) => route).sort());
    expect(webSocketEntries.map(({ route }) => route).sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const { entry, route } of webSocketEntries) {
      const found = routes.find((candidate) => candidate.Properties.RouteKey === route);
      // The $connect handler reads the session cookie and refuses the upgrade itself.
      expect(found?.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      const integrationId = JSON.stringify(found?.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1];
      const integration = application.toJSON().Resources[integrationId ?? ''];
      expect(integration).toMatchObject({ Type: 'AWS::ApiGatewayV2::Integration', Properties: { IntegrationType: 'AWS_PROXY' } });
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(JSON.stringify(arnInApp(synthesized, entry.name)));
    }
    const stages = Object.values(application.findResources('AWS::ApiGatewayV2::Stage')).filter((stage) => stage.Properties.StageName === 'live');
    expect(stages).toHaveLength(1);
  });

  it('lets the pushers, and only them, post to connections, and tells them the management endpoint', () => {
    expect(pushers.map((entry) => entry.name)).toContain('push-support-updates');
    for (const entry of manifest) {
      const statements = statementsOf(application, entry.name);
      const manages = statements.some((statement) => actionsOf(statement).includes('execute-api:ManageConnections'));
      expect(manages, entry.name).toBe(entry.permissions.live === 'push');
      const variables = lambdaOf(application, entry.name).properties.Environment.Variables;
      if (entry.permissions.live === 'push') expect(JSON.stringify(variables[liveEnvironmentVariables.endpoint])).toContain('/live');
      else expect(variables).not.toHaveProperty(liveEnvironmentVariables.endpoint);
    }
  });

  it('serves the socket at /api/live on the site’s origin, uncached', () => {
    const distribution = Object.values(application.findResources('AWS::CloudFront::Distribution'))[0];
    const behaviors = distribution?.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string; CachePolicyId: string }[];
    const live = behaviors.find((behavior) => behavior.PathPattern === '/api/live') as { TargetOriginId: string; CachePolicyId: string; FunctionAssociations: unknown[] } | undefined;
    expect(live).toBeDefined();
    const origins = distribution?.Properties.DistributionConfig.Origins as { Id: string; DomainName: unknown; OriginPath?: string }[];
    const origin = origins.find((candidate) => candidate.Id === live?.TargetOriginId);
    // The WebSocket API's stage, its root reached by the viewer-request function that rewrites /api/live.
    expect(JSON.stringify(origin?.DomainName)).toContain('LiveApi');
    expect(origin?.OriginPath).toBe('/live');
    expect(live?.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(live?.FunctionAssociations).toHaveLength(1);
    // Before `/api/*`, whose behaviour would otherwise take the upgrade to the HTTP API.
    expect(behaviors.findIndex((behavior) => behavior.PathPattern === '/api/live')).toBeLessThan(behaviors.findIndex((behavior) => behavior.PathPattern === '/api/*'));
  });
});
