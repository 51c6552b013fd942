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
import { customerCard, type CustomerCard } from '../customers/queries';
import { executeCommand, loadState } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { sendMail, type Mail } from '../platform/mail';
import { shipmentMailOf } from '../shipments/queries';
import { doOnce } from '../platform/reservations';
import { packageReceivedMail } from './parcel-mails';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';
import { storageReminderMail } from './storage-mails';

/** 502: the mail service refused or failed; nothing was recorded and the same request may be sent again. */
class NotificationFailedError extends DomainError {
  readonly status = 502;
  constructor(cause: unknown) {
    super(notificationFailedMessage, { cause });
    this.name = 'NotificationFailedError';
  }
}

type KnownParcel = Exclude<ParcelState, { status: 'unknown' }>;

/** The e-mail of a template, saying what is true of the parcel today. */
const mailOf = async (template: ParcelNotificationTemplate, parcel: KnownParcel, owner: CustomerCard, now: Date): Promise<Mail> => {
  const to = { email: owner.email, firstName: owner.firstName };
  switch (template) {
    case 'package_received':
      return packageReceivedMail(to, { trackingNumber: parcel.trackingNumber, photoCount: parcel.photoUploadIds.length });
    case 'storage_reminder': {
      // the command refuses a parcel without storage terms before this; the check is here for the types
      if (!parcel.storage) throw new IllegalStateError(notificationRefusedMessages.storage_reminder);
      const { terms, feesCents } = parcel.storage;
      const today = storageDayOf(now);
      return storageReminderMail(
        to,
        { trackingNumber: parcel.trackingNumber, terms },
        {
          parcelId: parcel.parcelId,
          kind: today >= firstPaidDay(terms) ? 'fees_accruing' : 'free_period_ending',
          day: today,
          freeDaysLeft: freeDaysLeft(terms, today),
          feesAccruedCents: feesCents,
        },
      );
    }
    // what its shipment says now (the command has checked the parcel's side)
    case 'quote_ready':
    case 'package_shipped': {
      const mail = parcel.shipmentId === null ? null : await shipmentMailOf(parcel.shipmentId, template, to);
      if (!mail) throw new IllegalStateError(notificationRefusedMessages[template]);
      return mail;
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
    const commandContext = commandContextOf(context, new Date());
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
    const mail = await mailOf(command.data.template, state, owner, commandContext.now);
    // The retry of this request finds the send taken.
    await doOnce(`parcel-notification#${commandContext.commandId}`, async () => {
      await sendMail(mail).catch((error: unknown) => {
        throw new NotificationFailedError(error);
      });
    }, commandContext.now);
    const outcome = await executeCommand({ decider: parcelDecider, streamType: 'parcel', streamId, command, context: commandContext });
    const result: ParcelNotificationResult = { id: parcelId, status: outcome.state.status, version: outcome.version, recipient: owner.email };
    return json(200, result);
  });
