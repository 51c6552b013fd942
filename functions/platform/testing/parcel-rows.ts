import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { StoredEvent } from '../../../events/catalog';
import { buildChangeset } from '../command';
import { anyProjection, type Projection } from '../projection';
import type { TableDefinition } from '../tables';
import { vouchedEnd } from './stream-ends';

/** The platform's projection tests' read model: one row per parcel, on a table of its own. */
export const rowsTable = { name: 'Rows', envVar: 'ROWS_TABLE', partitionKey: { name: 'parcelId', type: 'S' }, indexes: {}, kind: 'read-model' } as const satisfies TableDefinition;
/** Its row: the parcel and its status. */
export const statusRowSchema = z.object({ parcelId: z.string(), status: z.string() });

/** A small projection counting its rows in all and by status, as the parcels list does. */
export const statusProjection = anyProjection({
  name: 'project-statuses',
  description: 'statuts',
  table: rowsTable,
  eventTypes: ['ParcelDeclared', 'ParcelReceived'],
  rowSchema: statusRowSchema,
  keyOf: (event) => ({ parcelId: event.data.parcelId }),
  evolve: (_row, event) => ({ parcelId: event.data.parcelId, status: event.type === 'ParcelDeclared' ? 'declared' : 'received' }),
  countersOf: (row) => ['all', `status#${row.status}`],
} satisfies Projection<z.infer<typeof statusRowSchema>, 'ParcelDeclared' | 'ParcelReceived'>);

/**
 * A parcel's changeset at a version of its stream: its declaration (1 kg) first, then its reception (1.2 kg).
 * Appended to the event store, or its one event delivered straight to a projection.
 */
export const parcelChangesetAt = (parcelId: string, currentVersion: number) => {
  const data =
    currentVersion === 0
      ? {
          type: 'ParcelDeclared' as const,
          data: {
            parcelId,
            customerId: 'c1',
            trackingNumber: `TRK${parcelId}`,
            carrier: 'DHL' as const,
            category: 'autre' as const,
            description: 'Colis',
            sender: { name: 'Boutique', phone: '0102030405', email: 'boutique@example.com' },
            weightGrams: 1000,
            lengthCm: 30,
            widthCm: 20,
            heightCm: 10,
            declaredValueCents: 5000,
            instructions: '',
          },
        }
      : { type: 'ParcelReceived' as const, data: { parcelId, weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 } };
  return buildChangeset({
    streamId: `parcel-${parcelId}`,
    streamType: 'parcel',
    currentVersion: vouchedEnd(currentVersion),
    events: [data],
    context: { commandId: randomUUID(), requestFingerprint: 't', correlationId: 'c', causationId: null, actor: { kind: 'system', id: 't' }, now: new Date() },
  });
};

/** The one event of that changeset, as a delivery hands it to a projection. */
export const parcelEventAt = (parcelId: string, currentVersion: number): StoredEvent => parcelChangesetAt(parcelId, currentVersion).events[0] as StoredEvent;
