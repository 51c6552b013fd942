import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import Stripe from 'stripe';
import { stripeEnvironmentVariables } from '../../functions/manifest';
import { dynamoDocuments, dynamoRoundTripCount } from '../../functions/platform/aws/dynamodb';
import { localTableName } from '../../infra/local/local-config';
import { createAccount } from '../../infra/local/seed';
import { shippingAddress, storedParcel } from '../support/shipments';
import { startBenchRuntime } from './bench-runtime';
import { ms, percentile } from './stats';

/**
 * `npm run bench:webhook`: Stripe's webhook as Stripe calls it — a signed `checkout.session.completed`
 * for a quote payment, checked on its raw body, deduplicated, turned into the payment's event — timed
 * over HTTP with its DynamoDB round-trips; then the same event delivered again (Stripe's retries and
 * duplicates); beside a bare PutItem of the same run. The reactions that follow (the quote cleared, the
 * invoice) run after the answer and are let finish between calls, as in their own Lambda.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const payments = Number(process.env.BENCH_PAYMENTS ?? 30);
process.env.LOG_LEVEL ??= 'warn';

const { runtime, site, signedIn, admin, stop } = await startBenchRuntime('webhook');
const account = await createAccount(site, { email: 'webhook-bench@passerelle.example', firstName: 'Wanda', lastName: 'Banc', phone: '+590 690 00 00 05', territory: 'martinique', admin: false });
const customer = await signedIn(account.email, account.password);

out(`  ${payments} devis à payer par carte préparés…`);
type Started = { paymentId: string; sessionId: string; amountCents: number };
const started: Started[] = [];
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };
for (let index = 0; index < payments; index += 1) {
  const parcel = await storedParcel(customer, admin);
  const requested = await customer.post<{ id: string }>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
  if (requested.status !== 201) throw new Error(`demande refusée : ${JSON.stringify(requested.body)}`);
  const processed = await admin.post<{ version: number }>(`/admin/api/shipments/${requested.body.id}/process`, processing);
  if (processed.status !== 200) throw new Error(`traitement refusé : ${JSON.stringify(processed.body)}`);
  const view = await customer.get<{ quote: { totalCents: number } | null }>(`/api/shipments/${requested.body.id}?version=${processed.body.version}`);
  const payment = await customer.post<{ paymentId: string; checkoutUrl: string }>('/api/payments/quote', { shipmentId: requested.body.id });
  if (payment.status !== 201) throw new Error(`paiement refusé : ${JSON.stringify(payment.body)}`);
  started.push({ paymentId: payment.body.paymentId, sessionId: payment.body.checkoutUrl.split('/').at(-1) ?? '', amountCents: view.body.quote?.totalCents ?? 0 });
}
await runtime.settle();

const secret = runtime.environment[stripeEnvironmentVariables.webhookSecret] ?? '';
const stripe = new Stripe('sk_test_bench');
/** The event Stripe sends when a checkout page is paid, signed as Stripe signs it. */
const completed = (payment: Started, index: number) => {
  const payload = JSON.stringify({
    id: `evt_bench_${index}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: payment.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: payment.amountCents,
        currency: 'eur',
        client_reference_id: payment.paymentId,
        metadata: { paymentId: payment.paymentId, purpose: 'quote' },
        payment_intent: `pi_bench_${index}`,
      },
    },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

type Figures = { durations: number[]; roundTrips: number[] };
const deliver = async (events: { payload: string; signature: string }[]): Promise<Figures> => {
  const figures: Figures = { durations: [], roundTrips: [] };
  for (const event of events) {
    const before = dynamoRoundTripCount();
    const begun = performance.now();
    const answer = await fetch(`${site}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload });
    figures.durations.push(performance.now() - begun);
    figures.roundTrips.push(dynamoRoundTripCount() - before);
    if (answer.status !== 200) throw new Error(`webhook ${answer.status} : ${await answer.text()}`);
    await answer.arrayBuffer();
    await runtime.settle();
  }
  return figures;
};

const events = started.map(completed);
const first = await deliver(events);
const again = await deliver(events);

const raw = new DynamoDBClient({ endpoint: runtime.environment.DYNAMODB_ENDPOINT, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const bare: number[] = [];
for (let index = 0; index < payments; index += 1) {
  const begun = performance.now();
  await raw.send(new PutItemCommand({ TableName: localTableName('Reservations'), Item: { reservation: { S: `bench-webhook#${index}` }, owner: { S: 'bench' } } }));
  bare.push(performance.now() - begun);
}

out();
out(`== Webhook Stripe : ${payments} paiements de devis confirmés, un à la fois, par HTTP`);
const line = (label: string, figures: Figures) =>
  out(
    `  ${label.padEnd(58)} p50 ${ms(percentile(figures.durations, 50)).padStart(10)}  p95 ${ms(percentile(figures.durations, 95)).padStart(10)}  p99 ${ms(percentile(figures.durations, 99)).padStart(10)}  allers-retours DynamoDB ${percentile(figures.roundTrips, 50)}`,
  );
line('première livraison : signature, paiement confirmé', first);
line('même événement livré à nouveau (doublon)', again);
line('PutItem nu (Reservations), même run', { durations: bare, roundTrips: bare.map(() => 1) });
out('  (les allers-retours comptent les requêtes DynamoDB du processus pendant l’appel ; les réactions suivent la réponse)');

raw.destroy();
await stop();
dynamoDocuments().destroy();
