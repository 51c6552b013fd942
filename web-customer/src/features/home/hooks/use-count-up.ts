import { useLayoutEffect, useRef, useState } from 'react';
import { countUpTiming, countUpTotalMs, countUpValue } from '../utils/count-up';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts `targets` up from 0 once, the first time the returned ref's element is scrolled into view.
 * Until the page runs (prerendered HTML) and when motion is reduced or IntersectionObserver is
 * missing, the final figures are shown: nobody ever sees a wrong number that stays.
 */
export const useCountUp = <T extends Element>(targets: readonly number[]) => {
  const ref = useRef<T>(null);
  // null: show the final figures; a number: ms since the count-up started (0 while waiting).
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const count = targets.length;

  // Layout effect: the figures drop to 0 before the first paint, so they never flash from final to 0.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || count === 0 || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;

    const totalMs = countUpTotalMs(count);
    let frame = 0;
    setElapsedMs(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const startedAt = performance.now();
        const tick = (now: number) => {
          const elapsed = now - startedAt;
          if (elapsed >= totalMs) {
            setElapsedMs(null);
            return;
          }
          setElapsedMs(elapsed);
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const values = targets.map((target, index) =>
    elapsedMs === null ? target : countUpValue(target, elapsedMs, countUpTiming(index, count)),
  );
  return { ref, values };
};
