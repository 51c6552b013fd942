import { createHmac } from 'node:crypto';
import type { StripeEvent } from './objects';

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export const signatureHeader = (body: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;

/**
 * How deliveries misbehave, as Stripe's do: some events arrive twice, and the events of one action
 * (a payment, a renewal) arrive in any order. `random` draws both from a seeded generator; the
 * control endpoint fixes them for tests (`duplicates`: extra copies of every event; `reorder`: the
 * events of one action delivered last first).
 */
export type DeliveryChaos = { random: true; seed: number } | { random: false; duplicates: number; reorder: boolean };

/** Backoff between attempts of one delivery, short locally (Stripe retries for three days). */
export const defaultRetryDelaysMs = [200, 500, 1000, 2000, 5000, 10_000];

/** mulberry32: a small seeded generator, so a run's chaos can be replayed from its seed. */
const seeded = (seed: number) => {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export type DeliveryLog = { eventId: string; type: string; attempt: number; status: number | 'network-error'; at: string };

/**
 * Sends events to the webhook URL one delivery at a time, in the order queued; a delivery answered
 * by a non-2xx or a network error is queued again after the next backoff delay, then given up and
 * logged. Signatures use the wall clock, never the stand-in's advanced clock: the receiver checks
 * the timestamp against its own time.
 */
export const createDeliveries = (options: {
  url: string | undefined;
  secret: string;
  retryDelaysMs?: number[];
  log?: (message: string, fields?: Record<string, unknown>) => void;
}) => {
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const log = options.log ?? (() => undefined);
  let chaos: DeliveryChaos = { random: true, seed: Date.now() % 1_000_000 };
  let random = seeded(chaos.seed);
  const queue: { event: StripeEvent; attempt: number; delivery: number }[] = [];
  /** every delivery not yet answered 2xx nor given up, by number: what a restart sends again */
  const outstanding = new Map<number, StripeEvent>();
  let deliveries = 0;
  const timers = new Set<NodeJS.Timeout>();
  const history: DeliveryLog[] = [];
  let sending: Promise<void> | undefined;
  let stopped = false;
  const idleWaiters: (() => void)[] = [];

  const isIdle = () => queue.length === 0 && timers.size === 0 && !sending;
  const notifyIdle = () => {
    if (isIdle()) for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const attempt = async (event: StripeEvent, attempt: number): Promise<boolean> => {
    if (!options.url) return true;
    const body = JSON.stringify(event, null, 2);
    let status: number | 'network-error';
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(body, options.secret, Math.floor(Date.now() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
    } catch {
      status = 'network-error';
    }
    history.push({ eventId: event.id, type: event.type, attempt, status, at: new Date().toISOString() });
    if (history.length > 500) history.splice(0, history.length - 500);
    return typeof status === 'number' && status >= 200 && status < 300;
  };

  const pump = () => {
    if (sending || stopped) return;
    const next = queue.shift();
    if (!next) return notifyIdle();
    sending = (async () => {
      const delivered = await attempt(next.event, next.attempt);
      if (delivered) outstanding.delete(next.delivery);
      else if (!stopped) {
        const delay = delays[next.attempt - 1];
        if (delay === undefined) {
          outstanding.delete(next.delivery);
          log('webhook Stripe abandonné après toutes ses tentatives', { event: next.event.id, type: next.event.type, url: options.url });
        } else {
          const timer = setTimeout(() => {
            timers.delete(timer);
            queue.push({ ...next, attempt: next.attempt + 1 });
            pump();
          }, delay);
          timers.add(timer);
        }
      }
    })().finally(() => {
      sending = undefined;
      pump();
    });
  };

  /** Queues the events of one action, with duplicates and reordering as the chaos says. */
  const send = (events: StripeEvent[], copies?: number) => {
    let batch = [...events];
    if (copies !== undefined) batch = batch.flatMap((event) => Array.from({ length: copies }, () => event));
    else if (chaos.random) {
      batch = batch.flatMap((event) => (random() < 0.2 ? [event, event] : [event]));
      if (random() < 0.3) batch.reverse();
    } else {
      const { duplicates } = chaos;
      batch = batch.flatMap((event) => Array.from({ length: 1 + duplicates }, () => event));
      if (chaos.reorder) batch.reverse();
    }
    for (const event of batch) {
      deliveries += 1;
      outstanding.set(deliveries, event);
      queue.push({ event, attempt: 1, delivery: deliveries });
    }
    pump();
  };

  return {
    send,
    chaos: () => chaos,
    setChaos: (next: DeliveryChaos) => {
      chaos = next;
      if (next.random) random = seeded(next.seed);
    },
    history: () => [...history],
    /** the events of the deliveries still under way (queued, being sent or waiting for a retry) */
    outstanding: () => [...outstanding.values()],
    /** resolves once nothing is queued, being sent or waiting for a retry */
    idle: () => new Promise<void>((resolve) => (isIdle() ? resolve() : idleWaiters.push(resolve))),
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      queue.length = 0;
      await sending;
      notifyIdle();
    },
  };
};
