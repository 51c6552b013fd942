import { join, resolve } from 'node:path';
import { repositoryRoot } from '../local-config';
import { readDemoAccounts } from '../seed';
import { totpNow } from './totp';

/**
 * `npm run admin:code [-- <email>]`: the code the demo admin's authenticator app shows now (its secret is in the
 * data folder's demo-accounts.json), for a sign-in without the app at hand.
 */
const email = process.argv[2];
const dataDir = resolve(repositoryRoot, process.env.PASSERELLE_DATA ?? '.data');
const accounts = readDemoAccounts(dataDir).filter((account) => account.totpSecret && (email ? account.email === email : account.admin));
if (!accounts.length) {
  process.stderr.write(`Aucun compte de démonstration avec une application d’authentification${email ? ` pour ${email}` : ''} dans ${join(dataDir, 'demo-accounts.json')}\n`);
  process.exit(1);
}
for (const account of accounts) {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  process.stdout.write(`${account.email}  code : ${totpNow(account.totpSecret ?? '')}  (encore ${secondsLeft} s)\n`);
}
