import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('sends again, after a restart, the deliveries that were still being retried when it stopped', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stripe-stand-in-'));
    const received: string[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push((Stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), request.headers['stripe-signature'] ?? '', keys.webhookSecret) as Stripe.Event).type);
        response.writeHead(received.length === 1 ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`;
    const chaos = { random: false, duplicates: 0, reorder: false } as const;
    // The first answer is a 500, and the retry would come a minute later: the stand-in stops before.
    const first = await startStripeStandIn({ port: 0, ...keys, dataDir, webhookUrl, chaos, retryDelaysMs: [60_000] });
    const stripe = new Stripe(keys.secretKey, { host: '127.0.0.1', port: first.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Devis' } } }],
      success_url: 'http://127.0.0.1/ok',
    });
    await stripe.checkout.sessions.expire(session.id);
    for (let waited = 0; received.length === 0 && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.stop();
    expect(received).toEqual(['checkout.session.expired']);

    const second = await startStripeStandIn({ port: 0, ...keys, dataDir, webhookUrl, chaos });
    for (let waited = 0; received.length === 1 && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await second.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    expect(received).toEqual(['checkout.session.expired', 'checkout.session.expired']);
  });
});
