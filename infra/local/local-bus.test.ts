import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import type { HandlerEntry } from '../../functions/manifest';
import { createLocalBus, type EventLambda } from './local-bus';

const dir = mkdtempSync(join(tmpdir(), 'passerelle-bus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const subscriber: HandlerEntry = {
  name: 'parcels-projection',
  entry: 'functions/parcels/parcels-projection.ts',
  description: 'projection',
  trigger: { kind: 'events', eventTypes: ['ParcelDeclared'] },
  permissions: {},
};
const declared = { eventId: 'e1', type: 'ParcelDeclared', streamId: 'parcel-P1', occurredAt: new Date().toISOString() } as StoredEvent;
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED', $metadata: { attempts: 2 } });

const busFailing = (name: string, failure: (elapsedMs: number) => Error | undefined) => {
  const started = Date.now();
  let calls = 0;
  const handler: EventLambda = async () => {
    calls += 1;
    const error = failure(Date.now() - started);
    if (error) throw error;
  };
  const deadLetterFile = join(dir, `${name}.jsonl`);
  const bus = createLocalBus({ entries: [subscriber], loadHandler: async () => handler, deadLetterFile, log: () => undefined });
  return { bus, deadLetterFile, calls: () => calls };
};

describe('the local bus while the store is down', () => {
  it('keeps delivering an event through an outage longer than its retries, as EventBridge does, and delivers it once the store is back', async () => {
    const { bus, deadLetterFile, calls } = busFailing('outage', (elapsedMs) => (elapsedMs < 4_000 ? refused() : undefined));
    await bus.publish(declared);
    expect(existsSync(deadLetterFile)).toBe(false);
    expect(calls()).toBeGreaterThanOrEqual(5);
  });

  it('still gives up on a defect after its few retries, into the dead letters', async () => {
    const { bus, deadLetterFile, calls } = busFailing('defect', () => new TypeError("Cannot read properties of undefined (reading 'id')"));
    await bus.publish(declared);
    expect(calls()).toBe(5);
    expect(readFileSync(deadLetterFile, 'utf8')).toContain('parcels-projection');
  });
});
