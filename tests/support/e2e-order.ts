// The order of the e2e files in the run's queue (decision 133): longest first, so that the last e2e
// files the two workers take are short ones and the run does not end on one long file with the other
// worker idle. Vitest's own order would put them largest-first by bytes on a clean clone (no cache of
// the last run's durations there), which put the 180 s screen tour, a 137-line file, near the end.

/**
 * Seconds each e2e file took in the sixth stop's clean-clone CI run (`a5c0ff5`, 2026-11-27: one
 * Vitest process, Vitest's per-file figure in the log), the screen tour's two halves as the sums of
 * their tests there, frame-desktop and frame-mobile less the home screenshot tests removed since, and the
 * two files of stories on servers of their own as the sums of the files they replaced (decision 160).
 * Only the order matters: refresh it from a quiet run's `test-results/timings.json` when files change
 * a lot. A file not listed goes first (unknown, as Vitest runs unknown files first).
 */
export const E2E_SECONDS: Readonly<Record<string, number>> = {
  'tests/e2e/screens-live.e2e.ts': 95,
  'tests/e2e/screens-replay.e2e.ts': 85,
  // challenges 56.5 + leaderboard 46.1
  'tests/e2e/capture-server-stories.e2e.ts': 102.6,
  // game-screens 52.5 + funnel 22.1 + testimonials 12.5
  'tests/e2e/own-server-stories.e2e.ts': 87.1,
  'tests/e2e/bets.e2e.ts': 38.1,
  'tests/e2e/frame-desktop.e2e.ts': 30.4,
  'tests/e2e/failures.e2e.ts': 29.9,
  'tests/e2e/model-states.e2e.ts': 28.2,
  'tests/e2e/weekly-picks.e2e.ts': 26.9,
  'tests/e2e/account.e2e.ts': 24.6,
  'tests/e2e/frame-mobile.e2e.ts': 24.3,
  'tests/e2e/blog.e2e.ts': 23.7,
  'tests/e2e/player-screens.e2e.ts': 20.6,
  'tests/e2e/education-strategy.e2e.ts': 20.3,
  'tests/e2e/status.e2e.ts': 16.2,
  'tests/e2e/home-week1.e2e.ts': 15.8,
  'tests/e2e/notifications.e2e.ts': 14.3,
  'tests/e2e/risk-heatmap.e2e.ts': 14.2,
  'tests/e2e/model-record.e2e.ts': 12.4,
  'tests/e2e/players.e2e.ts': 10.5,
  'tests/e2e/replay.e2e.ts': 4,
};

/**
 * `files` with those of known weight longest first; files without one (`undefined`: not in the table,
 * or failed in the last run) ahead of them in their given order. Ties keep their given order.
 */
export function longestFirst<T>(files: readonly T[], weight: (f: T) => number | undefined): T[] {
  const unknown = files.filter((f) => weight(f) === undefined);
  const known = files.filter((f) => weight(f) !== undefined);
  // Array.prototype.sort is stable: equal weights keep their given order.
  return [...unknown, ...known.sort((a, b) => (weight(b) ?? 0) - (weight(a) ?? 0))];
}
