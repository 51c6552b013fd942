import { resolve } from 'node:path';
import { repositoryRoot } from './local-config';
import { startRuntime } from './runtime';

/** `npm start`: the whole product on 127.0.0.1, data kept under .data/ between runs. */
const basePort = Number(process.env.PASSERELLE_PORT ?? 3000);
const dataDir = resolve(repositoryRoot, process.env.PASSERELLE_DATA ?? '.data');

const log = (message: string, fields: Record<string, unknown> = {}) =>
  process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), message, ...fields })}\n`);

const runtime = await startRuntime({ dataDir, basePort, seed: true, log });

const lines = [
  '',
  'Passerelle tourne en local (Ctrl-C pour arrêter) :',
  `  Site client       ${runtime.urls.site}`,
  `  Back-office       ${runtime.urls.admin}`,
  `  Santé de l'API    ${runtime.urls.api}`,
  `  E-mails envoyés   ${runtime.urls.mail}`,
  `  Données           ${dataDir}`,
  '',
  'Comptes de démonstration :',
  ...runtime.accounts.map((account) => `  ${account.admin ? 'administrateur' : 'client        '}  ${account.email}  mot de passe : ${account.password}`),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('Arrêt en cours...\n');
  await runtime.stop();
  process.stdout.write('Arrêté. Les données sont conservées.\n');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
