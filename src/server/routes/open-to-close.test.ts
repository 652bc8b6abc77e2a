// SBR's opening lines in the product (issue 19, decision 089): the ingest of the data pack's 15
// workbooks, and the game page's open → close as a replay sees it, at the instants it became known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { getAtInstant } from '../../../tests/support/test-app.ts';
import type { TestDatabase } from '../../../tests/support/test-db.ts';
import { ingestSbr } from '../../jobs/ingest/sbr.ts';
import type { RunSummary } from '../../jobs/run-recorder.ts';
import type { GameDetailResponse } from '../../shared/api/game-detail.ts';

// ATL at DAL, Sunday 14 November 2021, 13:00 EST = 18:00 UTC. SBR's 2021-22 sheet: Atlanta's row opens
// 51.5, Dallas's −9.5 (Dallas favoured by 9.5, the total 51.5). nflverse closes it spread_line 8 (Dallas
// −8), total_line 55. The open is known from the Tuesday before, 9 November 12:00 EST = 17:00 UTC.
const GAME = '2021_10_ATL_DAL';
const TUESDAY_NOON = '2021-11-09T17:00:00.000Z';
const KICKOFF = '2021-11-14T18:00:00Z';

describe('SBR opening lines: ingest and open → close', () => {
  let t: TestDatabase;
  let run: RunSummary;
  const detail = (at: string | number) => getAtInstant<GameDetailResponse>(t.db, at, `/api/games/${GAME}`);

  beforeAll(async () => {
    // Every season's schedule as loaded on 15 February 2026: a clone of the run's one load
    // (tests/support/pack-fixtures.ts).
    t = await packDatabase({ kinds: ['games'], at: '2026-02-15T12:00:00Z' });
    const ctx = testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA }, now: '2026-02-15T12:00:00Z' });
    run = await ingestSbr(ctx);
  }, 180_000);
  afterAll(() => t.destroy());

  it('matches all 4,025 games of the 15 workbooks and reports what it left out by file, row and reason', () => {
    expect(run.status).toBe('success');
    const d = run.details as {
      games: number;
      matched: number;
      refused: unknown[];
      refusedValues: { file: string; row: number; reason: string }[];
    };
    expect([d.games, d.matched, d.refused.length]).toEqual([4025, 4025, 0]);
    expect(d.refusedValues.map((r) => `${r.file} ${r.row}`)).toEqual([
      'sbr_nfl_odds_2007-08.xlsx 456', // GB@CHI opens 9 / 541
      'sbr_nfl_odds_2012-13.xlsx 484', // MIA by 10 at the open, NE by 11 at the close
      'sbr_nfl_odds_2013-14.xlsx 88', // VH labels V, N
      'sbr_nfl_odds_2013-14.xlsx 90', // N, H
      'sbr_nfl_odds_2017-18.xlsx 392', // IND@BUF opens pk / 13.5
      'sbr_nfl_odds_2019-20.xlsx 392',
      'sbr_nfl_odds_2020-21.xlsx 54', // JAX@TEN opens 4 / 11
      'sbr_nfl_odds_2021-22.xlsx 98', // JAX@CIN opens 10.5 / 6.5
    ]);
    // Four rows a game (spread home/away, over/under), less the 5 refused open columns' 4 rows each and
    // MIA@NE's 2 spread rows: 4,025 × 4 − 5 × 4 − 2 = 16,078.
    expect(run.counts.inserted).toBe(16_078);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const ctx = testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA }, now: '2026-02-15T12:00:00Z' });
    const again = await ingestSbr(ctx);
    expect([again.counts.inserted, again.counts.unchanged]).toEqual([0, 16_078]);
  });

  it('a replay sees no open before the Tuesday noon, the open from then, and the close from kickoff', async () => {
    const before = await detail(Date.parse(TUESDAY_NOON) - 1000);
    expect(before.openToClose.spread).toEqual({
      open: null,
      openUnknown: 'no line captured before kickoff (SBR openers cover 2007–2021)',
      close: null,
      closeUnknown: 'no closing line yet: it is stored at kickoff',
      move: null,
    });

    const midweek = await detail(TUESDAY_NOON);
    expect(midweek.openToClose.spread.open).toEqual({
      line: -9.5,
      books: ['sbr_open'],
      knownAt: TUESDAY_NOON,
    });
    expect(midweek.openToClose.total.open?.line).toBe(51.5);
    expect([midweek.openToClose.spread.close, midweek.openToClose.spread.move]).toEqual([null, null]);

    const atKickoff = await detail(KICKOFF);
    // Spread: Dallas −9.5 → −8, a move of −8 − (−9.5) = +1.5 toward Atlanta. Total 51.5 → 55: +3.5.
    expect(atKickoff.openToClose).toEqual({
      spread: {
        open: midweek.openToClose.spread.open,
        openUnknown: null,
        close: -8,
        closeUnknown: null,
        move: 1.5,
      },
      total: {
        open: { line: 51.5, books: ['sbr_open'], knownAt: TUESDAY_NOON },
        openUnknown: null,
        close: 55,
        closeUnknown: null,
        move: 3.5,
      },
    });
  });
});
