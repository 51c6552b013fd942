import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from './config';

/**
 * The real AWS SDK v3 clients, created once per process. Only the endpoint changes between AWS and
 * the embedded stand-ins; credentials come from the default provider chain (the local runtime sets
 * dummy ones in the environment).
 */
const memo = <T>(create: () => T): (() => T) => {
  let instance: T | undefined;
  return () => (instance ??= create());
};

let dynamoRoundTrips = 0;
/**
 * DynamoDB HTTP round-trips made by this process so far (they drive latency and cost on AWS).
 * A plain counter: AsyncLocalStorage would attribute them per request, but on Node 20 it slows
 * every promise of the process.
 */
export const dynamoRoundTripCount = (): number => dynamoRoundTrips;

const endpointOptions = (endpoint: string | undefined) => (endpoint ? { endpoint } : {});

export const dynamoDocuments = memo(() => {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  const client = new DynamoDBClient({ region: AWS_REGION, ...endpointOptions(DYNAMODB_ENDPOINT), maxAttempts: 3 });
  client.middlewareStack.add(
    (next) => (args) => {
      dynamoRoundTrips += 1;
      return next(args);
    },
    { step: 'finalizeRequest', name: 'countRoundTrips' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});

export const s3 = memo(() => {
  const { AWS_REGION, S3_ENDPOINT } = config();
  return new S3Client({ region: AWS_REGION, ...endpointOptions(S3_ENDPOINT), forcePathStyle: Boolean(S3_ENDPOINT) });
});

export const ses = memo(() => {
  const { AWS_REGION, SES_ENDPOINT } = config();
  return new SESv2Client({ region: AWS_REGION, ...endpointOptions(SES_ENDPOINT) });
});

export const cognito = memo(() => {
  const { AWS_REGION, COGNITO_ENDPOINT } = config();
  return new CognitoIdentityProviderClient({ region: AWS_REGION, ...endpointOptions(COGNITO_ENDPOINT) });
});

export const eventBridge = memo(() => {
  const { AWS_REGION, EVENTBRIDGE_ENDPOINT } = config();
  return new EventBridgeClient({ region: AWS_REGION, ...endpointOptions(EVENTBRIDGE_ENDPOINT) });
});
