import { createHash, randomUUID } from 'node:crypto';
import { notificationDecider } from '../../domain/notification/notification';
import { streamIdOf } from '../../events/envelope';
import { notificationPreferencesOf } from '../customers/queries';
import { buildChangeset, type CommandContext } from '../platform/command';
import { streamStart } from '../platform/changeset';
import { appendChangeset, StreamVersionConflictError } from '../platform/event-store';
import { sendMail } from '../platform/mail';
import { doOnce } from '../platform/reservations';
import { frameMail, type Recipient } from './mail-frame';
import type { Mail } from '../platform/mail';
import { templates, type NotificationDataMap, type NotificationKind } from './registry';

export type { NotificationDataMap, NotificationKind } from './registry';
import { newUnsubscribeToken, unsubscribeUrlOf } from './unsubscribe-token';
import { clock } from '../platform/clock';

/**
 * The notification centre's published face: every customer mail of the product goes through
 * `notify`. The aggregates keep their triggers (a reaction to their events, a staff request) and hand
 * the centre the kind, the recipient and the facts; the centre writes the mail from its template,
 * sends it once per cause and kind, and records it (or records why it did not send it).
 */
export type NotificationRequest<Kind extends NotificationKind> = {
  kind: Kind;
  customerId: string;
  to: Recipient;
  /** what the mail tells: the id of the event (a redelivery of it finds its mail sent), or of the request that asked for it */
  causeId: string;
  data: NotificationDataMap[Kind];
  correlationId?: string;
  now?: Date;
};

/** `sent`: the mail left now; `withheld`: the customer turned its category off (recorded so); `already_done`: an earlier delivery of the same cause did it. */
export type NotificationOutcome = 'sent' | 'withheld' | 'already_done';

/** One notification per cause and kind: its id, its reservation and its stream derive from both. */
export const notificationIdOf = (causeId: string, kind: NotificationKind): string =>
  createHash('sha256').update(`${causeId}#${kind}`).digest('hex').slice(0, 32);

/** A kind's mail for a recipient: its template in the frame, with the unsubscribe link exactly when the customer may turn the kind off. */
export const composeNotification = <Kind extends NotificationKind>(kind: Kind, to: Recipient, data: NotificationDataMap[Kind], unsubscribeUrl: string): Mail =>
  frameMail(to.email, templates[kind].render(to, data), templates[kind].category === null ? null : unsubscribeUrl);

type Recorded =
  | { outcome: 'sent'; subject: string; messageId: string; unsubscribeTokenHash: string | null }
  | { outcome: 'withheld'; subject: string };

export const notify = async <Kind extends NotificationKind>(request: NotificationRequest<Kind>): Promise<NotificationOutcome> => {
  const { kind, customerId, to, causeId } = request;
  const now = request.now ?? clock.now();
  const template = templates[kind];
  const notificationId = notificationIdOf(causeId, kind);
  let recorded: Recorded | undefined;
  // The reservation makes it once: a second delivery (the bus's retry, a double click) finds it taken.
  // A failed send gives it back and throws, for the caller's retry. A crash between the send and the
  // record below loses the record, never sends twice.
  const ran = await doOnce(
    `notification#${notificationId}`,
    async () => {
      const unsubscribe = newUnsubscribeToken(notificationId);
      const mail = composeNotification(kind, to, request.data, unsubscribeUrlOf(unsubscribe.token));
      if (template.category !== null && !(await notificationPreferencesOf(customerId))[template.category]) {
        recorded = { outcome: 'withheld', subject: mail.subject };
        return;
      }
      const messageId = await sendMail(mail);
      recorded = { outcome: 'sent', subject: mail.subject, messageId, unsubscribeTokenHash: template.category === null ? null : unsubscribe.tokenHash };
    },
    now,
  );
  if (!ran || !recorded) return 'already_done';
  await recordNotification({ notificationId, customerId, template: kind, causeId, to: to.email, correlationId: request.correlationId ?? randomUUID(), now }, recorded);
  return recorded.outcome;
};

const recordNotification = async (
  notification: { notificationId: string; customerId: string; template: string; causeId: string; to: string; correlationId: string; now: Date },
  recorded: Recorded,
) => {
  const { notificationId, customerId, template, causeId, now } = notification;
  const commandId = `record-notification:${notificationId}`;
  const context: CommandContext = {
    commandId,
    requestFingerprint: commandId,
    correlationId: notification.correlationId,
    causationId: null,
    actor: { kind: 'system', id: 'notifications' },
    now,
  };
  const base = { notificationId, customerId, template, causeId, personal: { to: notification.to, subject: recorded.subject } };
  const metadata = { now, actor: context.actor };
  const events = notificationDecider.decide(
    recorded.outcome === 'sent'
      ? {
          type: 'RecordSentNotification',
          record: { ...base, sentAt: now.toISOString(), messageId: recorded.messageId, unsubscribeTokenHash: recorded.unsubscribeTokenHash },
          metadata,
        }
      : { type: 'RecordWithheldNotification', record: { ...base, withheldAt: now.toISOString(), reason: 'unsubscribed' }, metadata },
    notificationDecider.initialState(),
  );
  // The record is the first and only changeset of its stream: appended without reading the stream
  // first (one round-trip less on every mail); one already there is the same record, and stays.
  try {
    await appendChangeset(buildChangeset({ streamId: streamIdOf('notification', notificationId), streamType: 'notification', currentVersion: streamStart, events, context }));
  } catch (error) {
    if (!(error instanceof StreamVersionConflictError)) throw error;
  }
};
