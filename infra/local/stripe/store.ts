import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Charge,
  CheckoutDetails,
  CheckoutSession,
  Customer,
  Invoice,
  PaymentIntent,
  Price,
  Product,
  Refund,
  StripeEvent,
  Subscription,
} from './objects';

/** A stored answer to a POST, replayed to a retry that carries the same `Idempotency-Key`. */
export type StoredResponse = { fingerprint: string; status: number; body: string; at: number };

export type StandInState = {
  /** seconds added to the wall clock by `POST /_stand-in/clock`: renewals and expiries follow it */
  clockOffsetSeconds: number;
  invoiceSequence: number;
  customers: Record<string, Customer>;
  products: Record<string, Product>;
  prices: Record<string, Price>;
  checkoutSessions: Record<string, CheckoutSession>;
  checkoutDetails: Record<string, CheckoutDetails>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  /** the card each customer last paid with: a 4000 0000 0000 0341 card fails every later charge */
  cards: Record<string, { last4: string; failsLater: boolean }>;
  /**
   * money on its way, by the session (a SEPA debit) or the refund it settles: succeeds, or fails, once
   * the clock passes `at`
   */
  settlements: Record<string, { object: 'checkout.session' | 'refund'; at: number; fails: boolean }>;
  /** the latest events, newest last, for redelivery and for the stand-in's own page */
  events: StripeEvent[];
  /** ids of the events whose delivery was under way when the stand-in stopped: sent again at start */
  undelivered: string[];
  idempotency: Record<string, StoredResponse>;
};

export const emptyState = (): StandInState => ({
  clockOffsetSeconds: 0,
  invoiceSequence: 0,
  customers: {},
  products: {},
  prices: {},
  checkoutSessions: {},
  checkoutDetails: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  subscriptions: {},
  invoices: {},
  cards: {},
  settlements: {},
  events: [],
  undelivered: [],
  idempotency: {},
});

const keptEvents = 200;
/** Stripe forgets a key after 24 hours; the stand-in also keeps at most this many answers. */
const keptResponses = 300;

/**
 * The state in one readable JSON file (`<dataDir>/stripe/state.json`), rewritten whole after each
 * change through a temporary file, so a stop mid-write leaves the previous version. Without a
 * folder (tests), it lives in memory only.
 */
export const openStore = (directory: string | undefined): { state: StandInState; save: () => void } => {
  const file = directory ? join(directory, 'state.json') : undefined;
  const state: StandInState = file && existsSync(file) ? { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<StandInState>) } : emptyState();
  const save = () => {
    if (state.events.length > keptEvents) state.events.splice(0, state.events.length - keptEvents);
    const dayAgo = Math.floor(Date.now() / 1000) + state.clockOffsetSeconds - 86_400;
    for (const [key, response] of Object.entries(state.idempotency)) if (response.at < dayAgo) delete state.idempotency[key];
    const responses = Object.entries(state.idempotency);
    if (responses.length > keptResponses) {
      responses.sort(([, left], [, right]) => left.at - right.at);
      for (const [key] of responses.slice(0, responses.length - keptResponses)) delete state.idempotency[key];
    }
    if (!directory || !file) return;
    mkdirSync(directory, { recursive: true });
    writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 1)}\n`);
    renameSync(`${file}.tmp`, file);
  };
  return { state, save };
};
