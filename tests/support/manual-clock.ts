import type { Clock } from '../../src/core/clock.ts';

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** A clock that moves only when the test moves it (live mode: no replay instant). */
export function manualClock(startIso: string): ManualClock {
  let ms = new Date(startIso).getTime();
  return {
    now: () => new Date(ms),
    replayAt: undefined,
    advance(by) {
      ms += by;
    },
  };
}
