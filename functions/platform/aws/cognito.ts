import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { endpointOptions } from './endpoint';
import { awsClientLimits } from './limits';

let client: Promise<CognitoIdentityProviderClient> | undefined;
let cognitoRoundTrips = 0;
/** Cognito HTTP round-trips made by this process so far (the benchmark reads them per request). */
export const cognitoRoundTripCount = (): number => cognitoRoundTrips;

/**
 * Loaded on first use: HTTP handlers verify tokens locally and call Cognito only to sign in or
 * refresh a session, so the SDK stays out of their cold start.
 */
export const cognito = (): Promise<CognitoIdentityProviderClient> =>
  (client ??= import('@aws-sdk/client-cognito-identity-provider').then(({ CognitoIdentityProviderClient: Client }) => {
    const { AWS_REGION, COGNITO_ENDPOINT } = config();
    const created = new Client({ ...awsClientLimits(), region: AWS_REGION, ...endpointOptions(COGNITO_ENDPOINT) });
    created.middlewareStack.add(
      (next) => (args) => {
        cognitoRoundTrips += 1;
        return next(args);
      },
      { step: 'finalizeRequest', name: 'countRoundTrips' },
    );
    return created;
  }));
