import { unwatchFile, watchFile } from 'node:fs';
import { useClock } from '../../functions/platform/clock';
import { localStripeKeys } from './local-config';
import { clockFile, readClockOffset, writeClockFollowed, writeClockOffset } from './shifted-clock';

/**
 * The runtime's side of the shifted clock: the handlers it runs read the product's now through the
 * seam, on the offset of `<data>/clock.json`; when `npm run clock` moves it forward, the runtime follows:
 * the Stripe stand-in's clock is brought up to it (renewals and expiries fall due, with their webhooks),
 * then the scheduler runs each job once, as the days it missed are caught up by the jobs themselves.
 * A file rather than an endpoint: `npm run job` reads the same clock in its own process, and a restart keeps it.
 */
export const followClock = async (options: {
  dataDir: string;
  offsetMs: number;
  /** the Stripe stand-in's address; none with a real Stripe account (the runtime then refuses a shift) */
  stripeUrl: string | undefined;
  /** runs once each scheduled job that a move of `movedMs` makes due; their names */
  catchUp: (movedMs: number) => Promise<string[]>;
  log: (message: string, fields?: Record<string, unknown>) => void;
}) => {
  let offsetMs = options.offsetMs;
  useClock(() => Date.now() + offsetMs);
  if (offsetMs !== 0) writeClockOffset(options.dataDir, offsetMs);

  /** The stand-in's clock at least at ours: it moves forward only, and may have been moved alone (`npm run stripe:clock`). */
  const bringStripeUp = async (): Promise<number> => {
    if (!options.stripeUrl) return 0;
    const control = `${options.stripeUrl.replace(/\/$/, '')}/_stand-in/clock`;
    const headers = { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/json' };
    const { offsetSeconds } = (await (await fetch(control, { headers })).json()) as { offsetSeconds: number };
    const behind = Math.floor(offsetMs / 1000) - offsetSeconds;
    if (behind <= 0) return 0;
    const moved = await fetch(control, { method: 'POST', headers, body: JSON.stringify({ advanceSeconds: behind }) });
    if (!moved.ok) throw new Error(`le Stripe local n’a pas avancé son horloge (${moved.status}) : ${await moved.text()}`);
    return ((await moved.json()) as { events: number }).events;
  };

  const follow = async () => {
    const asked = readClockOffset(options.dataDir);
    if (asked === offsetMs) return;
    if (asked < offsetMs) {
      // Only `npm run clock` writes the file, and it refuses a move backward: a hand edit is undone.
      options.log('horloge : un recul est ignoré, elle ne recule pas', { asked, offsetMs });
      writeClockOffset(options.dataDir, offsetMs);
      return;
    }
    const movedMs = asked - offsetMs;
    offsetMs = asked;
    const stripeEvents = await bringStripeUp();
    const jobs = await options.catchUp(movedMs);
    writeClockFollowed(options.dataDir, { offsetMs, stripeEvents, jobs });
  };

  // One move at a time, in the order they come.
  let following = Promise.resolve();
  const onChange = () => {
    following = following.then(follow).catch((error: unknown) => options.log('horloge : avance non suivie', { error: String(error) }));
  };
  writeClockFollowed(options.dataDir, { offsetMs, stripeEvents: await bringStripeUp(), jobs: [] });
  watchFile(clockFile(options.dataDir), { interval: 200 }, onChange);
  return {
    stop: async () => {
      unwatchFile(clockFile(options.dataDir), onChange);
      await following;
    },
  };
};
