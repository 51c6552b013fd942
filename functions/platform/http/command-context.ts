import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../events/envelope';
import type { Session } from '../auth';
import type { CommandContext } from '../command';
import type { ApiContext } from './middlewares';

/** Who sends a command over HTTP: the signed-in person, or an anonymous visitor of a public form. */
export const actorOf = (session: Session | null): Actor =>
  session ? { kind: session.isAdmin ? 'admin' : 'customer', id: session.userId } : { kind: 'system', id: 'visiteur' };

/**
 * The metadata of a command sent over HTTP. The command id is the Idempotency-Key, scoped to the
 * person who sent it, so two people cannot collide on one key.
 */
export const commandContextOf = (context: ApiContext<unknown, unknown, unknown>, now: Date): CommandContext => {
  const actor = actorOf(context.session);
  return {
    commandId: `${actor.id}:${context.idempotencyKey ?? randomUUID()}`,
    requestFingerprint: context.requestFingerprint,
    correlationId: context.correlationId,
    causationId: null,
    actor,
    now,
  };
};
