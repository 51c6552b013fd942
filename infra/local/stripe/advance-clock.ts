import { advanceStandInClock } from './clock-command';

/** `npm run stripe:clock -- --days 31`: see `clock-command.ts`. */
const { ok, line } = await advanceStandInClock(process.argv.slice(2), process.env);
(ok ? process.stdout : process.stderr).write(`${line}\n`);
process.exitCode = ok ? 0 : 1;
