import { localStripeKeys, portsFrom, realStripeKeys } from '../local-config';

/**
 * `npm run stripe:clock -- --days 31` (or `--hours 2`): advances the clock of the Stripe stand-in of
 * the running `npm start`, which then renews the subscriptions that fall due (failed renewals and
 * their retries included), ends those cancelled at period end, and expires open checkout sessions,
 * each with its webhooks. One French line says what happened.
 */
const usage = 'Usage : npm run stripe:clock -- --days <jours> (ou --hours <heures>)';
const flag = (name: string): number | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`${usage}\n`);
    process.exit(1);
  }
  return value;
};
const days = flag('days') ?? 0;
const hours = flag('hours') ?? 0;
if (days === 0 && hours === 0) {
  process.stderr.write(`${usage}\n`);
  process.exit(1);
}
if (realStripeKeys()) {
  process.stderr.write("Passerelle parle à un vrai compte Stripe (clés fournies) : son horloge ne s'avance pas d'ici ; utilisez les horloges de test de Stripe.\n");
  process.exit(1);
}
const port = portsFrom(Number(process.env.PASSERELLE_PORT ?? 3000)).stripe;
const advanceSeconds = Math.round(days * 86_400 + hours * 3_600);
const response = await fetch(`http://127.0.0.1:${port}/_stand-in/clock`, {
  method: 'POST',
  headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/json' },
  body: JSON.stringify({ advanceSeconds }),
}).catch(() => undefined);
if (!response) {
  process.stderr.write(`Le Stripe local ne répond pas sur 127.0.0.1:${port} : lancez npm start dans un autre terminal, puis relancez npm run stripe:clock.\n`);
  process.exit(1);
}
if (!response.ok) {
  process.stderr.write(`Le Stripe local a refusé d'avancer son horloge (${response.status}) : ${await response.text()}\n`);
  process.exit(1);
}
const { now, events } = (await response.json()) as { now: number; events: number };
const date = new Date(now * 1000).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
const emitted = events === 0 ? 'aucun événement' : events === 1 ? '1 événement envoyé au produit' : `${events} événements envoyés au produit`;
process.stdout.write(`Horloge du Stripe local avancée de ${days > 0 ? `${days} jour(s)` : ''}${days > 0 && hours > 0 ? ' et ' : ''}${hours > 0 ? `${hours} heure(s)` : ''} : nous y sommes le ${date} (heure de Paris), ${emitted}.\n`);
