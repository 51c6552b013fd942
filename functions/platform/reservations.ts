import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { reservationsTable } from './state-tables';
import { tableNameOf } from './tables';

/**
 * Unique values held by a conditional put. A reservation is `pending` while the work that needs it
 * runs (a registration), then `bound` to what owns it for good. A pending one left behind by a crash
 * can be taken over once older than `staleAfterMs`; a bound one is never taken nor reused.
 */
const reservationSchema = z.object({
  reservation: z.string(),
  owner: z.string(),
  state: z.enum(['pending', 'bound']),
  /** what the value belongs to for good, once bound (the account an attempt created) */
  boundTo: z.string().optional(),
  at: z.number().int(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const staleAfterMs = 10 * 60_000;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** True when `owner` holds the value now (just reserved, or already its own); false when another holds it. */
export const reserve = async (key: string, owner: string, options: { state: Reservation['state']; now: Date }): Promise<boolean> => {
  try {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableNameOf(reservationsTable),
        Item: { reservation: key, owner, state: options.state, at: options.now.getTime(), ...(options.state === 'bound' ? { boundTo: owner } : {}) },
        ConditionExpression: 'attribute_not_exists(reservation) OR #owner = :owner OR (#state = :pending AND #at < :stale)',
        ExpressionAttributeNames: { '#owner': 'owner', '#state': 'state', '#at': 'at' },
        ExpressionAttributeValues: { ':owner': owner, ':pending': 'pending', ':stale': options.now.getTime() - staleAfterMs },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Binds a reservation held by `owner` for good (to `boundTo`): never taken over nor released after that. */
export const bind = async (key: string, owner: string, boundTo: string): Promise<void> => {
  await dynamoDocuments().send(
    new UpdateCommand({
      TableName: tableNameOf(reservationsTable),
      Key: { reservation: key },
      UpdateExpression: 'SET #state = :bound, boundTo = :boundTo',
      ConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner', '#state': 'state' },
      ExpressionAttributeValues: { ':owner': owner, ':boundTo': boundTo, ':bound': 'bound' },
    }),
  );
};

/** Gives a value back (a failed registration, an address left for a new one); only its holder (or what it is bound to) can. */
export const release = async (key: string, owner: string): Promise<void> => {
  try {
    await dynamoDocuments().send(
      new DeleteCommand({
        TableName: tableNameOf(reservationsTable),
        Key: { reservation: key },
        ConditionExpression: '#owner = :owner OR boundTo = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

export const reservationOf = async (key: string): Promise<Reservation | undefined> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(reservationsTable), Key: { reservation: key }, ConsistentRead: true }));
  return Item ? reservationSchema.parse(Item) : undefined;
};

/**
 * Runs `work` at most once for `key` across every caller and retry (a mail per event): the key is
 * reserved for good by a fresh holder first, so a second caller finds it taken and skips; when the work
 * fails the key is given back and the error thrown, so a retry runs it. True when this call ran it.
 */
export const doOnce = async (key: string, work: () => Promise<unknown>, now: Date = new Date()): Promise<boolean> => {
  const holder = randomUUID();
  if (!(await reserve(key, holder, { state: 'bound', now }))) return false;
  try {
    await work();
  } catch (error) {
    await release(key, holder);
    throw error;
  }
  return true;
};
