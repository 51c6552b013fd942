import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { allReactions } from '../../functions/catalog';
import { ses as sesClient } from '../../functions/platform/aws/ses';
import { readCheckpoint } from '../../functions/platform/checkpoints';
import { buildChangeset } from '../../functions/platform/command';
import { appendChangeset } from '../../functions/platform/event-store';
import { reactionReader, reconcileReader } from '../../functions/platform/reconcile';
import { checkpointsTable } from '../../functions/platform/state-tables';
import { createTable } from '../../infra/local/provision';
import { registeredCustomer, ses } from '../support/accounts';
import { mailsTo } from '../support/mailbox';
import { useScratchEventStore } from '../support/scratch-event-store';
import { streamStart } from '../../functions/platform/changeset';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

const runtime = inject('runtime');

const replySubject = 'Nouvelle réponse du support — Passerelle';

/** A support conversation written straight into this file's own event store: the runtime's bus never sees it. */
const conversationWithStaffReplies = async (customerId: string, replies: readonly string[], options: { readByCustomer?: boolean } = {}) => {
  const conversationId = randomUUID();
  const streamId = `support-${conversationId}`;
  const context = (actor: { kind: 'customer' | 'admin'; id: string }) => ({
    commandId: randomUUID(),
    requestFingerprint: 'test',
    correlationId: randomUUID(),
    causationId: null,
    actor,
    now: new Date(),
  });
  await appendChangeset(
    buildChangeset({
      streamId,
      streamType: 'support',
      currentVersion: streamStart,
      events: [
        {
          type: 'SupportConversationOpened',
          data: { conversationId, customerId, category: 'package', subject: 'Mon colis', messageId: randomUUID(), text: 'Où est mon colis ?', plan: 'free', planVersion: 0, priority: 'normal' },
        },
      ],
      context: context({ kind: 'customer', id: customerId }),
    }),
  );
  const posted: StoredEvent[] = [];
  for (const [index, text] of replies.entries()) {
    const changeset = await appendChangeset(
      buildChangeset({
        streamId,
        streamType: 'support',
        currentVersion: vouchedEnd(index + 1),
        events: [{ type: 'SupportMessagePosted', data: { conversationId, customerId, messageId: randomUUID(), sequence: index + 2, author: 'staff', authorId: 'admin-test', text } }],
        context: context({ kind: 'admin', id: 'admin-test' }),
      }),
    );
    posted.push(...changeset.events);
  }
  if (options.readByCustomer) {
    await appendChangeset(
      buildChangeset({
        streamId,
        streamType: 'support',
        currentVersion: vouchedEnd(replies.length + 1),
        events: [{ type: 'SupportConversationRead', data: { conversationId, side: 'customer', upToSequence: replies.length + 1 } }],
        context: context({ kind: 'customer', id: customerId }),
      }),
    );
  }
  return posted;
};

/** SES refuses every mail while `run` runs, as when the service is down. */
const whileMailIsDown = async (run: () => Promise<unknown>) => {
  const name = `ses-down-${randomUUID()}`;
  sesClient().middlewareStack.add(
    () => async () => {
      throw new Error('SES indisponible');
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    sesClient().middlewareStack.remove(name);
  }
};

describe('the reconciliation of the customers’ mails', () => {
  beforeAll(async () => {
    await useScratchEventStore(runtime);
    // Checkpoints of this file's own: the runtime's reconciliation keeps its own on its own feed.
    const client = new DynamoDBClient({ endpoint: runtime.environment.DYNAMODB_ENDPOINT });
    const tableName = `scratch-checkpoints-${randomUUID()}`;
    await createTable(client, checkpointsTable, tableName);
    client.destroy();
    process.env[checkpointsTable.envVar] = tableName;
  }, 60_000);

  it('sends a support reply whose delivery failed when the reconciliation re-drives it, one mail for the burst, never a second', async () => {
    const { form, customerId } = await registeredCustomer(runtime, { firstName: 'Maëlle' });
    const email = form.email.toLowerCase();
    const replies = await conversationWithStaffReplies(customerId, ['Votre colis est arrivé.', 'Il part demain.']);
    const reaction = allReactions.find((candidate) => candidate.name === 'send-support-reply-mails');
    if (!reaction) throw new Error('réaction absente du catalogue');
    const { handler } = await import('../../functions/support/send-support-reply-mails');
    const [first] = replies;
    if (!first) throw new Error('réponse absente');

    // The bus's delivery of the first reply fails (and would be dead-lettered); the second is never delivered.
    await whileMailIsDown(() => expect(handler({ detail: first })).rejects.toThrow());
    const replyMails = async () => (await mailsTo(ses(runtime), email)).filter((mail) => mail.subject === replySubject);
    expect(await replyMails()).toEqual([]);

    const report = await reconcileReader(reactionReader(reaction), { now: new Date(), settleMs: 0 });
    expect(report).toMatchObject({ reader: 'reaction#send-support-reply-mails', checked: 2, failed: [], complete: true });
    const mails = await replyMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('Votre colis est arrivé.');
    expect((await readCheckpoint('reaction#send-support-reply-mails'))?.commitId).toBeDefined();

    // The bus delivers both again, and a run by hand re-drives the same commits: still one mail.
    for (const reply of replies) await handler({ detail: reply });
    await reconcileReader(reactionReader(reaction), { now: new Date(), settleMs: 0, since: new Date(Date.now() - 60_000) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await replyMails()).toHaveLength(1);
  });

  it('sends nothing for a reply re-driven late that the customer has read since', async () => {
    const { form, customerId } = await registeredCustomer(runtime, { firstName: 'Noé' });
    const email = form.email.toLowerCase();
    await conversationWithStaffReplies(customerId, ['Réponse lue dans le widget.'], { readByCustomer: true });
    const reaction = allReactions.find((candidate) => candidate.name === 'send-support-reply-mails');
    if (!reaction) throw new Error('réaction absente du catalogue');
    const report = await reconcileReader(reactionReader(reaction), { now: new Date(), settleMs: 0, since: new Date(Date.now() - 60_000) });
    expect(report).toMatchObject({ failed: [], complete: true });
    expect(report.checked).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(ses(runtime), email)).filter((mail) => mail.subject === replySubject)).toEqual([]);
  });
});
