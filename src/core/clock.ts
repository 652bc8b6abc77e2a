/** The one source of "now". Injected everywhere so the app can run as of any instant (replay). */
export interface Clock {
  now(): Date;
  /** Set in replay mode: the instant the app pretends it is. */
  readonly replayAt: Date | undefined;
}

export const systemClock: Clock = { now: () => new Date(), replayAt: undefined };

/**
 * Replay clock: frozen at the given instant, so every page and job sees the same "now" and a replay is
 * reproducible. See docs/decisions/004-replay-clock.md.
 */
export function fixedClock(at: Date): Clock {
  const ms = at.getTime();
  return { now: () => new Date(ms), replayAt: new Date(ms) };
}
