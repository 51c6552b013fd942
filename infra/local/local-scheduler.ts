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
  const jobs = options.entries.filter((entry) => entry.trigger.kind === 'schedule');
  const timers = jobs.map((entry) => {
    const expression = entry.trigger.kind === 'schedule' ? (entry.trigger.localExpression ?? entry.trigger.expression) : '';
    const timer = setInterval(() => void options.run(entry), rateToMs(expression));
    timer.unref();
    return timer;
  });
  return {
    jobs: jobs.map((entry) => entry.name),
    stop: () => timers.forEach(clearInterval),
  };
};
