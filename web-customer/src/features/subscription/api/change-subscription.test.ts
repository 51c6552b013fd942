import { describe, expect, it } from 'vitest';
import { aSubscription } from '@/testing/data-generators';
import { jsonResponse, stubFetchByPath } from '@/testing/test-utils';
import { changeSubscription } from './change-subscription';

const monthly = aSubscription({ plan: 'premium_monthly', status: 'active', subscribedPlan: 'premium_monthly', canUpgrade: true, version: 7 });
const yearly = aSubscription({ ...monthly, plan: 'premium_yearly', subscribedPlan: 'premium_yearly', canUpgrade: false, version: 9 });
const quick = { waitMs: 200, pauseMs: 10 };

describe('changeSubscription', () => {
  it('reads the subscription again after an upgrade until it shows the yearly plan Stripe confirmed', async () => {
    const calls = stubFetchByPath({
      'POST /api/subscription/upgrade': () => jsonResponse(202, { version: 7, status: 'active' }),
      '/api/subscription': [() => jsonResponse(200, monthly), () => jsonResponse(200, monthly), () => jsonResponse(200, yearly)],
    });
    expect(await changeSubscription('upgrade', quick)).toEqual({ subscription: yearly, settled: true });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  });

  it('says the upgrade is not settled when the yearly plan does not show within the wait, with the subscription as it stands', async () => {
    stubFetchByPath({
      'POST /api/subscription/upgrade': () => jsonResponse(202, { version: 7, status: 'active' }),
      '/api/subscription': () => jsonResponse(200, monthly),
    });
    expect(await changeSubscription('upgrade', quick)).toEqual({ subscription: monthly, settled: false });
  });

  it('takes a cancellation as shown at the answered version, without waiting', async () => {
    const cancelled = aSubscription({ ...monthly, status: 'cancelled', canUpgrade: false, version: 8 });
    const calls = stubFetchByPath({
      'POST /api/subscription/cancel': () => jsonResponse(200, { version: 8, status: 'cancelled' }),
      '/api/subscription': () => jsonResponse(200, cancelled),
    });
    expect(await changeSubscription('cancel', quick)).toEqual({ subscription: cancelled, settled: true });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/subscription/cancel', 'GET /api/subscription?version=8']);
  });
});
