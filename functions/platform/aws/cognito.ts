import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { endpointOptions } from './endpoint';

let client: Promise<CognitoIdentityProviderClient> | undefined;

/**
 * Loaded on first use: HTTP handlers verify tokens locally and call Cognito only to sign in or
 * refresh a session, so the SDK stays out of their cold start.
 */
export const cognito = (): Promise<CognitoIdentityProviderClient> =>
  (client ??= import('@aws-sdk/client-cognito-identity-provider').then(({ CognitoIdentityProviderClient: Client }) => {
    const { AWS_REGION, COGNITO_ENDPOINT } = config();
    return new Client({ region: AWS_REGION, ...endpointOptions(COGNITO_ENDPOINT) });
  }));
