import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { portsFrom, realStripeKeys, repositoryRoot } from './local-config';
import { ClockRefusedError, clockTarget, parisInstant, readClockFollowed, readClockOffset, writeClockOffset } from './shifted-clock';

/**
 * What `npm run clock -- +30j` does: moves the shifted clock of `PASSERELLE_DATA` forward (never back),
 * and, when that data folder's `npm start` runs, waits until it has followed (its Stripe stand-in
 * brought up to the clock, the jobs that fell due run). The answer is one French line.
 */
export const moveClock = async (
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
  options: { wallMs?: number; followTimeoutMs?: number } = {},
): Promise<{ ok: boolean; line: string }> => {
  const dataDir = resolve(repositoryRoot, environment.PASSERELLE_DATA ?? '.data');
  if (!existsSync(dataDir)) return { ok: false, line: `Aucune donnée dans ${dataDir} : lancez d’abord npm start (avec --clock 2027-01-15T10:00 pour partir d’une date).` };
  if (realStripeKeys(environment))
    return { ok: false, line: 'Passerelle parle à un vrai compte Stripe (clés fournies) : son horloge reste l’heure réelle et ne s’avance pas.' };
  const wallMs = options.wallMs ?? Date.now();
  const offsetMs = readClockOffset(dataDir);
  let targetMs: number;
  try {
    targetMs = clockTarget(argv[0], wallMs + offsetMs);
  } catch (error) {
    if (error instanceof ClockRefusedError) return { ok: false, line: error.message };
    throw error;
  }
  const movedOffsetMs = targetMs - wallMs;
  writeClockOffset(dataDir, movedOffsetMs);
  const moved = `Horloge avancée : nous sommes le ${parisInstant(targetMs)} (heure de Paris)`;
  const gateway = `http://127.0.0.1:${portsFrom(Number(environment.PASSERELLE_PORT ?? 3000)).gateway}/api/health`;
  const running = await fetch(gateway, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (!running) return { ok: true, line: `${moved}. Passerelle ne tourne pas sur ce port : il la suivra à son prochain démarrage (npm start).` };
  const deadline = Date.now() + (options.followTimeoutMs ?? 180_000);
  for (;;) {
    const followed = readClockFollowed(dataDir);
    if (followed && followed.offsetMs >= movedOffsetMs) {
      const events = followed.stripeEvents === 0 ? 'aucun événement du Stripe local' : `${followed.stripeEvents} événement(s) du Stripe local`;
      const jobs = followed.jobs.length === 0 ? 'aucune tâche échue' : `tâches passées : ${followed.jobs.join(', ')}`;
      return { ok: true, line: `${moved} ; ${events}, ${jobs}.` };
    }
    if (Date.now() > deadline)
      return { ok: false, line: `${moved}, mais Passerelle ne l’a pas encore suivie : regardez son terminal (le Stripe local ou une tâche en échec).` };
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
};
