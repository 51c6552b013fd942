import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { storageDayOf } from '../../domain/parcel/storage';
import { storageFeesBilledOn } from '../../domain/parcel/storage-commands';
import type { ReturnStep } from '../../domain/parcel/return-steps';
import { executeCommand, type CommandContext } from '../platform/command';
import { storageAccrualContextOf } from './accrue-storage-fees';
import type { Carrier } from '../../events/parcel-events';
import type { ReceiveParcelInput } from '../../domain/parcel/parcel-input';
import { planInForce } from '../subscriptions/queries';

/**
 * The parcels aggregate's published commands: what other aggregates may ask of a parcel. A shipment
 * that issues a quote asks its parcels to accrue their storage fees first, so the quote bills exactly
 * the fees recorded as events on them.
 */

/**
 * The storage fees of the box's parcels up to today, accrued first (the daily job's own command for the
 * day, so a later run of the job changes nothing): the quote bills exactly the fees recorded as events.
 */
export const accrueStorageFeesThroughToday = async (parcelIds: readonly string[], context: CommandContext): Promise<number> => {
  const day = storageDayOf(context.now);
  let total = 0;
  for (const parcelId of parcelIds) {
    const accrual = storageAccrualContextOf(parcelId, day, context.correlationId, context.now);
    const outcome = await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: { type: 'AccrueStorage', data: { parcelId, day }, metadata: { now: context.now, actor: accrual.actor } },
      context: accrual,
    });
    // accrued through the day just now: the same figure the processing panel showed (`storageFeesBilledAt`)
    total += storageFeesBilledOn(outcome.state, day);
  }
  return total;
};


/** The parcels follow an event of their shipment (the reaction's own command ids: applying it twice appends nothing). */
export { followShipmentEvent } from './shipment-steps-reaction';

/**
 * The parcel follows its return request: out of storage when the return starts (fees stop), back when
 * it is refused, `returned` when it is closed. The caller's context is the reaction's (its command id
 * derived from the return's event): applying it twice appends nothing.
 */
export const applyReturnStep = async (parcelId: string, returnId: string, step: ReturnStep, context: CommandContext): Promise<void> => {
  await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId: streamIdOf('parcel', parcelId),
    command: { type: 'ApplyReturnStep', data: { parcelId, returnId, ...step }, metadata: { now: context.now, actor: context.actor } },
    context,
  });
};

/**
 * Goods bought for a customer (buy for me) arrived at the warehouse: they become the customer's parcel,
 * declared on his behalf (the shop as sender) and received at once with the measurements taken, so it
 * follows the normal parcel life. Each step has its own command id: a retry appends nothing twice.
 */
export const receiveGoodsBoughtForCustomer = async (
  goods: {
    parcelId: string;
    customerId: string;
    shopName: string;
    carrier: Carrier;
    trackingNumber: string;
    description: string;
    declaredValueCents: number;
    measurements: ReceiveParcelInput;
  },
  context: CommandContext,
): Promise<{ status: string; version: number }> => {
  const streamId = streamIdOf('parcel', goods.parcelId);
  await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId,
    command: {
      type: 'DeclareParcel',
      data: {
        parcelId: goods.parcelId,
        customerId: goods.customerId,
        declaration: {
          senderName: goods.shopName,
          senderPhone: '',
          senderEmail: '',
          carrier: goods.carrier,
          trackingNumber: goods.trackingNumber,
          description: goods.description,
          category: 'autre',
          ...goods.measurements,
          declaredValueEuros: goods.declaredValueCents / 100,
          instructions: '',
        },
      },
      metadata: { now: context.now, actor: context.actor },
    },
    context: { ...context, commandId: `${context.commandId}:declare` },
  });
  const plan = await planInForce(goods.customerId, context.now);
  const received = await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId,
    command: { type: 'ReceiveParcel', data: { parcelId: goods.parcelId, measurements: goods.measurements, plan }, metadata: { now: context.now, actor: context.actor } },
    context: { ...context, commandId: `${context.commandId}:receive` },
  });
  return { status: received.state.status, version: received.version };
};

/**
 * The parcel received during a Premium period that a full refund ended takes the free plan's storage
 * terms from the refund's instant. The caller's context is the reaction's, its command id derived from
 * the refund's event and the parcel: applying it twice appends nothing.
 */
export const shortenFreeStorage = async (parcelId: string, refund: { paymentId: string; refundedAt: string }, context: CommandContext): Promise<void> => {
  await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId: streamIdOf('parcel', parcelId),
    command: { type: 'ShortenFreeStorage', data: { parcelId, ...refund }, metadata: { now: context.now, actor: context.actor } },
    context,
  });
};
