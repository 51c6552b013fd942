import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { required, config } from '../config';
import { memo } from './endpoint';
import { awsClientLimits } from './limits';

/**
 * The management API of the WebSocket API: on AWS its stage's https address, locally the gateway's own
 * address, which serves `POST /@connections/{id}` the same way.
 */
export const liveApi = memo(() => new ApiGatewayManagementApiClient({ ...awsClientLimits(), region: config().AWS_REGION, endpoint: required('LIVE_ENDPOINT') }));
