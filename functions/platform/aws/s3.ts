import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { endpointOptions, memo } from './endpoint';
import { awsClientLimits } from './limits';

export const s3 = memo(() => {
  const { AWS_REGION, S3_ENDPOINT } = config();
  return new S3Client({ ...awsClientLimits(), region: AWS_REGION, ...endpointOptions(S3_ENDPOINT), forcePathStyle: Boolean(S3_ENDPOINT) });
});
