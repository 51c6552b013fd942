import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { memo } from './endpoint';

export const secretsManager = memo(() => new SecretsManagerClient({ region: config().AWS_REGION }));
