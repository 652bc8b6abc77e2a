// The testimonial carousel's timing (spec 02: auto-advance every 5 s, 6 s on /testimonials; wraps
// around; pauses on hover with a 'Paused' marker). Apart from React so the timing is tested with fake
// timers. Focus inside the carousel pauses it too (WCAG 2.2.2: moving content a keyboard user is
// reading must stop), and under reduced motion it never advances on its own.

/** Spec 02 §9: 5 s by default, 6 s on the testimonials page. */
export const CAROUSEL_INTERVAL_MS = { default: 5_000, testimonialsPage: 6_000 } as const;

/** The slide `step` away from `index` among `count`, wrapping both ways (−1 from the first is the last). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export type HoldReason = 'hover' | 'focus' | 'reduced-motion';

interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onAdvance` every `intervalMs` while nothing holds it. A hold stops the count; releasing the
 * last hold starts a full interval again (a reader who looks away gets the whole time, not the rest).
 * `restart` (after a manual move) also starts a full interval.
 */
export class CarouselTimer {
  private readonly holds = new Set<HoldReason>();
  private handle: unknown = null;
  private stopped = true;

  constructor(
    private readonly intervalMs: number,
    private readonly onAdvance: () => void,
    private readonly timers: Timers = realTimers,
  ) {}

  get paused(): boolean {
    return this.holds.size > 0;
  }

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  hold(reason: HoldReason): void {
    this.holds.add(reason);
    this.cancel();
  }

  release(reason: HoldReason): void {
    this.holds.delete(reason);
    this.schedule();
  }

  restart(): void {
    this.schedule();
  }

  private cancel(): void {
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = null;
  }

  private schedule(): void {
    this.cancel();
    if (this.stopped || this.paused) return;
    this.handle = this.timers.set(() => {
      this.handle = null;
      this.onAdvance();
      this.schedule();
    }, this.intervalMs);
  }
}
