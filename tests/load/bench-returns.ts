import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { ReturnEvent } from '../../events/return-events';
import { returnUrgencies } from '../../events/return-events';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { buildChangeset } from '../../functions/platform/command';
import { anyProjection, emptyState, foldIntoState, itemOf } from '../../functions/platform/projection';
import { writeItems } from '../../functions/platform/replay';
import { countsTable } from '../../functions/platform/tables';
import { returnsProjection } from '../../functions/returns/returns-projection';
import { returnsTable } from '../../functions/returns/returns-table';
import { localTableName } from '../../infra/local/local-config';
import { startBenchRuntime } from './bench-runtime';
import { measureConcurrently, ms } from './stats';
import { streamStart } from '../../functions/platform/changeset';

/**
 * `npm run bench:returns`: the staff's returns queue (a page of the requests to handle, oldest first;
 * the same filtered by urgency) at 1,000 then 10,000 requests, by 1 then 10 concurrent clients. The
 * rows are written straight into the read model, built by the returns projection itself from the
 * requests' events (so their shape and their list keys are the projection's), with their totals in the
 * counts read model. The goal: a page costs the same whatever the number of requests, p99 under 100 ms.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const requestCounts = (process.env.BENCH_RETURNS ?? '1000,10000').split(',').map(Number);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const secondsPerCase = Number(process.env.BENCH_LIST_SECONDS ?? 15);
const clientCounts = [1, 10];
process.env.LOG_LEVEL ??= 'warn';

const { admin, stop } = await startBenchRuntime('returns');
const projection = anyProjection(returnsProjection);
const seededCounts = new Map<string, number>();
const startedAt = Date.now();

/** Request n: of one of 500 customers, its urgency in turn, a third of them already received at the return warehouse. */
const rowOf = (index: number): Record<string, unknown> => {
  const returnId = `retour${String(index).padStart(7, '0')}`;
  const streamId = streamIdOf('return', returnId);
  const now = new Date(startedAt - (100_000 - index) * 60_000);
  const context = { commandId: randomUUID(), requestFingerprint: 'bench', correlationId: randomUUID(), causationId: null, actor: { kind: 'system' as const, id: 'bench' }, now };
  const changes: ReturnEvent[] = [
    {
      type: 'ReturnRequestOpened',
      data: {
        returnId,
        reference: `RET-${now.getTime()}`,
        customerId: `client-${index % 500}`,
        parcelId: `colis-${index}`,
        parcelTrackingNumber: `TRK${index}`,
        type: 'remboursement',
        reason: 'defectueux',
        urgency: returnUrgencies[index % returnUrgencies.length] ?? 'normal',
        description: 'Écran fendu',
        weightGrams: 2000,
        lengthCm: null,
        widthCm: null,
        heightCm: null,
        costCents: 1250,
        paymentId: `paiement-${index}`,
        photos: [],
      },
    },
    { type: 'ReturnRequested', data: { returnId, paymentId: `paiement-${index}` } },
    ...(index % 3 === 0 ? [{ type: 'ReturnReceivedAtWarehouse' as const, data: { returnId } }] : []),
  ];
  const events = buildChangeset({ streamId, streamType: 'return', currentVersion: streamStart, events: changes, context }).events as StoredEvent[];
  const key = { returnId };
  const state = foldIntoState(projection, key, emptyState, events);
  if (!state.row) throw new Error('la projection ne fait pas de ligne');
  for (const counter of projection.countersOf?.(state.row) ?? []) seededCounts.set(counter, (seededCounts.get(counter) ?? 0) + 1);
  return itemOf(key, state, 1);
};

const addSeededCounts = async () => {
  for (const [counter, count] of seededCounts) {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: localTableName(countsTable.name),
        Key: { counter },
        UpdateExpression: 'ADD #count :count',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':count': count },
      }),
    );
  }
  seededCounts.clear();
};

const listUrl = (filter: Record<string, string>) =>
  `/admin/api/returns?${new URLSearchParams({ filter: JSON.stringify(filter), perPage: '25', sort: JSON.stringify(['requestedAt', 'ASC']) })}`;
const cases = [
  { label: 'file des retours : demandés, les plus anciens d’abord', path: listUrl({ status: 'requested' }) },
  { label: 'file filtrée : demandés et critiques', path: listUrl({ status: 'requested', urgency: 'critique' }) },
];

const tableName = localTableName(returnsTable.name);
const results: string[] = [];
let seeded = 0;
for (const total of requestCounts) {
  const seedStarted = performance.now();
  const rows = Array.from({ length: total - seeded }, (_unused, offset) => rowOf(seeded + offset));
  await writeItems(tableName, rows, 8);
  await addSeededCounts();
  seeded = total;
  out(`  ${total} demandes de retour semées (${rows.length} lignes écrites en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  for (const { label, path } of cases) {
    for (const clients of clientCounts) {
      const measured = await measureConcurrently(
        async () => {
          const response = await admin.get<{ items: unknown[]; total: number }>(path);
          return { status: response.status, rows: response.body.items.length, total: response.body.total };
        },
        { clients, calls, seconds: secondsPerCase },
      );
      results.push(
        `  ${String(total).padStart(6)}  ${label.padEnd(52)} ${String(clients).padStart(2)} client(s)  p50 ${ms(measured.p50).padStart(10)}  p99 ${ms(measured.p99).padStart(10)}  ${measured.rows} lignes / total ${measured.total}  statuts ${[...measured.statuses].join(',')}`,
      );
    }
  }
}

out();
out('== File des retours du back-office (une page de 25, par HTTP)');
for (const line of results) out(line);
await stop();
dynamoDocuments().destroy();
