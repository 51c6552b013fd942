import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { adminGroup } from './auth';
import { cognito } from './aws/cognito';
import { required } from './config';

/**
 * The user pool's administration: accounts are created by the product (our own French mails, not
 * Cognito's), their passwords and e-mails set, and the `admin` group given and taken back. Sign-in
 * names are e-mail addresses in lower case (the product normalizes them before every call).
 */
const sdk = () => import('@aws-sdk/client-cognito-identity-provider');

const send = async <Output>(call: (client: CognitoIdentityProviderClient, module: Awaited<ReturnType<typeof sdk>>) => Promise<Output>) => {
  const [module, client] = await Promise.all([sdk(), cognito()]);
  return call(client, module);
};

export class UsernameTakenError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Adresse déjà enregistrée dans le groupe d’utilisateurs', options);
    this.name = 'UsernameTakenError';
  }
}

export class PasswordRefusedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Mot de passe refusé par le groupe d’utilisateurs', options);
    this.name = 'PasswordRefusedError';
  }
}

const subOf = (attributes: readonly { Name?: string; Value?: string }[] | undefined): string | undefined =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

/** The user pool's id (`sub`) of an address, or undefined when it has no account. */
export const findUserId = (email: string): Promise<string | undefined> =>
  send(async (client, { AdminGetUserCommand }) => {
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: email }));
      return subOf(user.UserAttributes);
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
      throw error;
    }
  });

/**
 * Creates the credentials of a new account, its password permanent; Cognito sends nothing (the
 * product's confirmation mail does). Returns the account's id; throws UsernameTakenError.
 */
export const createCredentials = (email: string, password: string): Promise<string> =>
  send(async (client, { AdminCreateUserCommand }) => {
    const userPoolId = required('USER_POOL_ID');
    let created;
    try {
      created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
    } catch (error) {
      if (error instanceof Error && ['UsernameExistsException', 'AliasExistsException'].includes(error.name)) throw new UsernameTakenError({ cause: error });
      throw error;
    }
    const userId = subOf(created.User?.Attributes);
    if (!userId) throw new Error(`le groupe d’utilisateurs n’a pas donné d’identifiant pour ${email}`);
    await setPassword(email, password);
    return userId;
  });

export const setPassword = (email: string, password: string): Promise<void> =>
  send(async (client, { AdminSetUserPasswordCommand }) => {
    try {
      await client.send(new AdminSetUserPasswordCommand({ UserPoolId: required('USER_POOL_ID'), Username: email, Password: password, Permanent: true }));
    } catch (error) {
      if (error instanceof Error && error.name === 'InvalidPasswordException') throw new PasswordRefusedError({ cause: error });
      throw error;
    }
  });

/** Marks the address verified in the pool once its link was followed (the event store says so first). */
export const setEmail = (currentEmail: string, email: string): Promise<void> =>
  send(async (client, { AdminUpdateUserAttributesCommand }) => {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: required('USER_POOL_ID'),
        Username: currentEmail,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  });

export const setAdmin = (email: string, isAdmin: boolean): Promise<void> =>
  send(async (client, { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand }) => {
    const input = { UserPoolId: required('USER_POOL_ID'), Username: email, GroupName: adminGroup };
    await client.send(isAdmin ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
  });

/** Removes credentials whose registration could not be recorded (nothing else refers to them yet). */
export const deleteCredentials = (email: string): Promise<void> =>
  send(async (client, { AdminDeleteUserCommand }) => {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: email }));
  });

/**
 * The authenticator app's enrolment, by the person's own access token (Cognito's public calls, no IAM): a new
 * secret, then the first code read from the app proves it was saved, then the app becomes the account's second
 * factor, asked at every sign-in.
 */
export const startAuthenticatorEnrolment = (accessToken: string): Promise<string> =>
  send(async (client, { AssociateSoftwareTokenCommand }) => {
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    if (!SecretCode) throw new Error('le groupe d’utilisateurs n’a pas donné de secret');
    return SecretCode;
  });

export class AuthenticatorCodeRefusedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Code de l’application d’authentification refusé', options);
    this.name = 'AuthenticatorCodeRefusedError';
  }
}

export const confirmAuthenticatorEnrolment = (accessToken: string, code: string): Promise<void> =>
  send(async (client, { VerifySoftwareTokenCommand, SetUserMFAPreferenceCommand }) => {
    try {
      const verified = await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Passerelle' }));
      if (verified.Status !== 'SUCCESS') throw new AuthenticatorCodeRefusedError();
    } catch (error) {
      // Cognito: CodeMismatchException; EnableSoftwareTokenMFAException when the code does not match the new secret.
      if (error instanceof Error && ['CodeMismatchException', 'EnableSoftwareTokenMFAException'].includes(error.name)) {
        throw new AuthenticatorCodeRefusedError({ cause: error });
      }
      throw error;
    }
    await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  });

/**
 * Takes the authenticator app off an account (a recovery code was spent): its next sign-in, with the password,
 * leads a staff member to enrol a new one before the back office opens.
 */
export const removeAuthenticator = (email: string): Promise<void> =>
  send(async (client, { AdminSetUserMFAPreferenceCommand }) => {
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: required('USER_POOL_ID'),
        Username: email,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
  });
