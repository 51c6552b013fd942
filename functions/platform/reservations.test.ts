import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { doOnce, reservationOf } from './reservations';
import { reservationsTable } from './state-tables';

describe('work done once per key', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([reservationsTable]));
  });
  afterAll(async () => stop());

  it('runs the work for the first caller only, even when both call at the same time', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const outcomes = await Promise.all([doOnce('mail#a', work), doOnce('mail#a', work), doOnce('mail#a', work)]);
    expect(runs).toBe(1);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await doOnce('mail#a', work)).toBe(false);
    expect(runs).toBe(1);
  });

  it('gives the key back when the work fails, so that a retry does it', async () => {
    await expect(doOnce('mail#b', async () => Promise.reject(new Error('SES indisponible')))).rejects.toThrow('SES indisponible');
    expect(await reservationOf('mail#b')).toBeUndefined();
    let runs = 0;
    expect(await doOnce('mail#b', async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(1);
  });
});
