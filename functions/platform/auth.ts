import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { cognito } from './aws/cognito';
import { awsCallLimits } from './aws/limits';
import { outageOf } from './http/outages';
import { ServiceUnavailableError } from './http/problem';
import { required } from './config';

export type Session = {
  userId: string;
  email: string;
  groups: string[];
  isAdmin: boolean;
};

export type Tokens = { idToken: string; refreshToken?: string; expiresInSeconds: number };

export const adminGroup = 'admin';

/**
 * aws-jwt-verify's default fetcher speaks https only; cognito-local serves its JWKS over http. A Cognito
 * call like the SDK's, bounded by the same limit.
 */
const fetchJwks: Fetcher = {
  fetch: async (uri: string) => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(awsCallLimits.requestTimeoutMs) });
    if (response.status >= 500) throw new ServiceUnavailableError(undefined, { cause: new Error(`JWKS indisponible (${response.status})`) });
    if (!response.ok) throw new Error(`JWKS indisponible (${response.status})`);
    return response.arrayBuffer();
  },
};

let verifier: ReturnType<typeof createVerifier> | undefined;
const createVerifier = () =>
  JwtRsaVerifier.create(
    {
      issuer: required('JWT_ISSUER'),
      audience: required('USER_POOL_CLIENT_ID'),
      jwksUri: required('JWKS_URI'),
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Jeton inattendu');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchJwks }) },
  );

/**
 * The session carried by a Cognito ID token, or null when the token is invalid or expired. Cognito's keys
 * out of reach prove nothing about the token: that outage is thrown, not taken for a bad token.
 */
export const verifySessionToken = async (token: string): Promise<Session | null> => {
  verifier ??= createVerifier();
  try {
    const payload = await verifier.verify(token);
    const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].map(String) : [];
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { userId: payload.sub, email: payload.email, groups, isAdmin: groups.includes(adminGroup) };
  } catch (error) {
    if (error instanceof ServiceUnavailableError || outageOf(error)) throw error;
    return null;
  }
};

export class InvalidCredentialsError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Identifiants refusés par le fournisseur d’identité', options);
    this.name = 'InvalidCredentialsError';
  }
}

// cognito-local answers a wrong password with InvalidPasswordException where Cognito says NotAuthorizedException.
const isRefusal = (error: unknown) =>
  error instanceof Error && ['InvalidPasswordException', 'NotAuthorizedException', 'UserNotFoundException'].includes(error.name);

/** Loaded on sign-in and refresh only: most requests verify a token and never call Cognito. */
const userPoolClient = async () => Promise.all([import('@aws-sdk/client-cognito-identity-provider'), cognito()]);

const initiateAuth = async (input: { AuthFlow: 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH'; AuthParameters: Record<string, string> }) => {
  const [{ InitiateAuthCommand }, client] = await userPoolClient();
  return client.send(new InitiateAuthCommand({ ...input, ClientId: required('USER_POOL_CLIENT_ID') }));
};

/** Tokens of a completed sign-in; the access token is what the person's own calls to the user pool carry (enrolment). */
export type SignInTokens = Tokens & { refreshToken: string; accessToken: string };

/**
 * What the password alone gives: tokens, or, for an account with an authenticator app, Cognito's challenge for its
 * code (`session` is Cognito's, to answer it within its few minutes).
 */
export type PasswordOutcome = { kind: 'tokens'; tokens: SignInTokens } | { kind: 'totp-challenge'; session: string };

type AuthenticationAnswer = {
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult?: { IdToken?: string; RefreshToken?: string; AccessToken?: string; ExpiresIn?: number };
};

const outcomeOf = (answer: AuthenticationAnswer): PasswordOutcome => {
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && answer.Session) return { kind: 'totp-challenge', session: answer.Session };
  const tokens = answer.AuthenticationResult;
  // Any other challenge (SMS, a new password, an MFA_SETUP of a pool made to require it) is not one this product sets up.
  if (answer.ChallengeName || !tokens?.IdToken || !tokens.RefreshToken || !tokens.AccessToken) throw new InvalidCredentialsError();
  return {
    kind: 'tokens',
    tokens: { idToken: tokens.IdToken, refreshToken: tokens.RefreshToken, accessToken: tokens.AccessToken, expiresInSeconds: tokens.ExpiresIn ?? 3600 },
  };
};

/** The first step of a sign-in: the password checked by the user pool. Throws InvalidCredentialsError. */
export const checkPassword = async (email: string, password: string): Promise<PasswordOutcome> => {
  try {
    return outcomeOf(await initiateAuth({ AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  } catch (error) {
    if (isRefusal(error)) throw new InvalidCredentialsError({ cause: error });
    throw error;
  }
};

export class InvalidSecondFactorError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Code refusé par le fournisseur d’identité', options);
    this.name = 'InvalidSecondFactorError';
  }
}

/** Cognito's challenge ended (its few minutes passed, or too many wrong codes): the sign-in starts again. */
export class SecondFactorExpiredError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Défi d’authentification expiré', options);
    this.name = 'SecondFactorExpiredError';
  }
}

/** The second step: the authenticator app's code answers Cognito's challenge. */
export const answerTotpChallenge = async (email: string, session: string, code: string): Promise<SignInTokens> => {
  const [{ RespondToAuthChallengeCommand }, client] = await userPoolClient();
  let answer;
  try {
    answer = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: required('USER_POOL_CLIENT_ID'),
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
  } catch (error) {
    if (error instanceof Error && ['CodeMismatchException', 'EnableSoftwareTokenMFAException'].includes(error.name)) throw new InvalidSecondFactorError({ cause: error });
    // Cognito answers an expired or spent session with NotAuthorizedException.
    if (isRefusal(error) || (error instanceof Error && error.name === 'ExpiredCodeException')) throw new SecondFactorExpiredError({ cause: error });
    throw error;
  }
  const outcome = outcomeOf(answer);
  if (outcome.kind !== 'tokens') throw new SecondFactorExpiredError();
  return outcome.tokens;
};

export const refreshSession = async (refreshToken: string): Promise<Tokens | null> => {
  try {
    const result = await initiateAuth({ AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } });
    const idToken = result.AuthenticationResult?.IdToken;
    return idToken ? { idToken, expiresInSeconds: result.AuthenticationResult?.ExpiresIn ?? 3600 } : null;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
};

/** Revokes a refresh token at the user pool: it can no longer mint ID tokens. */
export const revokeRefreshToken = async (refreshToken: string): Promise<void> => {
  const [{ RevokeTokenCommand }, client] = await userPoolClient();
  try {
    await client.send(new RevokeTokenCommand({ Token: refreshToken, ClientId: required('USER_POOL_CLIENT_ID') }));
  } catch (error) {
    // Already unusable (expired, revoked, or the person deleted): the aim is reached.
    if (!isRefusal(error) && !(error instanceof Error && error.name === 'UnsupportedTokenTypeException')) throw error;
  }
};
