/**
 * How many inputs the route fuzzer tries and from which seed. `npm test` runs the defaults: a fixed seed,
 * a few inputs per route (its time stays under a minute); `npm run fuzz` (scripts/fuzz.ts) sets these
 * variables: a random seed unless `--seed` replays one, and many more runs.
 */
export const fuzzEnvironment = { seed: 'FUZZ_SEED', runs: 'FUZZ_RUNS', route: 'FUZZ_ROUTE' } as const;

export const defaultSeed = 20_261_207;
export const defaultRunsPerRoute = 4;

const integerOf = (name: string, fallback: number) => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} doit être un entier (reçu « ${text} »)`);
  return value;
};

export const fuzzSettings = () => ({
  seed: integerOf(fuzzEnvironment.seed, defaultSeed),
  runsPerRoute: Math.max(1, integerOf(fuzzEnvironment.runs, defaultRunsPerRoute)),
  /** only the routes whose "METHOD /path" contains this text */
  only: process.env[fuzzEnvironment.route] || undefined,
});
