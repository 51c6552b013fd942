import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { DomainError } from '../../domain/shared/errors';
import { dynamoDocuments } from './aws/dynamodb';
import { rateLimitsTable } from './state-tables';
import { tableNameOf } from './tables';

/**
 * Rate limits kept in DynamoDB: one counter item per rule, subject (an address, an account, a client
 * IP) and fixed window, moved by an atomic `ADD`. A request costs one round-trip per rule; the
 * counters expire with their window.
 */
export type RateRule = { name: string; limit: number; windowSeconds: number };

export const tooManyAttemptsMessage = 'Trop de tentatives. Veuillez patienter quelques minutes';

export class TooManyAttemptsError extends DomainError {
  readonly status = 429;
  override readonly code = 'rate-limited';
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage);
    this.name = 'TooManyAttemptsError';
  }
}

const counterSchema = z.object({ hits: z.number().int().min(0) });

const windowOf = (rule: RateRule, now: Date) => {
  const windowMs = rule.windowSeconds * 1000;
  const index = Math.floor(now.getTime() / windowMs);
  return { index, endsAtMs: (index + 1) * windowMs };
};

const bucketOf = (rule: RateRule, subject: string, now: Date) => `${rule.name}#${subject}#${windowOf(rule, now).index}`;

/** Seconds until the window of `now` closes (at least 1): the `Retry-After` of a refusal. */
export const retryAfterSeconds = (rule: RateRule, now: Date): number =>
  Math.max(1, Math.ceil((windowOf(rule, now).endsAtMs - now.getTime()) / 1000));

/** Counts one hit; refuses (429) once the window holds more than the rule's limit. */
export const hit = async (rule: RateRule, subject: string, now: Date): Promise<number> => {
  const { endsAtMs } = windowOf(rule, now);
  const result = await dynamoDocuments().send(
    new UpdateCommand({
      TableName: tableNameOf(rateLimitsTable),
      Key: { bucket: bucketOf(rule, subject, now) },
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': Math.ceil(endsAtMs / 1000) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return counterSchema.parse(result.Attributes).hits;
};

/**
 * Gives one counted attempt back (an attempt that was refused, or that turned out not to be a failure).
 * Never below 0: a window forgotten meanwhile (`clearHits`) stays forgotten.
 */
export const giveBack = async (rule: RateRule, subject: string, now: Date): Promise<void> => {
  await dynamoDocuments()
    .send(
      new UpdateCommand({
        TableName: tableNameOf(rateLimitsTable),
        Key: { bucket: bucketOf(rule, subject, now) },
        UpdateExpression: 'ADD hits :minusOne',
        ConditionExpression: 'hits > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
};

/** Forgets the current window (a successful sign-in clears the failures of its account). */
export const clearHits = async (rule: RateRule, subject: string, now: Date): Promise<void> => {
  await dynamoDocuments()
    .send(
      new DeleteCommand({
        TableName: tableNameOf(rateLimitsTable),
        Key: { bucket: bucketOf(rule, subject, now) },
        ConditionExpression: 'attribute_exists(#bucket)',
        ExpressionAttributeNames: { '#bucket': 'bucket' },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
};

/** Counts a request and refuses it beyond the limit. */
export const consume = async (rule: RateRule, subject: string, now: Date): Promise<void> => {
  if ((await hit(rule, subject, now)) > rule.limit) throw new TooManyAttemptsError(retryAfterSeconds(rule, now));
};

/**
 * Takes one attempt of a rule that counts failures: counted first, then checked, so that attempts
 * sent at once cannot all pass a check made before any of them is counted. Beyond the limit the
 * attempt is refused and given back (the window then holds the failures and the attempts in flight);
 * the caller gives back an attempt that did not fail.
 */
export const takeAttempt = async (rule: RateRule, subject: string, now: Date): Promise<number> => {
  const hits = await hit(rule, subject, now);
  if (hits <= rule.limit) return hits;
  await giveBack(rule, subject, now);
  throw new TooManyAttemptsError(retryAfterSeconds(rule, now));
};
