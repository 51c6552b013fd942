import type { HandlerEntry } from '../../functions/manifest';

const units: Record<string, number> = { second: 1000, seconds: 1000, minute: 60_000, minutes: 60_000, hour: 3_600_000, hours: 3_600_000, day: 86_400_000, days: 86_400_000 };

/**
 * `rate(5 minutes)` to milliseconds; the local scheduler understands rate expressions only. Seconds
 * too, which EventBridge Scheduler does not take: for a `localExpression` only.
 */
export const rateToMs = (expression: string): number => {
  const match = /^rate\((\d+) (second|seconds|minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!match) throw new Error(`Expression de planification non prise en charge localement : ${expression}`);
  return Number(match[1]) * (units[match[2] as string] as number);
};

export const createLocalScheduler = (options: {
  entries: readonly HandlerEntry[];
  run: (entry: HandlerEntry) => Promise<void>;
}) => {
  const jobs = options.entries
    .filter((entry) => entry.trigger.kind === 'schedule')
    .map((entry) => ({ entry, everyMs: rateToMs(entry.trigger.kind === 'schedule' ? (entry.trigger.localExpression ?? entry.trigger.expression) : '') }));
  const timers = jobs.map(({ entry, everyMs }) => {
    const timer = setInterval(() => void options.run(entry), everyMs);
    timer.unref();
    return timer;
  });
  return {
    jobs: jobs.map(({ entry }) => entry.name),
    /**
     * The shifted clock moved `movedMs` forward: each job whose period that covers runs once, one after
     * the other (a job catches up the days it missed itself: the storage fees accrue each day up to today).
     */
    catchUp: async (movedMs: number): Promise<string[]> => {
      const due = jobs.filter(({ everyMs }) => everyMs <= movedMs).map(({ entry }) => entry);
      for (const entry of due) await options.run(entry);
      return due.map((entry) => entry.name);
    },
    stop: () => timers.forEach(clearInterval),
  };
};
