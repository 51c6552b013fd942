import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeStats } from './home-stats';

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const animatedTexts = () => screen.getAllByTestId('stat-animated').map((element) => normalise(element.textContent));
const finalTexts = ['10 000+', '60 %', '5', '48 h'];

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The browser reporting the list scrolled into view. */
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const stubMotionPreference = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })),
  );

/** Animation frames driven by hand: `advanceTo(ms)` runs the pending frame at that time. */
const stubAnimationFrames = () => {
  let pending: FrameRequestCallback | null = null;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    pending = null;
  });
  vi.spyOn(performance, 'now').mockReturnValue(0);
  return {
    advanceTo: (ms: number) =>
      act(() => {
        const callback = pending;
        pending = null;
        callback?.(ms);
      }),
  };
};

describe('HomeStats', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('always gives screen readers the final figures, and hides the moving ones from them', () => {
    stubMotionPreference(false);
    render(<HomeStats />);
    for (const text of ['10 000+', 'jusqu’à 60 %', '48 h']) {
      const finals = screen.getAllByText((_, element) => element?.className === 'visually-hidden' && normalise(element.textContent) === text);
      expect(finals).toHaveLength(1);
    }
    for (const animated of screen.getAllByTestId('stat-animated')) {
      expect(animated.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // A ceiling, as spec 1 says, never « en moyenne »: no average is measured.
    expect(screen.getByText("d'économies sur vos envois")).toBeTruthy();
    expect(screen.queryByText(/en moyenne/)).toBeNull();
  });

  it('shows the final figures at once, with no observer, when the visitor prefers reduced motion', () => {
    stubMotionPreference(true);
    render(<HomeStats />);
    expect(animatedTexts()).toEqual(finalTexts);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('waits at 0 until scrolled into view, then counts up once, staggered, to the final figures', () => {
    stubMotionPreference(false);
    const frames = stubAnimationFrames();
    render(<HomeStats />);
    expect(animatedTexts()).toEqual(['0+', '0 %', '0', '0 h']);

    const observer = FakeIntersectionObserver.instances.at(-1);
    act(() => observer?.enter());
    expect(observer?.disconnected).toBe(true);

    frames.advanceTo(100);
    const early = animatedTexts();
    expect(early[0]).not.toBe('0+');
    expect(early.slice(1)).toEqual(['0 %', '0', '0 h']);

    frames.advanceTo(1500);
    const middle = animatedTexts();
    expect(middle[0]).toBe('10 000+');
    expect(middle[3]).not.toBe('48 h');

    frames.advanceTo(3100);
    expect(animatedTexts()).toEqual(finalTexts);
  });
});
