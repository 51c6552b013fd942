import * as z from 'zod';
import { normalizeEmail } from '../../domain/customer/account-input';
import { createLogger } from '../platform/logger';
import { endSessionsOf } from '../platform/sessions';
import { setAdmin } from '../platform/user-pool';
import { accountCommandContext, accountIdOf, loadCustomer, runCustomerCommand } from './accounts';
import { newCorrelationId } from '../platform/ids';
import { clock } from '../platform/clock';

/**
 * Staff rights, given or taken back by an operator (`npm run admin:grant -- <email>` locally; on AWS
 * the same function invoked with `{"action":"grant","email":"…","by":"…"}`). The user pool's `admin`
 * group carries the right; the event records who gave it. The person's sessions end, so the new
 * rights apply from their next sign-in.
 */
export const adminRightsInputSchema = z.strictObject({
  action: z.enum(['grant', 'revoke']),
  email: z.email("L'adresse email n'est pas valide").transform(normalizeEmail),
  by: z.string().trim().min(1, "Précisez qui donne ou retire le droit (--by)").max(100),
});

export const handler = async (input: unknown) => {
  const { action, email, by } = adminRightsInputSchema.parse(input);
  const correlationId = newCorrelationId();
  const logger = createLogger({ handler: 'manage-admin-rights', correlationId });
  const customerId = await accountIdOf(email);
  const account = customerId ? await loadCustomer(customerId) : undefined;
  if (!customerId || account?.state.status !== 'registered') throw new Error(`Aucun compte pour ${email}`);
  const granted = action === 'grant';
  await setAdmin(email, granted);
  const now = clock.now();
  const actor = { kind: 'system' as const, id: `operateur:${by}` };
  const outcome = await runCustomerCommand(
    customerId,
    granted ? { type: 'GrantAdminRight', by, metadata: { now, actor } } : { type: 'RevokeAdminRight', by, metadata: { now, actor } },
    accountCommandContext(`admin-right:${customerId}:${action}:${account.version}`, { actor, correlationId, now }),
  );
  const endedSessions = await endSessionsOf(customerId);
  logger.info('droits administrateur', { action, customerId, by, changed: outcome.events.length > 0, endedSessions });
  return { customerId, email, isAdmin: granted, changed: outcome.events.length > 0, endedSessions, version: outcome.version };
};
