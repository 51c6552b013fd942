import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Synthesized, synthesize, synthTimeoutMs } from './synthesize';

// Written out on purpose: renaming any of these makes CloudFormation replace the resource and lose its data.
const tableLogicalIds = ['Events', 'ParcelsReadModel', 'CustomersReadModel', 'ShipmentsReadModel', 'InvoicesReadModel', 'PaymentsReadModel', 'StatisticsReadModel', 'ReturnsReadModel', 'PurchasesReadModel', 'SupportConversationsReadModel', 'SupportMessagesReadModel', 'NotificationsReadModel', 'CountsReadModel', 'Sessions', 'RateLimits', 'Reservations', 'Checkpoints', 'SecondFactors', 'LiveConnections', 'HealthChecks'];
const statefulLogicalIds = {
  'AWS::DynamoDB::Table': tableLogicalIds,
  'AWS::S3::Bucket': ['FilesBucket', 'FilesAccessLogsBucket'],
  'AWS::Cognito::UserPool': ['UserPool'],
  'AWS::Cognito::UserPoolClient': ['UserPoolWebClient'],
  'AWS::Cognito::UserPoolGroup': ['AdminGroup'],
  'AWS::SES::EmailIdentity': ['MailIdentity'],
};

let synthesized: Synthesized;
let stateful: Template;
let application: Template;

beforeAll(() => {
  synthesized = synthesize({ bundling: false });
  ({ stateful, application } = synthesized);
}, synthTimeoutMs);

describe('stateful stack', () => {
  it('is protected against termination', () => {
    expect(synthesized.stacks.stateful.terminationProtection).toBe(true);
    expect(synthesized.stacks.app.terminationProtection).toBe(false);
  });

  it('keeps the exact logical ids of its resources', () => {
    for (const [type, ids] of Object.entries(statefulLogicalIds)) {
      expect(Object.keys(stateful.findResources(type)).sort(), type).toEqual([...ids].sort());
    }
  });

  it('retains every data-holding resource', () => {
    for (const id of [...tableLogicalIds, 'FilesBucket', 'FilesAccessLogsBucket', 'UserPool', 'MailIdentity']) {
      expect(stateful.toJSON().Resources[id], id).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    }
  });

  it('lets DynamoDB delete expired sessions and rate-limit counters (TTL), never the reservations', () => {
    const resources = stateful.toJSON().Resources;
    expect(resources.Sessions.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(resources.RateLimits.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(resources.LiveConnections.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(resources.Reservations.Properties.TimeToLiveSpecification).toBeUndefined();
  });

  it('declares the tables on demand, with point-in-time recovery and their indexes', () => {
    for (const id of tableLogicalIds) {
      expect(stateful.toJSON().Resources[id].Properties, id).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      });
    }
    expect(stateful.toJSON().Resources.Events.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: 'streamId', KeyType: 'HASH' },
        { AttributeName: 'version', KeyType: 'RANGE' },
      ],
      // Keys only: the index copies no item, readers fetch the changesets they need.
      GlobalSecondaryIndexes: [
        expect.objectContaining({
          IndexName: 'feed',
          KeySchema: [
            { AttributeName: 'feedKey', KeyType: 'HASH' },
            { AttributeName: 'commitId', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        }),
      ],
    });
    expect(
      stateful.toJSON().Resources.ParcelsReadModel.Properties.GlobalSecondaryIndexes.map(
        (index: { IndexName: string }) => index.IndexName,
      ),
    ).toEqual(['byCustomer', 'byStatus', 'all', 'byTracking', 'byShownStatus']);
  });

  it('streams new images of the event store only', () => {
    expect(stateful.toJSON().Resources.Events.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(stateful.toJSON().Resources.ParcelsReadModel.Properties).not.toHaveProperty('StreamSpecification');
    expect(stateful.toJSON().Resources.CustomersReadModel.Properties).not.toHaveProperty('StreamSpecification');
  });

  it('keeps files private, encrypted, versioned, TLS-only, uploadable from the site origin', () => {
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.anyValue(),
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://passerelle.test'], AllowedMethods: Match.arrayWith(['PUT']) })],
      },
      // Unchecked uploads, attached or refused or abandoned, are gone for good after a day.
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
    stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: 'FilesBucket' },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('holds the accounts: no self sign-up, e-mail sign-in, admin group', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
    });
    stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
    stateful.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin', UserPoolId: { Ref: 'UserPool' } });
  });

  it('offers a second factor by authenticator app (TOTP) only, optional at the pool: the product requires it of staff', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('asks for 8 characters at least, with a lowercase and an uppercase letter, a digit and a symbol', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
          TemporaryPasswordValidityDays: 7,
        },
      },
    });
  });

  it('verifies the mail-from domain', () => {
    stateful.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'passerelle.test' });
  });
});

describe('both stacks', () => {
  it('set no physical name on tables, buckets, functions, user pools, queues or roles', () => {
    const physicalNames = ['TableName', 'BucketName', 'FunctionName', 'UserPoolName', 'QueueName', 'RoleName'];
    const namedTypes = [
      'AWS::DynamoDB::Table',
      'AWS::S3::Bucket',
      'AWS::Lambda::Function',
      'AWS::Cognito::UserPool',
      'AWS::SQS::Queue',
      'AWS::IAM::Role',
    ];
    let checked = 0;
    for (const template of [stateful, application]) {
      for (const type of namedTypes) {
        for (const [id, resource] of Object.entries(template.findResources(type))) {
          for (const property of physicalNames) expect(resource.Properties ?? {}, `${id}.${property}`).not.toHaveProperty(property);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
