import { randomUUID } from 'node:crypto';
import type { PurchaseEvent } from '../../events/purchase-events';
import { streamIdOf } from '../../events/envelope';
import { buildChangeset } from '../../functions/platform/command';
import { anyProjection, emptyState, foldIntoState, itemOf } from '../../functions/platform/projection';
import { writeItems } from '../../functions/platform/replay';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { purchasesProjection } from '../../functions/purchases/purchases-projection';
import { purchasesTable } from '../../functions/purchases/purchases-table';
import { localTableName } from '../../infra/local/local-config';
import { startBenchRuntime } from './bench-runtime';
import { measureConcurrently, ms } from './stats';
import { streamStart } from '../../functions/platform/changeset';

/**
 * `npm run bench:purchases`: the staff's buy-for-me queue over HTTP (a page of the requests waiting for
 * a quote, oldest first, and a page of another status) at 100 and at 10,000 requests in the read model:
 * each page is one Query of its status's index partition, so its time should not grow with N.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const counts = (process.env.BENCH_PURCHASES ?? '100,10000').split(',').map(Number);
const calls = Number(process.env.BENCH_CALLS ?? 200);
process.env.LOG_LEVEL ??= 'warn';

const { runtime, admin, stop } = await startBenchRuntime('purchases');
const projection = anyProjection(purchasesProjection);
const startedAt = Date.now();

/** A request as the live projection stores it: one in three quoted, the others waiting for a quote. */
const itemOfIndex = (index: number): Record<string, unknown> => {
  const purchaseId = `achat${String(index).padStart(7, '0')}`;
  const streamId = streamIdOf('purchase', purchaseId);
  const now = new Date(startedAt - index * 60_000);
  const context = { commandId: randomUUID(), requestFingerprint: 'bench', correlationId: randomUUID(), causationId: null, actor: { kind: 'system' as const, id: 'bench' }, now };
  const events: PurchaseEvent[] = [
    {
      type: 'PurchaseRequested',
      data: {
        purchaseId,
        customerId: `client-${index % 1000}`,
        shopName: 'Fnac',
        shopUrl: 'https://www.fnac.com',
        items: [{ name: 'Casque', options: '', url: '', statedPriceCents: 4999, quantity: 2 }],
        destination: 'martinique',
        instructions: '',
        plan: 'free',
        subtotalCents: 9998,
        feeCents: 1999,
        estimatedTotalCents: 11997,
      },
    },
  ];
  if (index % 3 === 0) {
    events.push({
      type: 'PurchaseQuoted',
      data: { purchaseId, items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }], itemsCents: 9500, plan: 'free', subscriptionVersion: 0, feeCents: 1999, estimatedWeightGrams: 1000, shippingEstimateCents: 900, shippingCharged: false, totalCents: 11499 },
    });
  }
  const stored = buildChangeset({ streamId, streamType: 'purchase', currentVersion: streamStart, events, context }).events;
  const key = { purchaseId };
  return itemOf(key, foldIntoState(projection, key, emptyState, stored), stored.length);
};

const cases = [
  { label: 'file « en attente de devis », une page de 25 (la plus ancienne d’abord)', path: '/admin/api/purchases?status=en_attente&perPage=25' },
  { label: 'file « devis envoyé », une page de 25', path: '/admin/api/purchases?status=devis_envoye&perPage=25' },
];

const tableName = localTableName(purchasesTable.name);
let seeded = 0;
const results: string[] = [];
for (const count of counts) {
  const seedStarted = performance.now();
  const items = Array.from({ length: count - seeded }, (_unused, offset) => itemOfIndex(seeded + offset));
  for (let start = 0; start < items.length; start += 5_000) await writeItems(tableName, items.slice(start, start + 5_000), 8);
  seeded = count;
  out(`  ${count} demandes semées (${items.length} lignes écrites en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  for (const { label, path } of cases) {
    const measured = await measureConcurrently(async () => {
      const answer = await admin.get<{ items: unknown[] }>(path);
      return { status: answer.status, rows: answer.body.items.length };
    }, { clients: 4, calls, seconds: 15 });
    results.push(`  N=${String(count).padStart(6)}  ${label.padEnd(72)} p50 ${ms(measured.p50).padStart(10)}  p99 ${ms(measured.p99).padStart(10)}  lignes ${measured.rows}  statuts ${[...measured.statuses].join(',')}`);
  }
}

out();
out(`== File des achats pour moi du back-office, par HTTP (4 clients, ${calls} appels par cas)`);
for (const line of results) out(line);
void runtime;
await stop();
dynamoDocuments().destroy();
