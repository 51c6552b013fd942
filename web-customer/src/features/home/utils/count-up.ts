/**
 * The count-up of the home page stats (spec 1, sections 2.3 and 4): each figure starts 200 ms
 * after the previous one and takes 1.5 to 2.5 s, the first the shortest, the last the longest.
 */
export const staggerMs = 200;
export const shortestDurationMs = 1500;
export const longestDurationMs = 2500;

export type CountUpTiming = { readonly delayMs: number; readonly durationMs: number };

/** Delay and duration of the item at `index` among `count` items. */
export const countUpTiming = (index: number, count: number): CountUpTiming => {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`Position invalide : ${index} sur ${count}`);
  }
  const share = count === 1 ? 0 : index / (count - 1);
  return {
    delayMs: index * staggerMs,
    durationMs: Math.round(shortestDurationMs + share * (longestDurationMs - shortestDurationMs)),
  };
};

/** How long the whole sequence lasts, from the first start to the last end. */
export const countUpTotalMs = (count: number): number =>
  count < 1 ? 0 : Math.max(...Array.from({ length: count }, (_, index) => countUpTiming(index, count)).map((t) => t.delayMs + t.durationMs));

/** Fast at first, gently slowing down to the final figure. */
export const easeOutCubic = (progress: number): number => 1 - (1 - progress) ** 3;

/** The whole number to show `elapsedMs` after the sequence started: 0 before the delay, `target` at the end. */
export const countUpValue = (target: number, elapsedMs: number, { delayMs, durationMs }: CountUpTiming): number => {
  const progress = Math.min(1, Math.max(0, (elapsedMs - delayMs) / durationMs));
  return progress >= 1 ? target : Math.floor(target * easeOutCubic(progress));
};
