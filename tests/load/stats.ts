/** Percentiles and formatting for the benchmark's figures. */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
};

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Runs `total` calls with `clients` concurrent workers and returns each call's duration. */
export const runConcurrently = async (clients: number, total: number, call: (index: number) => Promise<void>): Promise<number[]> => {
  const durations: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        const started = performance.now();
        await call(index);
        durations.push(performance.now() - started);
      }
    }),
  );
  return durations;
};

/** One case of a size benchmark with a single caller (see `measureConcurrently`). */
export const measureCase = <Answer extends { status: number }>(call: () => Promise<Answer>, limits: { calls: number; seconds: number }) =>
  measureConcurrently(call, { ...limits, clients: 1 });

/**
 * One case at `clients` concurrent callers: a warm-up call, a call alone (whose answer the table
 * reports), then `clients` workers calling until `calls` are made or `seconds` have passed (each
 * worker makes at least 5).
 */
export const measureConcurrently = async <Answer extends { status: number }>(
  call: () => Promise<Answer>,
  limits: { clients: number; calls: number; seconds: number },
) => {
  await call();
  const alone = await call();
  const deadline = performance.now() + limits.seconds * 1000;
  const statuses = new Set([alone.status]);
  const timed: number[] = [];
  await Promise.all(
    Array.from({ length: limits.clients }, async () => {
      for (let mine = 0; timed.length < limits.calls && (mine < 5 || performance.now() < deadline); mine += 1) {
        const started = performance.now();
        statuses.add((await call()).status);
        timed.push(performance.now() - started);
      }
    }),
  );
  return { ...alone, p50: percentile(timed, 50), p99: percentile(timed, 99), calls: timed.length, statuses };
};
