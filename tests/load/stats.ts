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
