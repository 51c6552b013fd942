/**
 * `npm run fuzz`: the route fuzzer (tests/fuzz/) for longer than `npm test` runs it, from a random seed
 * printed first. `--seed <n>` replays a run, `--runs <n>` sets the inputs per route, `--route <text>` keeps
 * the routes whose "METHOD /path" contains the text. It starts its own embedded runtime, as the API tests do.
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { fuzzEnvironment } from '../tests/fuzz/settings';

const { values } = parseArgs({
  options: { seed: { type: 'string' }, runs: { type: 'string', default: '50' }, route: { type: 'string' } },
});
const seed = values.seed ?? String(randomInt(2 ** 31));
process.stdout.write(`npm run fuzz: graine ${seed}, ${values.runs} essais par route (rejouer : npm run fuzz -- --seed ${seed})\n`);

const child = spawn('vitest', ['run', '--project', 'api', 'tests/fuzz/'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    [fuzzEnvironment.seed]: seed,
    [fuzzEnvironment.runs]: values.runs,
    ...(values.route === undefined ? {} : { [fuzzEnvironment.route]: values.route }),
  },
});
child.on('close', (code) => {
  if (code !== 0) process.stdout.write(`\nrejouer : npm run fuzz -- --seed ${seed} --runs ${values.runs}\n`);
  process.exitCode = code ?? 1;
});
