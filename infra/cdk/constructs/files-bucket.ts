import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export type FilesBucketProps = {
  /** CloudFormation logical id, fixed so that a refactoring never replaces the bucket */
  logicalId: string;
  /** origins allowed to PUT through a presigned URL from the browser (the site's origin) */
  uploadOrigins: string[];
};

/** Parcel and return photos, quote and label PDFs: private, versioned, retained. */
export class FilesBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: FilesBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
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
    (this.bucket.node.defaultChild as CfnBucket).overrideLogicalId(props.logicalId);
  }
}
