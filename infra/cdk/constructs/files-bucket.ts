import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { accessLogsBucket } from './access-logs';

export type FilesBucketProps = {
  /** CloudFormation logical ids, fixed so that a refactoring never replaces the buckets */
  logicalIds: { bucket: string; accessLogs: string };
  /** origins allowed to PUT through a presigned URL from the browser (the site's origin) */
  uploadOrigins: string[];
};

/** Parcel and return photos, quote and label PDFs: private, versioned, retained, every access logged. */
export class FilesBucket extends Construct {
  readonly bucket: Bucket;
  /** S3 server access logs of the files bucket (who read or uploaded which file), kept 90 days */
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: FilesBucketProps) {
    super(scope, id);
    this.accessLogs = accessLogsBucket(this, 'AccessLogs');
    (this.accessLogs.node.defaultChild as CfnBucket).overrideLogicalId(props.logicalIds.accessLogs);
    this.bucket = new Bucket(this, 'Bucket', {
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'files/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads waiting to be checked: a file never attached, or refused and deleted (a delete
        // marker on a versioned bucket), is gone for good after a day instead of kept 90 days.
        { prefix: 'uploads/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      // Presigned uploads go straight from the browser to S3; the presigned URL is the authority
      // (type and size are re-checked by the server after upload), CORS only lets the site read the answer.
      cors: [
        {
          allowedOrigins: props.uploadOrigins,
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });
    (this.bucket.node.defaultChild as CfnBucket).overrideLogicalId(props.logicalIds.bucket);
  }
}
