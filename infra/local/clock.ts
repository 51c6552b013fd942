import { moveClock } from './clock-command';

/** `npm run clock -- +30j`: see `clock-command.ts`. */
const { ok, line } = await moveClock(process.argv.slice(2), process.env);
(ok ? process.stdout : process.stderr).write(`${line}\n`);
process.exitCode = ok ? 0 : 1;
