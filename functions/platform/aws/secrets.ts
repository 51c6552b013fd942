import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { memo } from './endpoint';
import { awsClientLimits } from './limits';

export const secretsManager = memo(() => new SecretsManagerClient({ ...awsClientLimits(), region: config().AWS_REGION }));
