import { describe, expect, it } from 'vitest';
import { createIdleBackoff } from './idle-backoff';

describe('idle back-off of a poller', () => {
  it('doubles the wait after each empty read, up to the ceiling', () => {
    const backoff = createIdleBackoff({ busyMs: 250, idleMaxMs: 1_000 });
    expect([false, false, false, false].map((found) => backoff.next(found))).toEqual([500, 1_000, 1_000, 1_000]);
  });

  it('comes back to the busy interval on a read that finds something', () => {
    const backoff = createIdleBackoff({ busyMs: 250, idleMaxMs: 1_000 });
    backoff.next(false);
    backoff.next(false);
    expect(backoff.next(true)).toBe(250);
    expect(backoff.next(false)).toBe(500);
  });

  it('never waits longer than the busy interval when the ceiling is below it', () => {
    const backoff = createIdleBackoff({ busyMs: 250, idleMaxMs: 100 });
    expect(backoff.next(false)).toBe(250);
  });
});
