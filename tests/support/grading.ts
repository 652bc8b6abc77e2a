// The stubs behind the routes that grade picks at the app's clock (decision 128, the routes' fast test
// set): my-picks, own-pick-stats and the leaderboard find the season (`seasonWindows`), grade picks
// against the captured closes (`capturedCloses`, then contributor-pick-view.ts) and, for a person's own
// figures, count them with the leaderboard's function (`ownPickStats`). The test file mocks these
// modules itself (vi.mock belongs in the test file: Vitest hoists it there, and api-shared-files.ts's
// check reads it there), so what this file imports are the test's mocks. A file that forgot one fails
// at once: `mockReset` of the real function is not a function.
import { vi } from 'vitest';
import * as games from '../../src/db/repositories/games.ts';
import * as ownStats from '../../src/domain/contributors/own-stats.ts';
import type { SeasonWindow } from '../../src/domain/current-week.ts';
import * as closes from '../../src/server/routes/captured-closes.ts';
import * as views from '../../src/server/routes/contributor-pick-view.ts';

export { closes, games, ownStats, views };

/** What `capturedCloses` answers: a marker the grading stubs are checked to receive. */
export const CAPTURED = new Map([['marker', 'the captured closes']]);

/**
 * Before each test: `windows` as the schedule's seasons, CAPTURED as the captured closes and, for the
 * routes that count a person's own picks, `own` as the counted figures.
 */
export function stubGrading(windows: SeasonWindow[], own?: object): void {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(windows);
  vi.mocked(closes.capturedCloses)
    .mockReset()
    .mockResolvedValue(CAPTURED as never);
  if (own)
    vi.mocked(ownStats.ownPickStats)
      .mockReset()
      .mockReturnValue(own as never);
}
