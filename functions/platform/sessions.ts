import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { adminGroup, refreshSession, revokeRefreshToken, verifySessionToken, type Session, type Tokens } from './auth';
import { sessionsTable } from './state-tables';
import { tableNameOf } from './tables';

/**
 * Sessions kept on the server. The browser holds an opaque session id (httpOnly cookie) and a CSRF
 * token; the Cognito tokens stay here. Every request reads its session (one GetItem), so signing out,
 * a password change or rights taken back end a session at once, not when a token expires.
 */
export const sessionLifetimesSeconds = {
  /** « Se souvenir de moi »: the cookie and the session last 30 days */
  remembered: 30 * 24 * 3600,
  /** unticked: the cookie ends with the browser; the session on the server after a day at most */
  browser: 24 * 3600,
} as const;

/** The ID token is renewed this long before it expires, so no request meets an expired one. */
const refreshMarginMs = 60_000;

const sessionRecordSchema = z.object({
  sessionKey: z.string(),
  userId: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  idToken: z.string(),
  idTokenExpiresAt: z.number().int(),
  refreshToken: z.string(),
  csrfToken: z.string(),
  remember: z.boolean(),
  /** opened with the authenticator app's code: staff rights need it (a session from before, or without, has none) */
  secondFactor: z.boolean().default(false),
  createdAt: z.string(),
  expiresAt: z.number().int(),
  revision: z.number().int().min(1),
});
type SessionRecord = z.infer<typeof sessionRecordSchema>;

export type OpenSession = Session & {
  /** the cookie's value; only its hash is stored */
  sessionKey: string;
  csrfToken: string;
  remember: boolean;
};

const keyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');
const sessionOfRecord = (record: SessionRecord): OpenSession => ({
  userId: record.userId,
  email: record.email,
  groups: record.groups,
  // The `admin` group alone is not enough: a password may have leaked, the authenticator app has not.
  isAdmin: record.groups.includes(adminGroup) && record.secondFactor,
  sessionKey: record.sessionKey,
  csrfToken: record.csrfToken,
  remember: record.remember,
});

/**
 * A new session for verified tokens; returns the cookie values and their lifetime (undefined: a browser-session
 * cookie). `secondFactor`: the sign-in passed the authenticator app's code.
 */
export const openSession = async (options: { tokens: Tokens & { refreshToken: string }; session: Session; remember: boolean; now: Date; secondFactor?: boolean }) => {
  const { tokens, session, remember, now, secondFactor = false } = options;
  const sessionId = newSecret();
  const csrfToken = newSecret();
  const lifetime = remember ? sessionLifetimesSeconds.remembered : sessionLifetimesSeconds.browser;
  const record: SessionRecord = {
    sessionKey: keyOf(sessionId),
    userId: session.userId,
    email: session.email,
    groups: session.groups,
    idToken: tokens.idToken,
    idTokenExpiresAt: now.getTime() + tokens.expiresInSeconds * 1000,
    refreshToken: tokens.refreshToken,
    csrfToken,
    remember,
    secondFactor,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + lifetime,
    revision: 1,
  };
  await dynamoDocuments().send(
    new PutCommand({ TableName: tableNameOf(sessionsTable), Item: record, ConditionExpression: 'attribute_not_exists(sessionKey)' }),
  );
  return { sessionId, csrfToken, cookieMaxAge: remember ? lifetime : undefined };
};

const deleteRecord = async (sessionKey: string) => {
  await dynamoDocuments().send(new DeleteCommand({ TableName: tableNameOf(sessionsTable), Key: { sessionKey } }));
};

/** Renews the ID token with the refresh token; a refused refresh (revoked, expired) ends the session. */
const renew = async (record: SessionRecord, now: Date): Promise<SessionRecord | null> => {
  const refreshed = await refreshSession(record.refreshToken);
  const session = refreshed ? await verifySessionToken(refreshed.idToken) : null;
  if (!refreshed || !session || session.userId !== record.userId) {
    await deleteRecord(record.sessionKey);
    return null;
  }
  const renewed: SessionRecord = {
    ...record,
    email: session.email,
    groups: session.groups,
    idToken: refreshed.idToken,
    idTokenExpiresAt: now.getTime() + refreshed.expiresInSeconds * 1000,
    revision: record.revision + 1,
  };
  try {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableNameOf(sessionsTable),
        Item: renewed,
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': record.revision },
      }),
    );
    return renewed;
  } catch (error) {
    // Another request renewed it (or the person signed out meanwhile): read what is there now.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return readRecord(record.sessionKey, now);
  }
};

const readRecord = async (sessionKey: string, now: Date): Promise<SessionRecord | null> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(sessionsTable), Key: { sessionKey }, ConsistentRead: true }));
  if (!Item) return null;
  const record = sessionRecordSchema.parse(Item);
  return record.expiresAt * 1000 > now.getTime() ? record : null;
};

/** The open session of a cookie's session id, renewed when its ID token is about to expire; null when ended. */
export const findSession = async (sessionId: string, now: Date): Promise<OpenSession | null> => {
  if (!/^[\w-]{43}$/.test(sessionId)) return null;
  const record = await readRecord(keyOf(sessionId), now);
  if (!record) return null;
  const current = record.idTokenExpiresAt - refreshMarginMs > now.getTime() ? record : await renew(record, now);
  return current ? sessionOfRecord(current) : null;
};

/** The CSRF token sent with a write must be the one of this session (a token set by someone else does not pass). */
export const csrfTokenMatches = (session: OpenSession, sent: string | undefined): boolean => {
  if (!sent) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(sent);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

const endRecord = async (sessionKey: string): Promise<void> => {
  const { Attributes } = await dynamoDocuments().send(
    new DeleteCommand({ TableName: tableNameOf(sessionsTable), Key: { sessionKey }, ReturnValues: 'ALL_OLD' }),
  );
  // The refresh token is revoked too: nothing this session held can open another one.
  if (Attributes) await revokeRefreshToken(sessionRecordSchema.parse(Attributes).refreshToken);
};

/** Sign-out: the session ends on the server at once. */
export const endSession = (session: Pick<OpenSession, 'sessionKey'>): Promise<void> => endRecord(session.sessionKey);

/** Ends every session of a person (password changed or reset, rights taken back), except `keep` when given. */
export const endSessionsOf = async (userId: string, options: { keep?: string } = {}): Promise<number> => {
  let ended = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableNameOf(sessionsTable),
        IndexName: 'byUser' satisfies keyof typeof sessionsTable.indexes,
        KeyConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const { sessionKey } = z.object({ sessionKey: z.string() }).parse(item);
      if (sessionKey === options.keep) continue;
      await endRecord(sessionKey);
      ended += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ended;
};
