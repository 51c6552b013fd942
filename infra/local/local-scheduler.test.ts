import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { createLocalScheduler, rateToMs } from './local-scheduler';

describe('the local scheduler', () => {
  it('understands rate expressions only', () => {
    expect(rateToMs('rate(15 minutes)')).toBe(900_000);
    expect(rateToMs('rate(1 hour)')).toBe(3_600_000);
    expect(rateToMs('rate(30 seconds)')).toBe(30_000);
    expect(rateToMs('rate(1 second)')).toBe(1000);
    expect(() => rateToMs('cron(15 0 * * ? *)')).toThrow('non prise en charge localement');
  });

  it('runs every scheduled job of the manifest, a cron job at its local rate (the storage fees hourly)', () => {
    const scheduler = createLocalScheduler({ entries: manifest, run: async () => undefined });
    scheduler.stop();
    expect(scheduler.jobs).toContain('accrue-storage-fees');
    const accrual = manifest.find((entry) => entry.name === 'accrue-storage-fees');
    const healthCheck = manifest.find((entry) => entry.name === 'check-health');
    expect(healthCheck?.trigger).toMatchObject({ kind: 'schedule', expression: 'rate(1 minute)', localExpression: 'rate(30 seconds)' });
    expect(accrual?.trigger).toMatchObject({ kind: 'schedule', expression: 'cron(15 0 * * ? *)', timeZone: 'Europe/Paris', localExpression: 'rate(1 hour)' });
  });

  it('runs once, one after the other, each job whose period a move of the shifted clock covers', async () => {
    const ran: string[] = [];
    const scheduler = createLocalScheduler({ entries: manifest, run: async (entry) => void ran.push(entry.name) });
    scheduler.stop();
    expect(await scheduler.catchUp(60_000)).toEqual(['check-health']);
    expect(ran).toEqual(['check-health']);
    const month = await scheduler.catchUp(30 * 86_400_000);
    expect(month).toEqual(scheduler.jobs);
    expect(month).toEqual(expect.arrayContaining(['accrue-storage-fees', 'check-health']));
  });
});
