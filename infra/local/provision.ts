import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { BucketAlreadyExists, BucketAlreadyOwnedByYou, CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { AlreadyExistsException, CreateEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { allTables, type TableDefinition } from '../../functions/manifest';
import { createTableInput } from '../../functions/platform/tables';
import { filesBucketName, localTableName, readLocalIds, writeLocalIds, type LocalIds, type Ports } from './local-config';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const localDynamo = (ports: Ports, endpoint = `http://127.0.0.1:${ports.dynamo}`) =>
  new DynamoDBClient({ region: 'eu-west-3', endpoint, credentials });

/**
 * Waits until a table and its indexes are ACTIVE: a table is CREATING for a moment after the call
 * that creates it (longer on a busy machine), and a write before then fails with ResourceNotFound.
 */
export const waitUntilActive = async (client: DynamoDBClient, tableName: string, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
      if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    if (Date.now() > deadline) throw new Error(`la table ${tableName} n'est pas active après ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Creates a table from its definition and waits until it is active; an existing table is left as it is. */
export const createTable = async (client: DynamoDBClient, definition: TableDefinition, tableName: string): Promise<void> => {
  try {
    await client.send(new CreateTableCommand(createTableInput(definition, tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await waitUntilActive(client, tableName);
};

/** Every table, on the runtime's dynalite or at the DynamoDB endpoint given (LocalStack). */
export const provisionTables = async (ports: Ports, endpoint?: string): Promise<void> => {
  const client = localDynamo(ports, endpoint);
  await Promise.all(allTables.map((definition) => createTable(client, definition, localTableName(definition.name))));
  client.destroy();
};

/** The user pool, its app client and the admin group, created once and remembered in the data folder. */
export const provisionIdentity = async (dataDir: string, ports: Ports, endpoint = `http://127.0.0.1:${ports.cognito}`): Promise<LocalIds> => {
  const existing = readLocalIds(dataDir);
  if (existing) return existing;
  const client = new CognitoIdentityProviderClient({ region: 'eu-west-3', endpoint, credentials });
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'passerelle-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // The policy of the user pool on AWS (infra/cdk/constructs/identity.ts); cognito-local stores it without enforcing it.
      // As on AWS: optional for the pool, required by the product for staff (functions/auth/sign-in.ts).
      MfaConfiguration: 'OPTIONAL',
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true } },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local n’a pas créé de groupe d’utilisateurs');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'passerelle-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: 'admin', Description: 'Équipe Passerelle' }));
  client.destroy();
  const ids = { userPoolId, userPoolClientId: appClient.UserPoolClient?.ClientId ?? '', seeded: false };
  writeLocalIds(dataDir, ids);
  return ids;
};

/**
 * The files bucket at an S3 endpoint of one's own (LocalStack), with the upload CORS the runtime's s3rver
 * is started with: created once, left as it is afterwards.
 */
export const provisionFilesBucket = async (endpoint: string, siteOrigin: string): Promise<void> => {
  const client = new S3Client({ region: 'eu-west-3', endpoint, forcePathStyle: true, credentials });
  try {
    await client.send(new CreateBucketCommand({ Bucket: filesBucketName, CreateBucketConfiguration: { LocationConstraint: 'eu-west-3' } }));
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou || error instanceof BucketAlreadyExists)) throw error;
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: filesBucketName,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [siteOrigin], AllowedMethods: ['PUT', 'GET', 'HEAD'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 3000 }],
      },
    }),
  );
  client.destroy();
};

/** The product's sender at an SES endpoint of one's own: LocalStack sends only from a verified identity. */
export const provisionMailIdentity = async (endpoint: string, sender: string): Promise<void> => {
  const client = new SESv2Client({ region: 'eu-west-3', endpoint, credentials });
  try {
    await client.send(new CreateEmailIdentityCommand({ EmailIdentity: sender }));
  } catch (error) {
    if (!(error instanceof AlreadyExistsException)) throw error;
  }
  client.destroy();
};
