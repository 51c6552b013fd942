import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketAccessControl,
  BucketEncryption,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long access logs are kept: long enough to investigate an incident reported weeks later. */
export const accessLogsRetention = Duration.days(90);

/**
 * A private bucket receiving S3 server access logs and CloudFront standard logs, emptied by expiration.
 * Retained when its stack goes, so that a teardown does not erase the trail; it then empties itself.
 */
export const accessLogsBucket = (scope: Construct, id: string): Bucket => {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    // Both log deliveries write with ACLs (CloudFront's has no other way): the bucket must accept them,
    // so its ownership is the one CDK sets for log delivery whatever the feature flags.
    objectOwnership: ObjectOwnership.OBJECT_WRITER,
    accessControl: BucketAccessControl.LOG_DELIVERY_WRITE,
    // SSE-S3: CloudFront cannot deliver logs to a bucket encrypted with a KMS key.
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ expiration: accessLogsRetention, abortIncompleteMultipartUploadAfter: Duration.days(1) }],
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This bucket receives the access logs; logging its own accesses would log the log deliveries, endlessly.',
  });
  return bucket;
};
