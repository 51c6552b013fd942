import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from '../config';
import { endpointOptions, memo } from './endpoint';

export const eventBridge = memo(() => {
  const { AWS_REGION, EVENTBRIDGE_ENDPOINT } = config();
  return new EventBridgeClient({ region: AWS_REGION, ...endpointOptions(EVENTBRIDGE_ENDPOINT) });
});
