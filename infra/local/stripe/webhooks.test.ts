import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { parseForm } from './form';
import { startStandInUnderTest } from './stand-in-fixture';
import { signatureHeader } from './webhooks';

let standIn: Awaited<ReturnType<typeof startStandInUnderTest>> | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const paidQuote = async (under: NonNullable<typeof standIn>) => {
  const session = await under.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 2, price_data: { currency: 'eur', unit_amount: 800, product_data: { name: 'Devis' } } }],
    success_url: 'http://127.0.0.1/ok',
  });
  expect((await under.pay(session.url)).status).toBe(303);
  return session;
};

describe('Stripe stand-in: webhook deliveries', () => {
  it('retries a delivery answered 500 twice, with backoff, until the receiver answers 200', async () => {
    standIn = await startStandInUnderTest({ answers: [500, 500] });
    await paidQuote(standIn);
    await standIn.settled();
    expect(standIn.deliveries.map((delivery) => [delivery.event.type, delivery.answered])).toEqual([
      ['checkout.session.completed', 500],
      ['checkout.session.completed', 500],
      ['checkout.session.completed', 200],
    ]);
    expect(new Set(standIn.deliveries.map((delivery) => delivery.event.id)).size).toBe(1);
  });

  it('gives a delivery up after its last retry', async () => {
    standIn = await startStandInUnderTest({ answers: [503, 503, 503, 503, 503], retryDelaysMs: [10, 10] });
    await paidQuote(standIn);
    await standIn.settled();
    expect(standIn.deliveries.map((delivery) => delivery.answered)).toEqual([503, 503, 503]);
  });

  it('sends duplicates and the events of one action last first when told to', async () => {
    standIn = await startStandInUnderTest();
    await standIn.control('deliveries', { duplicates: 1, reorder: true });
    const { monthly } = await standIn.plans();
    await standIn.subscribe(monthly);
    const types = (await standIn.delivered()).map((event) => event.type);
    expect(types).toEqual(['invoice.paid', 'invoice.paid', 'checkout.session.completed', 'checkout.session.completed']);
  });

  it('redelivers one event as many times as asked', async () => {
    standIn = await startStandInUnderTest();
    await paidQuote(standIn);
    const [completed] = await standIn.delivered();
    await standIn.control(`events/${completed?.id}/redeliver?times=5`, {});
    const all = await standIn.delivered();
    expect(all.map((event) => event.id)).toEqual(Array.from({ length: 6 }, () => completed?.id));
    expect(standIn.refused).toEqual([]);
  });

  it('in random mode, delivers every event at least once whatever the seed', async () => {
    standIn = await startStandInUnderTest();
    await standIn.control('deliveries', { random: true, seed: 7 });
    for (let count = 0; count < 5; count += 1) await paidQuote(standIn);
    const ids = (await standIn.delivered()).map((event) => event.id);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('webhook signature', () => {
  it('is the one the SDK verifies, and a changed body is refused', () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });
    const header = signatureHeader(body, 'whsec_test', Math.floor(Date.now() / 1000));
    expect(Stripe.webhooks.constructEvent(body, header, 'whsec_test').id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(body.replace('evt_1', 'evt_2'), header, 'whsec_test')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('form bodies with bracket keys', () => {
  it('reads nested objects and indexed arrays as the SDK writes them', () => {
    expect(
      parseForm('mode=payment&line_items[0][price_data][unit_amount]=1600&line_items[0][quantity]=1&line_items[1][price]=price_1&metadata[quoteId]=q%201&expand[]=a&expand[]=b'),
    ).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '1600' }, quantity: '1' }, { price: 'price_1' }],
      metadata: { quoteId: 'q 1' },
      expand: ['a', 'b'],
    });
    expect(parseForm('line_items%5B0%5D%5Bprice%5D=p')).toEqual({ line_items: [{ price: 'p' }] });
  });
});
