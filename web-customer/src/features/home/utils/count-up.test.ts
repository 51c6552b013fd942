import { describe, expect, it } from 'vitest';
import { countUpTiming, countUpTotalMs, countUpValue, easeOutCubic } from './count-up';

describe('countUpTiming', () => {
  it('staggers four items by 200 ms, with durations spread from 1.5 to 2.5 s', () => {
    const timings = [0, 1, 2, 3].map((index) => countUpTiming(index, 4));
    expect(timings).toEqual([
      { delayMs: 0, durationMs: 1500 },
      { delayMs: 200, durationMs: 1833 },
      { delayMs: 400, durationMs: 2167 },
      { delayMs: 600, durationMs: 2500 },
    ]);
    expect(countUpTotalMs(4)).toBe(3100);
  });

  it('gives a lone item the shortest duration and refuses a position outside the list', () => {
    expect(countUpTiming(0, 1)).toEqual({ delayMs: 0, durationMs: 1500 });
    expect(() => countUpTiming(4, 4)).toThrow(RangeError);
    expect(() => countUpTiming(-1, 4)).toThrow(RangeError);
  });
});

describe('countUpValue', () => {
  const timing = { delayMs: 200, durationMs: 2000 };

  it('shows 0 at the start and until the item’s own delay has passed', () => {
    expect(countUpValue(10000, 0, timing)).toBe(0);
    expect(countUpValue(10000, 200, timing)).toBe(0);
  });

  it('is past half-way at mid-time, because it slows down towards the end', () => {
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(countUpValue(10000, 1200, timing)).toBe(8750);
    expect(countUpValue(60, 1200, timing)).toBe(52);
  });

  it('never decreases and reaches exactly the final figure at the end, then stays there', () => {
    const values = Array.from({ length: 60 }, (_, step) => countUpValue(48, step * 50, timing));
    values.slice(1).forEach((value, index) => expect(value).toBeGreaterThanOrEqual(values[index] ?? 0));
    expect(countUpValue(48, 2199, timing)).toBeLessThanOrEqual(48);
    expect(countUpValue(48, 2200, timing)).toBe(48);
    expect(countUpValue(48, 10_000, timing)).toBe(48);
  });
});
