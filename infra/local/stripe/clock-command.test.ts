import { afterEach, describe, expect, it } from 'vitest';
import { localStripeKeys } from '../local-config';
import { advanceStandInClock, clockUsage } from './clock-command';
import { startStripeStandIn, type StripeStandIn } from './server';

let standIn: StripeStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

describe('npm run stripe:clock', () => {
  it('advances the running stand-in by the days asked and says so in one French line', async () => {
    standIn = await startStripeStandIn({ port: 0, ...localStripeKeys });
    const result = await advanceStandInClock(['--days', '31'], { PASSERELLE_PORT: String(standIn.port - 5) });
    expect(result.ok).toBe(true);
    expect(result.line).toMatch(/^Horloge du Stripe local avancée de 31 jour\(s\) : nous y sommes le .+ \(heure de Paris\), aucun événement\.$/);
    const clock = (await (await fetch(`${standIn.url}/_stand-in/clock`, { headers: { authorization: `Bearer ${localStripeKeys.secretKey}` } })).json()) as { offsetSeconds: number };
    expect(clock.offsetSeconds).toBe(31 * 86_400);
  });

  it('says in one line that the product is stopped when nothing answers', async () => {
    expect(await advanceStandInClock(['--days', '1'], { PASSERELLE_PORT: '1' })).toEqual({
      ok: false,
      line: 'Le Stripe local ne répond pas sur 127.0.0.1:6 : lancez npm start dans un autre terminal, puis relancez npm run stripe:clock.',
    });
  });

  it('asks for a duration, and leaves a real Stripe account alone', async () => {
    expect(await advanceStandInClock(['--days', 'trente'], {})).toEqual({ ok: false, line: clockUsage });
    expect(await advanceStandInClock([], {})).toEqual({ ok: false, line: clockUsage });
    expect((await advanceStandInClock(['--days', '1'], { STRIPE_SECRET_KEY: 'sk_test_account', STRIPE_WEBHOOK_SECRET: 'whsec_account' })).line).toContain('vrai compte Stripe');
  });
});
