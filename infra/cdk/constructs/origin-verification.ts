import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { PasserelleFunction } from './passerelle-function';

/** The header CloudFront adds to each request it sends to the HTTP API, with the shared value. */
export const originVerifyHeader = 'x-passerelle-origin';

/** Where the authorizer reads the value it expects. */
const expectedVariable = 'EXPECTED_ORIGIN_VALUE';

/**
 * The authorizer's code: the request carries the value CloudFront adds, compared in constant time. API Gateway
 * refuses a request without the header (401) before calling it, and caches its answer per header value, so it
 * runs about once an hour, not once a request.
 */
export const originVerifierCode = `
const { timingSafeEqual } = require('node:crypto');
const expected = Buffer.from(process.env.${expectedVariable} || '');
exports.handler = async (event) => {
  const given = Buffer.from((event.headers && event.headers['${originVerifyHeader}']) || '');
  return { isAuthorized: expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected) };
};
`;

/**
 * The HTTP API answers only requests that came through CloudFront, hence through its web ACL: API Gateway's HTTP
 * APIs take no web ACL, and their `execute-api` endpoint is public. CloudFront adds a secret header to what it sends
 * to the API; a Lambda authorizer on every route checks it. The value is generated at the first deployment and
 * shared by the two through CloudFormation; sessions and access levels stay the handlers' business.
 */
export class OriginVerification extends Construct {
  readonly authorizer: HttpLambdaAuthorizer;
  /** the custom headers of CloudFront's API origin */
  readonly originHeaders: Record<string, string>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const secret = new Secret(this, 'Value', {
      description: 'Passerelle: value CloudFront adds to its requests to the HTTP API (x-passerelle-origin)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not a credential of another system: a value CloudFront and the authorizer share, both read at deployment. ' +
        'Rotating it alone would refuse every API request until the next deployment; a new value comes with a deployment.',
    });
    // A CloudFormation dynamic reference: the value is resolved at deployment, never written in the template.
    const value = secret.secretValue.unsafeUnwrap();
    const verifier = new PasserelleFunction(this, 'Verifier', {
      code: Code.fromInline(originVerifierCode),
      description: 'Passerelle: refuses API requests that did not come through CloudFront',
      timeout: Duration.seconds(3),
      environment: { [expectedVariable]: value },
    }).function;
    this.authorizer = new HttpLambdaAuthorizer('ThroughCloudFront', verifier, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [`$request.header.${originVerifyHeader}`],
      resultsCacheTtl: Duration.hours(1),
    });
    this.originHeaders = { [originVerifyHeader]: value };
  }
}
