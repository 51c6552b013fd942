/**
 * How long a poller waits before its next read: `busyMs` while reads find something, doubled after each
 * read that finds nothing up to `idleMaxMs`, back to `busyMs` on a read that finds something. A quiet poller then
 * costs a few reads a second at most.
 */
export const createIdleBackoff = (options: { busyMs: number; idleMaxMs: number }) => {
  const ceiling = Math.max(options.busyMs, options.idleMaxMs);
  let delayMs = options.busyMs;
  return {
    /** the wait before the next read, after a read that found something (or not) */
    next: (found: boolean): number => {
      delayMs = found ? options.busyMs : Math.min(delayMs * 2, ceiling);
      return delayMs;
    },
  };
};
