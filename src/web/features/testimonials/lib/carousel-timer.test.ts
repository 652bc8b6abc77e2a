import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertProperty } from '../../../../../tests/support/property.ts';
import { CAROUSEL_INTERVAL_MS, CarouselTimer, wrapIndex } from './carousel-timer.ts';

describe('the interval (spec 02 §9)', () => {
  it('is 6 s on the testimonials page and 5 s elsewhere', () => {
    expect(CAROUSEL_INTERVAL_MS).toEqual({ default: 5_000, testimonialsPage: 6_000 });
  });
});

describe('wrapping', () => {
  it('goes from the last slide to the first and back', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0); // 3 slides: after the third comes the first
    expect(wrapIndex(0, -1, 3)).toBe(2); // and before the first, the third
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0); // one slide stays put
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('always lands on a slide, and a step forward then back returns', () => {
    assertProperty(
      fc.property(
        fc.nat(50),
        fc.integer({ min: -200, max: 200 }),
        fc.integer({ min: 1, max: 40 }),
        (i, step, n) => {
          const at = wrapIndex(i % n, step, n);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThan(n);
          expect(wrapIndex(at, -step, n)).toBe(i % n);
        },
      ),
    );
  });
});

describe('the timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const started = (ms: number = CAROUSEL_INTERVAL_MS.testimonialsPage) => {
    const advance = vi.fn();
    const timer = new CarouselTimer(ms, advance);
    timer.start();
    return { advance, timer };
  };

  it('advances at 6,000 ms, not at 5,999, and again 6,000 ms later', () => {
    const { advance } = started();
    vi.advanceTimersByTime(5_999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6_000);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('advances at 5,000 ms with the default interval', () => {
    const { advance } = started(CAROUSEL_INTERVAL_MS.default);
    vi.advanceTimersByTime(5_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('stands still while hovered and gives a full interval after', () => {
    const { advance, timer } = started();
    vi.advanceTimersByTime(5_000);
    timer.hold('hover');
    expect(timer.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(advance).not.toHaveBeenCalled();
    timer.release('hover');
    expect(timer.paused).toBe(false);
    vi.advanceTimersByTime(5_999); // 1 s was left before the hover: it does not resume from there
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('stays paused until every hold is released (hover and keyboard focus)', () => {
    const { advance, timer } = started();
    timer.hold('hover');
    timer.hold('focus');
    timer.release('hover');
    vi.advanceTimersByTime(12_000);
    expect(advance).not.toHaveBeenCalled();
    timer.release('focus');
    vi.advanceTimersByTime(6_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('never advances under reduced motion, and restarts the count after a manual move', () => {
    const still = started();
    still.timer.hold('reduced-motion');
    vi.advanceTimersByTime(60_000);
    expect(still.advance).not.toHaveBeenCalled();
    still.timer.stop();

    const { advance, timer } = started();
    vi.advanceTimersByTime(4_000);
    timer.restart(); // the reader pressed Next: a full 6 s on the slide they chose
    vi.advanceTimersByTime(5_999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});
