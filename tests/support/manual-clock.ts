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

export interface ReplayClock extends Clock {
  /** Moves the replay instant (both now() and replayAt) to `at`. */
  set(at: Date | string): void;
}

/** A replay clock the test moves to any instant, as the contributor-pick and challenge tests do. */
export function replayClock(startIso: string): ReplayClock {
  let at = new Date(startIso);
  return {
    now: () => new Date(at),
    get replayAt() {
      return new Date(at);
    },
    set(next) {
      at = new Date(next);
    },
  };
}
