import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { secondFactorsTable } from './state-tables';
import { tableNameOf } from './tables';

/**
 * What the product keeps of the staff's second factor (Cognito keeps the authenticator's secret): the sign-ins
 * between their password and their code, and the recovery codes' hashes.
 *
 * A pending sign-in is named to the browser by a random handle, stored hashed like a session id; it holds what the
 * next step needs (Cognito's challenge session, or the tokens of an account still to enrol) and never opens a
 * session by itself.
 */
const pendingLifetimeSeconds = 10 * 60;
/** Wrong codes a pending sign-in takes before it ends (Cognito has its own limit on AWS; the stand-in none). */
export const maxCodeAttempts = 5;

const pendingBase = { remember: z.boolean(), email: z.string(), expiresAt: z.number().int(), attempts: z.number().int().default(0) };
const pendingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('challenge'), cognitoSession: z.string(), ...pendingBase }),
  z.object({
    kind: z.literal('enrolment'),
    userId: z.string(),
    idToken: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresInSeconds: z.number().int(),
    ...pendingBase,
  }),
]);
export type PendingSignIn = z.infer<typeof pendingSchema>;
type NewPendingSignIn = PendingSignIn extends infer Each ? (Each extends PendingSignIn ? Omit<Each, 'expiresAt' | 'attempts'> : never) : never;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const pendingKey = (handle: string) => `pending#${sha256(handle)}`;
const table = () => tableNameOf(secondFactorsTable);

/** Keeps a sign-in waiting for its second step; returns the handle the browser sends with that step. */
export const holdPendingSignIn = async (pending: NewPendingSignIn, now: Date): Promise<string> => {
  const handle = randomBytes(32).toString('base64url');
  await dynamoDocuments().send(
    new PutCommand({
      TableName: table(),
      Item: { ...pending, key: pendingKey(handle), attempts: 0, expiresAt: Math.floor(now.getTime() / 1000) + pendingLifetimeSeconds },
      ConditionExpression: 'attribute_not_exists(#key)',
      ExpressionAttributeNames: { '#key': 'key' },
    }),
  );
  return handle;
};

/** The pending sign-in of a handle, or undefined when unknown, expired or ended. */
export const findPendingSignIn = async (handle: string, now: Date): Promise<PendingSignIn | undefined> => {
  if (!/^[\w-]{43}$/.test(handle)) return undefined;
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: table(), Key: { key: pendingKey(handle) }, ConsistentRead: true }));
  if (!Item) return undefined;
  const pending = pendingSchema.parse(Item);
  return pending.expiresAt * 1000 > now.getTime() ? pending : undefined;
};

/** Ends a pending sign-in: done, or spent. True when this call ended it (a second use of the handle finds nothing). */
export const endPendingSignIn = async (handle: string): Promise<boolean> => {
  const { Attributes } = await dynamoDocuments().send(new DeleteCommand({ TableName: table(), Key: { key: pendingKey(handle) }, ReturnValues: 'ALL_OLD' }));
  return Attributes !== undefined;
};

/** Counts a wrong code; the pending sign-in ends at the last allowed one. Returns whether it still holds. */
export const countWrongCode = async (handle: string): Promise<boolean> => {
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: table(),
        Key: { key: pendingKey(handle) },
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(#key) AND attempts < :last',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':one': 1, ':last': maxCodeAttempts - 1 },
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await endPendingSignIn(handle);
    return false;
  }
};

/**
 * Recovery codes: ten, shown once at enrolment, each good once, for a lost phone. Ten characters of a 32-letter
 * alphabet without the look-alikes (0/O, 1/I) make 50 random bits each: a fast hash stores them safely, and
 * guessing is bounded by the sign-in's attempts anyway.
 */
export const recoveryCodeCount = 10;
const recoveryAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });

/** As typed: spaces, dashes and case do not matter. */
export const normalizeRecoveryCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();
export const hashRecoveryCode = (code: string): string => sha256(`recovery:${normalizeRecoveryCode(code)}`);

const recoveryKey = (userId: string) => `recovery#${userId}`;

/** The account's codes, replacing any earlier ones (a new enrolment makes the old sheet worthless). */
export const replaceRecoveryCodes = async (userId: string, codes: readonly string[], now: Date): Promise<void> => {
  await dynamoDocuments().send(
    new PutCommand({ TableName: table(), Item: { key: recoveryKey(userId), hashes: new Set(codes.map(hashRecoveryCode)), createdAt: now.toISOString() } }),
  );
};

/** Spends one code: true when it was one of the account's unused codes (a conditional delete, so only once). */
export const spendRecoveryCode = async (userId: string, typed: string): Promise<boolean> => {
  const hash = hashRecoveryCode(typed);
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: table(),
        Key: { key: recoveryKey(userId) },
        UpdateExpression: 'DELETE hashes :spent',
        ConditionExpression: 'contains(hashes, :hash)',
        ExpressionAttributeValues: { ':spent': new Set([hash]), ':hash': hash },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
