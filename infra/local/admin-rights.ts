import { userInfo } from 'node:os';
import { useLocalDataEnvironment } from './local-config';
import { runTask } from './seed';

/**
 * `npm run admin:grant -- <email> [--by <who>]` and `npm run admin:revoke -- <email>`: gives or takes
 * back staff rights on the running `npm start`, with the function an operator invokes on AWS
 * (`manage-admin-rights`). Who did it is recorded in the event (the OS user unless `--by` says).
 */
const action = process.argv[2];
const email = process.argv[3];
if ((action !== 'grant' && action !== 'revoke') || !email) {
  process.stderr.write('Usage : npm run admin:grant -- <email> [--by <qui>]  |  npm run admin:revoke -- <email> [--by <qui>]\n');
  process.exit(1);
}
const byFlag = process.argv.indexOf('--by');
const by = byFlag > 0 ? process.argv[byFlag + 1] : userInfo().username;
useLocalDataEnvironment();
try {
  const result = await runTask('manage-admin-rights', { action, email, by });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.stdout.write(action === 'grant' ? `Droits administrateur donnés à ${email}.\n` : `Droits administrateur retirés à ${email}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
