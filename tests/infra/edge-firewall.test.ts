import { runInNewContext } from 'node:vm';
import { createRequire } from 'node:module';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { managedRuleGroups } from '../../infra/cdk/constructs/edge-firewall';
import { originVerifierCode, originVerifyHeader } from '../../infra/cdk/constructs/origin-verification';
import { synthesize, synthTimeoutMs, type Synthesized } from './synthesize';

let synthesized: Synthesized;
let edge: Template;

beforeAll(() => {
  synthesized = synthesize({ bundling: false });
  ({ edge } = synthesized);
}, synthTimeoutMs);

type Rule = {
  Name: string;
  Priority: number;
  Statement: Record<string, unknown>;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
};

const webAcl = (): { logicalId: string; properties: { Scope: string; DefaultAction: unknown; Rules: Rule[]; CustomResponseBodies: Record<string, { Content: string }> } } => {
  const found = Object.entries(edge.findResources('AWS::WAFv2::WebACL'));
  expect(found).toHaveLength(1);
  const [logicalId, resource] = found[0]!;
  return { logicalId, properties: resource.Properties };
};

const pathOf = (name: string): string => {
  const trigger = manifest.find((entry) => entry.name === name)?.trigger;
  if (trigger?.kind !== 'http') throw new Error(`${name} n'est pas une route`);
  return trigger.path;
};

describe('the web ACL in front of CloudFront', () => {
  it('lives in us-east-1 with scope CLOUDFRONT, letting through what no rule blocks', () => {
    expect(synthesized.stacks.edge.region).toBe('us-east-1');
    const { properties } = webAcl();
    expect(properties.Scope).toBe('CLOUDFRONT');
    expect(properties.DefaultAction).toEqual({ Allow: {} });
  });

  it("applies AWS's IP reputation, known bad inputs and common rule sets, blocking what they block", () => {
    const rules = webAcl().properties.Rules;
    const groups = rules.filter((rule) => 'ManagedRuleGroupStatement' in rule.Statement);
    expect(groups.map((rule) => (rule.Statement.ManagedRuleGroupStatement as { Name: string; VendorName: string }).Name).sort()).toEqual(
      ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'],
    );
    expect([...managedRuleGroups].sort()).toEqual(groups.map((rule) => rule.Name).sort());
    for (const rule of groups) {
      expect((rule.Statement.ManagedRuleGroupStatement as { VendorName: string }).VendorName).toBe('AWS');
      // `none` keeps the group's own actions (block); `count` would only watch.
      expect(rule.OverrideAction, rule.Name).toEqual({ None: {} });
    }
    // The one exception: bodies over 8 KB, which the API takes up to its own limit and refuses above it in French.
    const common = groups.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect((common.Statement.ManagedRuleGroupStatement as { RuleActionOverrides?: unknown }).RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('limits each IP on the sign-in, registration and contact routes, first, with a 429 in French and Retry-After', () => {
    const { properties } = webAcl();
    const rated = properties.Rules.filter((rule) => 'RateBasedStatement' in rule.Statement);
    expect(rated).toHaveLength(1);
    const rule = rated[0]!;
    expect(rule.Priority).toBe(Math.min(...properties.Rules.map((candidate) => candidate.Priority)));
    const statement = rule.Statement.RateBasedStatement as { AggregateKeyType: string; Limit: number; EvaluationWindowSec: number; ScopeDownStatement: { OrStatement: { Statements: { ByteMatchStatement: { SearchString: string; PositionalConstraint: string; FieldToMatch: unknown } }[] } } };
    expect(statement.AggregateKeyType).toBe('IP');
    expect(statement.Limit).toBe(100);
    expect(statement.EvaluationWindowSec).toBe(300);
    const matches = statement.ScopeDownStatement.OrStatement.Statements.map((candidate) => candidate.ByteMatchStatement);
    expect(matches.map((match) => match.SearchString).sort()).toEqual([pathOf('register'), pathOf('sign-in'), pathOf('send-contact-message')].sort());
    expect(matches.map((match) => match.SearchString).sort()).toEqual(['/api/auth/login', '/api/auth/register', '/api/contact']);
    for (const match of matches) {
      expect(match.PositionalConstraint).toBe('EXACTLY');
      expect(match.FieldToMatch).toEqual({ UriPath: {} });
    }
    expect(rule.Action).toEqual({
      Block: {
        CustomResponse: {
          ResponseCode: 429,
          CustomResponseBodyKey: 'tooManyAttempts',
          ResponseHeaders: expect.arrayContaining([{ Name: 'retry-after', Value: '300' }]),
        },
      },
    });
    const body = JSON.parse(properties.CustomResponseBodies.tooManyAttempts!.Content) as Record<string, unknown>;
    expect(body).toEqual({
      type: 'about:blank',
      title: 'Trop de tentatives',
      status: 429,
      code: 'rate-limited',
      detail: 'Trop de tentatives. Veuillez patienter quelques minutes',
    });
  });

  it('is associated with the distribution, which the app stack reads across regions', () => {
    const { logicalId } = webAcl();
    const distributions = synthesized.application.findResources('AWS::CloudFront::Distribution');
    expect(Object.keys(distributions)).toHaveLength(1);
    const config = Object.values(distributions)[0]!.Properties.DistributionConfig as { WebACLId: unknown };
    expect(JSON.stringify(config.WebACLId)).toContain(`FnGetAtt${logicalId}Arn`);
    synthesized.application.hasResourceProperties('Custom::CrossRegionExportReader', {
      ReaderProps: Match.objectLike({ region: 'eu-west-3' }),
    });
  });
});

/** The authorizer's inline code, loaded as Lambda loads it (CommonJS), with the expected value in its environment. */
const originVerifier = (expected: string | undefined) => {
  const module = { exports: {} as { handler?: (event: { headers?: Record<string, string> }) => Promise<{ isAuthorized: boolean }> } };
  runInNewContext(originVerifierCode, {
    require: createRequire(import.meta.url),
    Buffer,
    process: { env: expected === undefined ? {} : { EXPECTED_ORIGIN_VALUE: expected } },
    module,
    exports: module.exports,
  });
  return module.exports.handler!;
};

describe('the HTTP API behind the web ACL', () => {
  it('answers only what came through CloudFront: every route checks the header CloudFront adds to what it sends to the API', () => {
    const authorizers = synthesized.application.findResources('AWS::ApiGatewayV2::Authorizer');
    expect(Object.values(authorizers)).toHaveLength(1);
    const [authorizerId, authorizer] = Object.entries(authorizers)[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: [`$request.header.${originVerifyHeader}`],
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 3600,
    });
    const routes = Object.values(synthesized.application.findResources('AWS::ApiGatewayV2::Route')).filter(
      (route) => !String(route.Properties.RouteKey).startsWith('$'),
    );
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(route.Properties.AuthorizationType, route.Properties.RouteKey).toBe('CUSTOM');
      expect(route.Properties.AuthorizerId, route.Properties.RouteKey).toEqual({ Ref: authorizerId });
    }
    const distribution = Object.values(synthesized.application.findResources('AWS::CloudFront::Distribution'))[0]!;
    const origins = distribution.Properties.DistributionConfig.Origins as { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const apiOrigins = origins.filter((origin) => JSON.stringify(origin.DomainName).includes('execute-api') && !JSON.stringify(origin.DomainName).includes('Live'));
    expect(apiOrigins).toHaveLength(1);
    const [header] = apiOrigins[0]!.OriginCustomHeaders ?? [];
    expect(header?.HeaderName).toBe(originVerifyHeader);
    // A dynamic reference to the generated secret: resolved at deployment, never in the template.
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:/);
  });

  it('lets the authorizer accept the exact value only, and nothing when it has none', async () => {
    const verify = originVerifier('s3cr3t-value');
    expect(await verify({ headers: { [originVerifyHeader]: 's3cr3t-value' } })).toEqual({ isAuthorized: true });
    expect(await verify({ headers: { [originVerifyHeader]: 's3cr3t-valuf' } })).toEqual({ isAuthorized: false });
    expect(await verify({ headers: { [originVerifyHeader]: 's3cr3t' } })).toEqual({ isAuthorized: false });
    expect(await verify({ headers: {} })).toEqual({ isAuthorized: false });
    expect(await verify({})).toEqual({ isAuthorized: false });
    expect(await originVerifier(undefined)({ headers: { [originVerifyHeader]: '' } })).toEqual({ isAuthorized: false });
  });
});

describe('the web ACL’s logs', () => {
  it('keep what a rule blocked or counted for three months, without cookies or query strings', () => {
    const { logicalId } = webAcl();
    const [logGroup] = Object.values(edge.findResources('AWS::Logs::LogGroup'));
    expect(String(logGroup?.Properties.LogGroupName)).toMatch(/^aws-waf-logs-/);
    expect(logGroup?.Properties.RetentionInDays).toBe(90);
    edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      RedactedFields: [{ SingleHeader: { Name: 'cookie' } }, { QueryString: {} }],
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] }],
      },
    });
  });
});
