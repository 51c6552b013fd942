import { resolve } from 'node:path';
import { repositoryRoot } from './local-config';
import { startRuntime, type Runtime } from './runtime';
import { askedClock, clockBannerLine } from './shifted-clock';

/** `npm start`: the whole product on 127.0.0.1, data kept under .data/ between runs. */
const basePort = Number(process.env.PASSERELLE_PORT ?? 3000);
const dataDir = resolve(repositoryRoot, process.env.PASSERELLE_DATA ?? '.data');

const log = (message: string, fields: Record<string, unknown> = {}) =>
  process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), message, ...fields })}\n`);

/**
 * Every way out stops the stand-ins: a signal or a crash once started stops the runtime; a failure
 * while starting is undone by `startRuntime` itself; a signal while starting ends the process, and
 * the stand-ins' own processes end with it (they watch the runtime that started them).
 */
let runtime: Runtime | undefined;
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (runtime) {
    process.stdout.write('Arrêt en cours...\n');
    await runtime.stop().catch((error: unknown) => log('arrêt incomplet', { error: String(error) }));
    process.stdout.write('Arrêté. Les données sont conservées.\n');
  }
  process.exit(code);
};
process.on('SIGINT', () => void stop(runtime ? 0 : 130));
process.on('SIGTERM', () => void stop(runtime ? 0 : 143));
/**
 * Once the runtime serves, an error nobody caught comes from one connection, request or job (on AWS it would
 * end one function's instance, not the product): it is logged, and everything else goes on serving. While
 * starting, it stops the runtime.
 */
const crash = (error: unknown) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (runtime && !stopping) {
    process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), message: 'erreur non rattrapée : le reste du runtime continue', error: text })}\n`);
    return;
  }
  process.stderr.write(`Passerelle s'est arrêté sur une erreur : ${text}\n`);
  void stop(1);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

try {
  const clock = askedClock(process.argv.slice(2), process.env);
  runtime = await startRuntime({ dataDir, basePort, seed: true, log, tablesInMemory: process.env.PASSERELLE_TABLES_IN_MEMORY === '1', clock });
} catch (error) {
  process.stderr.write(`Passerelle n'a pas pu démarrer : ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
if (stopping) await new Promise(() => undefined);

const lines = [
  '',
  'Passerelle tourne en local (Ctrl-C pour arrêter) :',
  `  Site client       ${runtime.urls.site}`,
  `  Back-office       ${runtime.urls.admin}`,
  `  Santé de l'API    ${runtime.urls.api}`,
  runtime.urls.mail ? `  E-mails envoyés   ${runtime.urls.mail}` : '  E-mails envoyés   au SES de votre point d’accès (voir plus bas)',
  runtime.urls.payments ? `  Paiements (Stripe local)  ${runtime.urls.payments}` : '  Paiements         Stripe, compte de test (clés STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET fournies)',
  `  Données           ${dataDir}`,
  ...[clockBannerLine(runtime.clockOffsetMs, Date.now())].filter((line) => line !== undefined),
  ...(Object.values(runtime.endpoints).some((endpoint) => endpoint.external)
    ? [
        '',
        'Services AWS (variables AWS_ENDPOINT_URL*) :',
        ...Object.entries(runtime.endpoints).map(([service, endpoint]) => `  ${service.padEnd(10)} ${endpoint.url}${endpoint.external ? '  (point d’accès fourni)' : '  (substitut local)'}`),
      ]
    : []),
  '',
  'Comptes de démonstration :',
  ...runtime.accounts.map(
    (account) =>
      `  ${account.admin ? 'administrateur' : 'client        '}  ${account.email}  mot de passe : ${account.password}${account.passwordReset ? '  (nouveau mot de passe, défini par l’administration du pool)' : ''}` +
      (account.totpSecret ? `\n                  double authentification : clé ${account.totpSecret} (application d’authentification), code du moment : npm run admin:code` : ''),
  ),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
