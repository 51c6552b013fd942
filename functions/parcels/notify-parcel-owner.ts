import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import type { ParcelNotificationTemplate } from '../../events/parcel-events';
import { decideParcel, parcelDecider, parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import type { ParcelState } from '../../domain/parcel/parcel';
import { notificationRefusedMessages, type NotifyParcelOwner } from '../../domain/parcel/parcel-page-commands';
import { notificationFailedMessage, parcelNotificationInputSchema, type ParcelNotificationInput } from '../../domain/parcel/notification-input';
import type { ParcelNotificationResult } from '../../domain/parcel/parcel-views';
import { firstPaidDay, freeDaysLeft, storageDayOf } from '../../domain/parcel/storage';
import { DomainError, IllegalStateError, NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { executeCommand, loadState } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { notify, type NotificationDataMap } from '../notifications/commands';
import { shipmentNotificationOf } from '../shipments/queries';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';
import { clock } from '../platform/clock';

/** 502: the mail service refused or failed; nothing was recorded and the same request may be sent again. */
class NotificationFailedError extends DomainError {
  readonly status = 502;
  constructor(cause: unknown) {
    super(notificationFailedMessage, { cause });
    this.name = 'NotificationFailedError';
  }
}

type KnownParcel = Exclude<ParcelState, { status: 'unknown' }>;

/** 409: a storage reminder to a customer who turned them off; the centre recorded it as not sent. */
export const ownerUnsubscribedMessage = 'Ce client ne souhaite plus recevoir les rappels de stockage : l’e-mail n’a pas été envoyé.';

type ParcelNotification =
  | { kind: 'package_received'; data: NotificationDataMap['package_received'] }
  | { kind: 'storage_reminder'; data: NotificationDataMap['storage_reminder'] }
  | NonNullable<Awaited<ReturnType<typeof shipmentNotificationOf>>>;

/** What the mail of a template says, true of the parcel today. */
const notificationOf = async (template: ParcelNotificationTemplate, parcel: KnownParcel, now: Date): Promise<ParcelNotification> => {
  switch (template) {
    case 'package_received':
      return { kind: 'package_received', data: { trackingNumber: parcel.trackingNumber, photoCount: parcel.photoUploadIds.length } };
    case 'storage_reminder': {
      // the command refuses a parcel without storage terms before this; the check is here for the types
      if (!parcel.storage) throw new IllegalStateError(notificationRefusedMessages.storage_reminder);
      const { terms, feesCents } = parcel.storage;
      const today = storageDayOf(now);
      return {
        kind: 'storage_reminder',
        data: {
          trackingNumber: parcel.trackingNumber,
          terms,
          reminder: {
            parcelId: parcel.parcelId,
            kind: today >= firstPaidDay(terms) ? 'fees_accruing' : 'free_period_ending',
            day: today,
            freeDaysLeft: freeDaysLeft(terms, today),
            feesAccruedCents: feesCents,
          },
        },
      };
    }
    // what its shipment says now (the command has checked the parcel's side)
    case 'quote_ready':
    case 'package_shipped': {
      const notification = parcel.shipmentId === null ? null : await shipmentNotificationOf(parcel.shipmentId, template);
      if (!notification) throw new IllegalStateError(notificationRefusedMessages[template]);
      return notification;
    }
  }
};

/**
 * The notify menu of the parcel page: an e-mail to the parcel's owner, then its event. The command is
 * checked before the mail goes; the mail goes at most once per request (Idempotency-Key), and a retry
 * after a failure between the mail and the event records it without sending it again.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ParcelNotificationInput, ParcelParams>>()
  .use(httpPlatform({ name: 'notify-parcel-owner' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: parcelNotificationInputSchema, params: parcelParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { parcelId } = context.params;
    const streamId = streamIdOf('parcel', parcelId);
    const command: NotifyParcelOwner = {
      type: 'NotifyParcelOwner',
      data: { parcelId, template: context.body.template },
      metadata: { now: commandContext.now, actor: commandContext.actor },
    };
    const { state } = await loadState(parcelDecider, streamId);
    if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
    const owner = await customerCard(state.customerId);
    if (!owner) throw new NotFoundError(parcelNotFoundMessage);
    // The refusals (not received, not in storage) come before anything is sent.
    decideParcel(command, state);
    const notification = await notificationOf(command.data.template, state, commandContext.now);
    // The retry of this request (same Idempotency-Key) finds it sent.
    const sent = await notify({
      ...notification,
      customerId: state.customerId,
      to: owner,
      causeId: `parcel-notification:${commandContext.commandId}`,
      correlationId: commandContext.correlationId,
      now: commandContext.now,
    }).catch((error: unknown) => {
      throw new NotificationFailedError(error);
    });
    if (sent === 'withheld') throw new IllegalStateError(ownerUnsubscribedMessage);
    const outcome = await executeCommand({ decider: parcelDecider, streamType: 'parcel', streamId, command, context: commandContext });
    const result: ParcelNotificationResult = { id: parcelId, status: outcome.state.status, version: outcome.version, recipient: owner.email };
    return json(200, result);
  });
