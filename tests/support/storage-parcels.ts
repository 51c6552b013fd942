import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { SubscriptionPlan } from '../../domain/pricing/plans';
import type { PlanInForce } from '../../domain/subscription/subscription';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { addDays } from '../../domain/parcel/storage';
import { projectionNamed } from '../../functions/catalog';
import { customersProjection, withIndexKeys } from '../../functions/customers/customers-projection';
import { parcelsProjection } from '../../functions/parcels/parcels-projection';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { executeCommand, type CommandContext } from '../../functions/platform/command';
import { loadStream } from '../../functions/platform/event-store';
import { applyToReadModel, emptyState, itemOf } from '../../functions/platform/projection';
import { tableNameOf } from '../../functions/platform/tables';

/**
 * Parcels and customers written straight to the store (with `useScratchTables`, out of reach of the
 * runtime's feed): a storage history at chosen dates, that the daily job's own function then accrues.
 */

export const contextAt = (now: Date, actor: CommandContext['actor']): CommandContext => ({
  commandId: randomUUID(),
  requestFingerprint: 'storage-test',
  correlationId: randomUUID(),
  causationId: null,
  actor,
  now,
});

/** A customer row as the customers projection writes it: the job reads the e-mail and first name there. */
export const customer = async (plan: SubscriptionPlan) => {
  const customerId = randomUUID();
  const email = `stockage-${customerId}@example.com`;
  const row = withIndexKeys({
    customerId,
    listPartition: 'customer',
    registeredKey: `2026-12-01T10:00:00.000Z#${customerId}`,
    email,
    firstName: 'Élodie',
    lastName: 'Durand',
    company: '',
    phone: '0690123456',
    address: '1 rue des Palmiers',
    postalCode: '97110',
    city: 'Pointe-à-Pitre',
    territory: 'guadeloupe',
    acceptMarketing: false,
    emailConfirmed: true,
    pendingEmail: '',
    frenchAddress: null,
    boxNumber: '',
    role: 'customer',
    registeredAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    clientReference: 'CLI-TEST01',
    subscription: plan,
    subscriptionActive: true,
    subscriptionEndsAt: plan === 'free' ? null : '2099-01-01T00:00:00.000Z',
  });
  const item = itemOf({ customerId }, { ...emptyState, row, streamVersions: { [`customer-${customerId}`]: 1 } }, 1);
  await dynamoDocuments().send(new PutCommand({ TableName: tableNameOf(customersProjection.table), Item: item }));
  return { customerId, email };
};

/** What the runtime's feed would do: every event of the parcel's stream applied to the parcels read model (duplicates skipped). */
export const project = async (parcelId: string) => {
  const projection = projectionNamed(parcelsProjection.name);
  for (const changeset of await loadStream(`parcel-${parcelId}`)) for (const event of changeset.events) await applyToReadModel(projection, event);
};

/** What the customer declares of the test parcels written straight to the store: a headset from Fnac, its tracking number from `prefix` and the parcel's id. */
export const headphonesDeclaration = (parcelId: string, prefix: string) => ({
  senderName: 'Fnac',
  senderPhone: '0102030405',
  senderEmail: 'fnac@example.com',
  carrier: 'Colissimo' as const,
  trackingNumber: `${prefix}${parcelId.slice(0, 8).toUpperCase()}`,
  description: 'Casque',
  category: 'electronique' as const,
  weightKg: 1.2,
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  declaredValueEuros: 129.99,
  instructions: '',
});

/**
 * A parcel declared by the customer and received at the warehouse at 10:00 (Paris, winter) on `receivedDay`, on the customer's
 * plan (a plan alone: read from an empty subscription stream, version 0).
 */
export const receivedParcel = async (owner: { customerId: string }, plan: SubscriptionPlan | PlanInForce, receivedDay: string) => {
  const parcelId = randomUUID();
  const streamId = `parcel-${parcelId}`;
  const declaredAt = new Date(`${addDays(receivedDay, -3)}T09:00:00Z`);
  await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId,
    command: {
      type: 'DeclareParcel',
      data: {
        parcelId,
        customerId: owner.customerId,
        declaration: headphonesDeclaration(parcelId, '6A'),
      },
      metadata: { now: declaredAt, actor: { kind: 'customer', id: owner.customerId } },
    },
    context: contextAt(declaredAt, { kind: 'customer', id: owner.customerId }),
  });
  const receivedAt = new Date(`${receivedDay}T09:00:00Z`);
  await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId,
    command: {
      type: 'ReceiveParcel',
      data: { parcelId, measurements: { weightKg: 1.3, lengthCm: 21, widthCm: 16, heightCm: 11 }, plan: typeof plan === 'string' ? { plan, version: 0 } : plan },
      metadata: { now: receivedAt, actor: { kind: 'admin', id: 'admin-test' } },
    },
    context: contextAt(receivedAt, { kind: 'admin', id: 'admin-test' }),
  });
  await project(parcelId);
  return parcelId;
};

