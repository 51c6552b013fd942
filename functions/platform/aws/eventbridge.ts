import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from '../config';
import { endpointOptions, memo } from './endpoint';
import { awsClientLimits } from './limits';

export const eventBridge = memo(() => {
  const { AWS_REGION, EVENTBRIDGE_ENDPOINT } = config();
  return new EventBridgeClient({ ...awsClientLimits(), region: AWS_REGION, ...endpointOptions(EVENTBRIDGE_ENDPOINT) });
});
