import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the stand-in keeps, with the fields the product reads, shaped and placed as in
 * the `stripe` 23 SDK's types (API 2026-10-28): a subscription's period on its item, an invoice's
 * subscription under `parent.subscription_details`, its payment under `payments`.
 */
export type Metadata = Record<string, string>;
export type List<T> = { object: 'list'; data: T[]; has_more: false; url: string };
export const list = <T>(url: string, data: T[]): List<T> => ({ object: 'list', data, has_more: false, url });

export type Customer = { id: string; object: 'customer'; email: string | null; name: string | null; metadata: Metadata; created: number; livemode: false };
export type Product = { id: string; object: 'product'; name: string; active: boolean; metadata: Metadata; created: number; livemode: false };
export type Interval = 'day' | 'week' | 'month' | 'year';
export type Price = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  type: 'one_time' | 'recurring';
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed' } | null;
  lookup_key: string | null;
  nickname: string | null;
  billing_scheme: 'per_unit';
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  metadata: Metadata;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  locale: string | null;
  expires_at: number;
  created: number;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  /** what its page offers: the account's methods, or those the request allowed among them */
  payment_method_types: PaymentMethodType[];
  livemode: false;
};
/** The methods the stand-in's account enables: the card, paid at once, and SEPA debit, paid (or not) some time after the page. */
export const accountPaymentMethods = ['card', 'sepa_debit'] as const;
export type PaymentMethodType = (typeof accountPaymentMethods)[number];
/** What a session sells and carries over to the objects paid through it (Stripe keeps these apart too). */
export type CheckoutLine = { name: string; unitAmount: number; quantity: number; price: string | null };
export type CheckoutDetails = { lines: CheckoutLine[]; recurringInterval: Interval | null; paymentIntentMetadata: Metadata; subscriptionMetadata: Metadata };

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  latest_charge: string | null;
  metadata: Metadata;
  payment_method_types: PaymentMethodType[];
  created: number;
  livemode: false;
};
export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: boolean;
  paid: boolean;
  status: 'succeeded' | 'pending' | 'failed';
  /** charged back at once (the 4000 0000 0000 0259 card): Stripe refuses to refund it */
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  currency: string;
  customer: string | null;
  payment_intent: string;
  metadata: Metadata;
  payment_method_details: { type: 'card'; card: { brand: 'visa'; last4: string } } | { type: 'sepa_debit'; sepa_debit: { country: string; last4: string } };
  created: number;
  livemode: false;
};
export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
  /** why a failed refund failed, in Stripe's words */
  failure_reason: string | null;
  reason: string | null;
  metadata: Metadata;
  created: number;
};

export type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
  metadata: Metadata;
  created: number;
};
export type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  items: List<SubscriptionItem>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  billing_cycle_anchor: number;
  collection_method: 'charge_automatically';
  currency: string;
  latest_invoice: string | null;
  metadata: Metadata;
  start_date: number;
  created: number;
  livemode: false;
};

export type InvoiceLine = {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  quantity: number;
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: boolean; invoice_item: null };
  };
  subscription: string;
  metadata: Metadata;
};
export type InvoicePayment = {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  payment: { type: 'payment_intent'; payment_intent: string; charge: string | null };
  status: 'paid' | 'open';
  created: number;
};
export type Invoice = {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  customer_email: string | null;
  status: 'open' | 'paid' | 'uncollectible';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  /** as Stripe: the first invoice's period is its instant; a renewal's is the period that ended */
  period_start: number;
  period_end: number;
  lines: List<InvoiceLine>;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Metadata }; quote_details: null };
  payments: List<InvoicePayment>;
  status_transitions: { finalized_at: number; paid_at: number | null };
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids as Stripe's: a type prefix and 24 random characters (`cs_test_` for sessions in test mode). */
export const newId = (prefix: string): string =>
  `${prefix}_${Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('')}`;
