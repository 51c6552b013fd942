import { RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnEmailIdentity, EmailIdentity, Identity as SesIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { TableDefinition } from '../../../functions/manifest';
import { DataTables } from '../constructs/data-tables';
import { FilesBucket } from '../constructs/files-bucket';
import { Identity } from '../constructs/identity';

export type StatefulStackProps = StackProps & {
  tables: readonly TableDefinition[];
  /** domain the product's e-mails are sent from (DKIM records to publish in its DNS) */
  mailFromDomain: string;
  /** origins allowed to upload files with a presigned URL */
  uploadOrigins: string[];
  adminGroupName: string;
};

/**
 * What holds data or identity: event store, read models, files, accounts, the verified mail domain.
 * Retained on deletion, termination-protected (set by the app), with fixed logical ids checked by
 * tests/infra. The disposable rest lives in the app stack.
 */
export class StatefulStack extends Stack {
  readonly tables: DataTables;
  readonly files: FilesBucket;
  readonly identity: Identity;
  readonly mailIdentity: EmailIdentity;
  /** Stripe's keys, `{ "secretKey", "webhookSecret" }`: created empty, filled by ops, never in the repository */
  readonly stripeKeys: Secret;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    this.tables = new DataTables(this, 'Tables', { definitions: props.tables });
    this.files = new FilesBucket(this, 'Files', {
      logicalIds: { bucket: 'FilesBucket', accessLogs: 'FilesAccessLogsBucket' },
      uploadOrigins: props.uploadOrigins,
    });
    this.identity = new Identity(this, 'Identity', {
      logicalIds: { userPool: 'UserPool', webClient: 'UserPoolWebClient', adminGroup: 'AdminGroup' },
      adminGroupName: props.adminGroupName,
    });
    // Recreating the identity would issue new DKIM tokens and stop mail until DNS is updated: it stays here.
    this.mailIdentity = new EmailIdentity(this, 'MailIdentity', { identity: SesIdentity.domain(props.mailFromDomain) });
    this.mailIdentity.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (this.mailIdentity.node.defaultChild as CfnEmailIdentity).overrideLogicalId('MailIdentity');
    // Ops put the account's keys once deployed:
    // aws secretsmanager put-secret-value --secret-id <arn> --secret-string '{"secretKey":"sk_…","webhookSecret":"whsec_…"}'
    this.stripeKeys = new Secret(this, 'StripeKeys', {
      description: 'Passerelle : clés Stripe (secretKey, webhookSecret), à renseigner après le déploiement',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.stripeKeys).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe keys are rolled in Stripe’s dashboard, then put here by ops: Secrets Manager cannot rotate them itself.',
    });
  }
}
