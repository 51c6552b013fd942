import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeStandIn } from './server';

const keys = { secretKey: 'sk_test_persisted', webhookSecret: 'whsec_persisted' };
let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Stripe stand-in: state on disk', () => {
  it('keeps its objects and its clock across a restart, in a readable JSON file', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stripe-stand-in-'));
    const first = await startStripeStandIn({ port: 0, ...keys, dataDir });
    const stripe = new Stripe(keys.secretKey, { host: '127.0.0.1', port: first.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
    const customer = await stripe.customers.create({ email: 'garde@example.fr', metadata: { customerId: 'c-9' } });
    const advanced = await fetch(`${first.url}/_stand-in/clock`, { method: 'POST', headers: { authorization: `Bearer ${keys.secretKey}` }, body: '{"advanceSeconds":86400}' });
    expect(advanced.status).toBe(200);
    await first.stop();

    const saved = JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as { clockOffsetSeconds: number; customers: Record<string, unknown> };
    expect(saved.clockOffsetSeconds).toBe(86_400);
    expect(Object.keys(saved.customers)).toEqual([customer.id]);

    const second = await startStripeStandIn({ port: 0, ...keys, dataDir });
    const again = new Stripe(keys.secretKey, { host: '127.0.0.1', port: second.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
    expect(await again.customers.retrieve(customer.id)).toMatchObject({ email: 'garde@example.fr', metadata: { customerId: 'c-9' } });
    const clock = (await (await fetch(`${second.url}/_stand-in/clock`, { headers: { authorization: `Bearer ${keys.secretKey}` } })).json()) as { offsetSeconds: number };
    expect(clock.offsetSeconds).toBe(86_400);
    await second.stop();
  });
});
