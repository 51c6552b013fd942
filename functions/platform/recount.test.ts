import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { anyProjection, applyToReadModel, countsWriter, type Projection } from './projection';
import { getCounts } from './read-models';
import { reconcileReaders } from './reconcile';
import { checkpointsTable } from './state-tables';
import { countsTable, tableNameOf } from './tables';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { parcelEventAt as eventAt, rowsTable } from './testing/parcel-rows';

const rowSchema = z.object({ parcelId: z.string(), status: z.string(), grams: z.number() });

/** Rows counted in all and by status, and their grams summed. */
const statusProjection = anyProjection({
  name: 'project-statuses',
  description: 'statuts',
  table: rowsTable,
  eventTypes: ['ParcelDeclared', 'ParcelReceived'],
  rowSchema,
  keyOf: (event) => ({ parcelId: event.data.parcelId }),
  evolve: (_row, event) => ({ parcelId: event.data.parcelId, status: event.type === 'ParcelDeclared' ? 'declared' : 'received', grams: event.data.weightGrams }),
  countersOf: (row) => ['all', `status#${row.status}`],
  amountsOf: (row) => ({ grams: row.grams }),
} satisfies Projection<z.infer<typeof rowSchema>, 'ParcelDeclared' | 'ParcelReceived'>);


const totals = async () => Object.fromEntries(await getCounts(['all', 'status#declared', 'status#received', 'status#lost', 'grams']));

describe('the recount of a projection’s totals by the reconciliation', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([rowsTable, countsTable, checkpointsTable]));
  });
  afterAll(async () => {
    dynamoDocuments().destroy();
    await stop();
  });

  it('sets right again, over runs of a page each, totals that drifted from the rows, and leaves right ones alone', async () => {
    const parcels = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const parcelId of parcels) await applyToReadModel(statusProjection, eventAt(parcelId, 0));
    await applyToReadModel(statusProjection, eventAt(parcels[0] as string, 1));
    // One reception whose write of the totals failed: its moves wait on the row, not in the totals.
    const apply = countsWriter.apply;
    countsWriter.apply = async () => {
      throw new Error('écriture des totaux en échec');
    };
    await expect(applyToReadModel(statusProjection, eventAt(parcels[1] as string, 1))).rejects.toThrow();
    countsWriter.apply = apply;
    const right = { all: 4, 'status#declared': 3, 'status#received': 1, 'status#lost': 0, grams: 4200 };
    expect(await totals()).toEqual(right);

    // Drifted: counted twice, a total that no row counts any more, a total lost.
    const counts = tableNameOf(countsTable);
    await dynamoDocuments().send(new UpdateCommand({ TableName: counts, Key: { counter: 'all' }, UpdateExpression: 'SET #count = :wrong', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':wrong': 5 } }));
    await dynamoDocuments().send(new UpdateCommand({ TableName: counts, Key: { counter: 'grams' }, UpdateExpression: 'SET #count = :wrong', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':wrong': 3000 } }));
    await dynamoDocuments().send(new PutCommand({ TableName: counts, Item: { counter: 'status#lost', count: -1, owner: rowsTable.name } }));
    await dynamoDocuments().send(new DeleteCommand({ TableName: counts, Key: { counter: 'status#received' } }));

    // Runs well after these moves (a total that moved during the pass is left to the next), each of one slice.
    const later = new Date(Date.now() + 5 * 60_000);
    const run = async () => {
      const [report] = await reconcileReaders([], { now: later, maxMs: 0 }, [statusProjection]);
      expect(report?.failed).toEqual([]);
      return report;
    };
    // The rows' page: nothing set yet, where the pass stands is kept for the next run.
    expect(await run()).toMatchObject({ healed: 0, slices: 1 });
    expect((await totals()).all).toBe(5);
    // The totals' page, then the totals no item holds.
    expect(await run()).toMatchObject({ healed: 3 });
    expect(await run()).toMatchObject({ healed: 1 });
    expect(await totals()).toEqual(right);

    // The reception waiting on its row is finished by its redelivery, and the totals stay right.
    expect(await applyToReadModel(statusProjection, eventAt(parcels[1] as string, 1))).toBe('healed');
    const received = { ...right, 'status#declared': 2, 'status#received': 2, grams: 4400 };
    expect(await totals()).toEqual(received);
    for (let run = 0; run < 4; run += 1) await reconcileReaders([], { now: new Date(Date.now() + 10 * 60_000), maxMs: 0 }, [statusProjection]);
    expect(await totals()).toEqual(received);
  });
});
