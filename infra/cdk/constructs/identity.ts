import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPool,
  CfnUserPoolClient,
  CfnUserPoolGroup,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export type IdentityProps = {
  /** CloudFormation logical ids, fixed: replacing the pool would lose every account */
  logicalIds: { userPool: string; webClient: string; adminGroup: string };
  /** the Cognito group whose members may use the back office */
  adminGroupName: string;
};

/**
 * Cognito as credential store and token issuer. Accounts are created server-side (Admin* calls) and
 * the product sends its own French e-mails through SES, so self sign-up is off and Cognito sends none.
 */
export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      // The e-mail address is the username: customers sign in with it.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      // What the product's forms will tell customers, and check first with the same rule: « 8 caractères
      // minimum, dont une minuscule, une majuscule, un chiffre et un caractère spécial ». cognito-local does
      // not enforce a pool's policy, so locally only the product's own check holds it.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Optional for the pool, required by the product for staff: a member of the `admin` group gets no session
      // before enrolling an authenticator app (functions/auth/second-factor.ts). TOTP only: no SMS to pay or to intercept.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.userPool.node.defaultChild as CfnUserPool).overrideLogicalId(props.logicalIds.userPool);
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional at the pool (TOTP only) and required by the product for staff: the sign-in API opens no ' +
        'back-office session without the authenticator app’s code. Customers are not asked for one.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Essentials feature plan: Plus (threat protection, compromised-credential checks) is billed per monthly ' +
        'active user and not bought at this stage. To revisit with MFA.',
    });

    // Public client (no secret): the API exchanges the password for tokens and sets them as httpOnly cookies.
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, adminUserPassword: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });
    (this.webClient.node.defaultChild as CfnUserPoolClient).overrideLogicalId(props.logicalIds.webClient);

    // A group name is a business identifier that the handlers check in `cognito:groups`, not a resource name.
    this.adminGroup = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: props.adminGroupName,
      description: 'Équipe Passerelle : accès au back-office',
    });
    (this.adminGroup.node.defaultChild as CfnUserPoolGroup).overrideLogicalId(props.logicalIds.adminGroup);
  }
}
