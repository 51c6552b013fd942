import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../command';
import { sessionOf, type ApiContext } from './middlewares';

/**
 * The metadata of a command sent over HTTP. The command id is the Idempotency-Key, scoped to the
 * person who sent it, so two people cannot collide on one key.
 */
export const commandContextOf = (context: ApiContext<unknown, unknown, unknown>, now: Date): CommandContext => {
  const session = sessionOf(context);
  return {
    commandId: `${session.userId}:${context.idempotencyKey ?? randomUUID()}`,
    requestFingerprint: context.requestFingerprint,
    correlationId: context.correlationId,
    causationId: null,
    actor: { kind: session.isAdmin ? 'admin' : 'customer', id: session.userId },
    now,
  };
};
