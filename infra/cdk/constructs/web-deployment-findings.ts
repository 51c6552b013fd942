import { DefaultStackSynthesizer, Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';

/**
 * cdk-nag findings on the Lambda that aws-s3-deployment creates, once per stack and at the stack's root,
 * to copy the built apps into the web bucket. Its code, runtime and permissions are the library's; they
 * are acknowledged on that function, finding by finding, so that anything new still shows.
 */
export const acknowledgeWebDeploymentFindings = (deployment: BucketDeployment, destination: IBucket): void => {
  const role = deployment.handlerRole;
  const handler = role.node.scope;
  if (!handler) throw new Error('WebSite: the deployment role has no function');
  const stack = Stack.of(deployment);
  const bucketId = stack.getLogicalId(destination.node.defaultChild as CfnElement);
  const acknowledge = (id: string, reason: string): void => Validations.of(handler).acknowledge({ id, reason });

  acknowledge('AwsSolutions-L1', 'The runtime of the CDK library’s own deployment function, upgraded with aws-cdk-lib.');
  acknowledge(
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'AWSLambdaBasicExecutionRole allows only writing the function’s CloudWatch logs.',
  );
  const copyReason =
    'The deployment reads the uploaded build (a zip in the bootstrap assets bucket) and replaces every object of ' +
    'the web bucket, pruning the old ones: object-level wildcards on these two buckets only.';
  for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
    acknowledge(`AwsSolutions-IAM5[Action::${action}]`, copyReason);
  }
  acknowledge(`AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`, copyReason);
  acknowledge(`AwsSolutions-IAM5[Resource::${assetsObjects(stack)}]`, copyReason);
  acknowledge(
    'AwsSolutions-IAM5[Resource::*]',
    'cloudfront:CreateInvalidation and GetInvalidation after each deployment: the library grants them on *.',
  );
};

/** The bootstrap assets bucket's objects, as cdk-nag writes them (DefaultStackSynthesizer's naming). */
const assetsObjects = (stack: Stack): string => {
  const synthesizer = stack.synthesizer;
  const qualifier =
    (synthesizer instanceof DefaultStackSynthesizer ? synthesizer.bootstrapQualifier : undefined) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${region}/*`;
};
