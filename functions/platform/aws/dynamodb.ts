import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { endpointOptions, memo } from './endpoint';

let dynamoRoundTrips = 0;
/**
 * DynamoDB HTTP round-trips made by this process so far (they drive latency and cost on AWS).
 * A plain counter: AsyncLocalStorage would attribute them per request, but on Node 20 it slows
 * every promise of the process.
 */
export const dynamoRoundTripCount = (): number => dynamoRoundTrips;

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
