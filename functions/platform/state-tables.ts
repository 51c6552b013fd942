import type { TableDefinition } from './tables';

/**
 * The accounts' working state: written by the handlers directly (conditional writes), not built from
 * events, so neither replayed nor reconciled. DynamoDB's TTL removes expired items; readers still
 * compare `expiresAt` themselves, since TTL deletes late (and dynalite never does).
 */

/** Open sessions, one item per sign-in, keyed by the SHA-256 of the cookie's session id. */
export const sessionsTable = {
  name: 'Sessions',
  envVar: 'SESSIONS_TABLE',
  partitionKey: { name: 'sessionKey', type: 'S' },
  indexes: {
    // Every session of a person, to end them all (password change, rights taken back).
    byUser: { partitionKey: { name: 'userId', type: 'S' }, projection: 'keys-only' },
  },
  kind: 'state',
  timeToLive: 'expiresAt',
} as const satisfies TableDefinition;

/** Fixed-window counters of the rate limits, one item per rule, subject and window. */
export const rateLimitsTable = {
  name: 'RateLimits',
  envVar: 'RATE_LIMITS_TABLE',
  partitionKey: { name: 'bucket', type: 'S' },
  indexes: {},
  kind: 'state',
  timeToLive: 'expiresAt',
} as const satisfies TableDefinition;

/** Values that must stay unique across accounts (e-mail addresses, box numbers), held by a conditional put. */
export const reservationsTable = {
  name: 'Reservations',
  envVar: 'RESERVATIONS_TABLE',
  partitionKey: { name: 'reservation', type: 'S' },
  indexes: {},
  kind: 'state',
} as const satisfies TableDefinition;

/**
 * Where each reconciliation of the feed stands (read models, each reaction): the commit up to which it
 * has checked the feed, and the few changesets it failed on and will try again. Working state of the
 * platform, not built from events.
 */
export const checkpointsTable = {
  name: 'Checkpoints',
  envVar: 'CHECKPOINTS_TABLE',
  partitionKey: { name: 'checkpoint', type: 'S' },
  indexes: {},
  kind: 'state',
} as const satisfies TableDefinition;

/** Who is connected over WebSocket (`live.ts`): a connection id per open socket, with the person and their side. */
export const liveConnectionsTable = {
  name: 'LiveConnections',
  envVar: 'LIVE_CONNECTIONS_TABLE',
  partitionKey: { name: 'connectionId', type: 'S' },
  indexes: {
    byUser: { partitionKey: { name: 'userId', type: 'S' }, projection: 'keys-only' },
    // sparse: staff connections only, the inbox's live updates
    staff: { partitionKey: { name: 'staffPartition', type: 'S' }, projection: 'keys-only' },
  },
  kind: 'state',
  timeToLive: 'expiresAt',
} as const satisfies TableDefinition;

/**
 * The staff's second factor, beside what Cognito keeps (the TOTP secret): sign-ins waiting for their second step
 * (`pending#…`, minutes, by TTL) and each account's recovery codes (`recovery#<userId>`, their hashes only).
 */
export const secondFactorsTable = {
  name: 'SecondFactors',
  envVar: 'SECOND_FACTORS_TABLE',
  partitionKey: { name: 'key', type: 'S' },
  indexes: {},
  kind: 'state',
  timeToLive: 'expiresAt',
} as const satisfies TableDefinition;
