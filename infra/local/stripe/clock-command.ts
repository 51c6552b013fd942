import { localStripeKeys, portsFrom, realStripeKeys } from '../local-config';

export const clockUsage = 'Usage : npm run stripe:clock -- --days <jours> (ou --hours <heures>)';

/**
 * What `npm run stripe:clock -- --days 31` (or `--hours 2`) does: advances the clock of the Stripe
 * stand-in of the running `npm start` (`PASSERELLE_PORT` + 5), which then renews the subscriptions
 * that fall due (failed renewals and their retries included), ends those cancelled at period end and
 * expires open checkout sessions, each with its webhooks. The answer is one French line.
 */
export const advanceStandInClock = async (argv: readonly string[], environment: NodeJS.ProcessEnv): Promise<{ ok: boolean; line: string }> => {
  const flag = (name: string): number | undefined => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return undefined;
    const value = Number(argv[index + 1]);
    return Number.isFinite(value) && value > 0 ? value : Number.NaN;
  };
  const days = flag('days') ?? 0;
  const hours = flag('hours') ?? 0;
  if (Number.isNaN(days) || Number.isNaN(hours) || days + hours === 0) return { ok: false, line: clockUsage };
  if (realStripeKeys(environment))
    return { ok: false, line: "Passerelle parle à un vrai compte Stripe (clés fournies) : son horloge ne s'avance pas d'ici ; utilisez les horloges de test de Stripe." };
  const port = portsFrom(Number(environment.PASSERELLE_PORT ?? 3000)).stripe;
  const response = await fetch(`http://127.0.0.1:${port}/_stand-in/clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: Math.round(days * 86_400 + hours * 3_600) }),
  }).catch(() => undefined);
  if (!response) return { ok: false, line: `Le Stripe local ne répond pas sur 127.0.0.1:${port} : lancez npm start dans un autre terminal, puis relancez npm run stripe:clock.` };
  if (!response.ok) return { ok: false, line: `Le Stripe local a refusé d'avancer son horloge (${response.status}) : ${await response.text()}` };
  const { now, events } = (await response.json()) as { now: number; events: number };
  const date = new Date(now * 1000).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
  const emitted = events === 0 ? 'aucun événement' : events === 1 ? '1 événement envoyé au produit' : `${events} événements envoyés au produit`;
  const by = [days > 0 ? `${days} jour(s)` : '', hours > 0 ? `${hours} heure(s)` : ''].filter(Boolean).join(' et ');
  return { ok: true, line: `Horloge du Stripe local avancée de ${by} : nous y sommes le ${date} (heure de Paris), ${emitted}.` };
};
