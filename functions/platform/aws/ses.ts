import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { endpointOptions, memo } from './endpoint';
import { awsClientLimits } from './limits';

export const ses = memo(() => {
  const { AWS_REGION, SES_ENDPOINT } = config();
  return new SESv2Client({ ...awsClientLimits(), region: AWS_REGION, ...endpointOptions(SES_ENDPOINT) });
});
