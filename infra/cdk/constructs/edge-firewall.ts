import { RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { problemCodes, type Problem } from '../../../domain/shared/http-contract';
import { problemResponse } from '../../../functions/platform/http/problem';
import { maxRequestBodyBytes } from '../../../functions/platform/http/limits';
import { tooManyAttemptsMessage } from '../../../functions/platform/rate-limits';

export type EdgeFirewallProps = {
  /** exact paths on which each client IP may send at most `rateLimit` requests in five minutes */
  rateLimitedPaths: readonly string[];
  /** requests per IP per five minutes on those paths, all of them together (default 100) */
  rateLimit?: number;
};

/** AWS's managed rule groups the web ACL applies, in the order it evaluates them (after the rate rule). */
export const managedRuleGroups = [
  // Addresses AWS threat intelligence knows for bots and attacks: dropped before anything else.
  'AWSManagedRulesAmazonIpReputationList',
  // Request patterns known to exploit vulnerabilities (Log4j, Java deserialization, localhost hosts).
  'AWSManagedRulesKnownBadInputsRuleSet',
  // OWASP's usual suspects: cross-site scripting, path traversal, remote file inclusion, oversized parts.
  'AWSManagedRulesCommonRuleSet',
] as const;

/** Five minutes: the rate rule counts each IP's requests over this window, and the refusal says to wait that long. */
const rateWindowSeconds = 300;

/**
 * The AWS WAF web ACL in front of CloudFront, hence of everything the distribution serves: the two web apps,
 * the HTTP API (`/api/*`, `/admin/api/*`) and the WebSocket API (`/api/live`). API Gateway's HTTP and WebSocket
 * APIs take no web ACL of their own; the distribution is their way in. A CloudFront web ACL lives in us-east-1.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** the requests a rule blocked or counted, kept three months like the other access logs */
  readonly logs: LogGroup;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(`EdgeFirewall: a CloudFront web ACL must be created in us-east-1, not ${region}`);
    }
    if (props.rateLimitedPaths.length === 0) throw new Error('EdgeFirewall: no path to rate-limit');

    // The answer the site's pages already understand from the API's own limits: problem+json, 429, `rate-limited`,
    // without a correlation id (no request reaches the API, so there is none to quote).
    const { correlationId: _none, ...tooMany } = JSON.parse(
      String(problemResponse({ status: 429, detail: tooManyAttemptsMessage, code: problemCodes.rateLimited, correlationId: '' }).body),
    ) as Problem;
    const pathMatches = props.rateLimitedPaths.map(
      (path): CfnWebACL.StatementProperty => ({
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'EXACTLY',
          searchString: path.toLowerCase(),
          // An encoded or upper-cased spelling of the same path counts too.
          textTransformations: [
            { priority: 0, type: 'URL_DECODE' },
            { priority: 1, type: 'LOWERCASE' },
          ],
        },
      }),
    );

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Passerelle: site, back office and API behind CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('Passerelle'),
      customResponseBodies: {
        tooManyAttempts: { contentType: 'APPLICATION_JSON', content: JSON.stringify(tooMany) },
      },
      rules: [
        {
          // First: a flood of sign-ins, registrations or contact messages is cut before any other rule is evaluated.
          name: 'SignInRegistrationContactPerIp',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.rateLimit ?? 100,
              evaluationWindowSec: rateWindowSeconds,
              scopeDownStatement: pathMatches.length === 1 ? pathMatches[0] : { orStatement: { statements: pathMatches } },
            },
          },
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'tooManyAttempts',
                responseHeaders: [
                  { name: 'retry-after', value: String(rateWindowSeconds) },
                  { name: 'cache-control', value: 'no-store' },
                ],
              },
            },
          },
          visibilityConfig: visibility('SignInRegistrationContactPerIp'),
        },
        ...managedRuleGroups.map((name, index): CfnWebACL.RuleProperty => ({
          name,
          priority: index + 1,
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              // The API takes JSON bodies up to `maxRequestBodyBytes` and refuses larger ones itself (413, in French);
              // the common rule set would block any body over 8 KB.
              ...(name === 'AWSManagedRulesCommonRuleSet' && maxRequestBodyBytes > 8 * 1024
                ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
                : {}),
            },
          },
          overrideAction: { none: {} },
          visibilityConfig: visibility(name),
        })),
      ],
    });

    this.logs = new LogGroup(this, 'Logs', {
      // WAF writes only to a log group whose name starts so.
      logGroupName: `aws-waf-logs-${Stack.of(this).stackName}`,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [this.logs.logGroupArn],
      // The session tokens travel in cookies, and e-mail links carry theirs in the query string: neither is logged.
      redactedFields: [{ singleHeader: { Name: 'cookie' } }, { queryString: {} }],
      // What a rule stopped or would have stopped; the allowed rest is in CloudFront's own logs.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
  }
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});
