// Saved The Odds API answers load with no key and no network, keep every book, and are seen by a
// replay only from their capture times. Reads the real samples in ../shared/data (never copied).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SAMPLES, dataFingerprint, NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../../tests/support/test-db.ts';
import { gameLineSnapshots } from '../../db/repositories/odds.ts';
import { oddsBoard } from '../../domain/odds/odds-board.ts';
import { teamCodeByName } from '../../shared/reference/teams.ts';
import { runOddsCaptures, runSource } from '../sources.ts';

const CAPTURES = path.join(API_SAMPLES, 'the-odds-api');
const WEEK15 = path.join(CAPTURES, 'v4_americanfootball_nfl_odds_2025-12-12.json');
const NOW = '2025-12-12T18:00:00Z';

interface SampleEvent {
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: { key: string; markets: { last_update: string; outcomes: unknown[] }[] }[];
}
const SAMPLE: SampleEvent[] = JSON.parse(readFileSync(WEEK15, 'utf8'));

describe('The Odds API from saved files (offline and replay)', () => {
  let database: TestDatabase;
  const at = (now: string, config = {}) => testIngestContext(database.db, { now, config });
  const gameId = (e: SampleEvent) => `2025_15_${teamCodeByName(e.away_team)}_${teamCodeByName(e.home_team)}`;

  beforeAll(async () => {
    // 2025's schedule loaded as of NOW: a clone of the run's one load (tests/support/pack-fixtures.ts).
    database = await packDatabase({ kinds: ['games'], season: 2025, at: NOW });
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
  });

  it('a replay before the capture loads nothing of it', async () => {
    const [summary] = await runSource(at('2025-12-11T12:00:00Z'), 'odds-api', { file: WEEK15 });
    expect(summary?.status).toBe('success');
    expect(summary?.counts.inserted).toBe(0);
    expect(summary?.details).toMatchObject({ events: 30, unmatched: 0, snapshots: 0 });
    expect(summary?.details?.notYetKnownMarkets).toBeGreaterThan(600);
  });

  it('loads every book of every pre-game event with `--file`, dated by each market’s last_update', async () => {
    const [summary] = await runSource(at(NOW), 'odds-api', { file: WEEK15 });
    expect(summary?.status).toBe('success');
    expect(summary?.details).toMatchObject({ events: 30, unmatched: 0, books: 9 });
    // ATL @ TB had kicked off when the answer was saved: its in-play prices are not stored.
    expect(summary?.details?.inPlayMarkets).toBe(18);
    // Week 15's games still to play when the answer was saved (TNF had kicked off; week 16 follows).
    const week15 = SAMPLE.filter(
      (e) => e.commence_time > '2025-12-12T03:00:00Z' && e.commence_time < '2025-12-17',
    );
    expect(week15).toHaveLength(15);
    for (const event of week15) {
      const snaps = await gameLineSnapshots(database.db.orm, gameId(event), new Date(NOW));
      expect(new Set(snaps.map((s) => s.book))).toEqual(new Set(event.bookmakers.map((b) => b.key)));
    }
    const stored = await database.db.orm.execute<{ n: number }>(
      sql`select count(*)::int as n from odds_snapshots where source = 'odds-api' and game_id = '2025_15_ATL_TB'`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('a week-15 game’s odds board as of NOW carries all nine books, with capture times', async () => {
    const snaps = await gameLineSnapshots(database.db.orm, '2025_15_ARI_HOU', new Date(NOW));
    const board = oddsBoard(snaps, null);
    const spread = board.markets.find((m) => m.market === 'spreads');
    expect(spread?.books.map((b) => b.book)).toHaveLength(9);
    expect(spread?.best.away).toMatchObject({ line: 10, price: -110, books: ['mybookieag'] });
    const hou = SAMPLE.find((e) => e.home_team === 'Houston Texans');
    const lastUpdate = Math.max(
      ...(hou?.bookmakers ?? []).flatMap((b) => b.markets.map((m) => Date.parse(m.last_update))),
    );
    expect(board.latestCaptureMs).toBe(lastUpdate);
    // Seen from the day before, the same game has no line from this capture.
    expect(
      await gameLineSnapshots(database.db.orm, '2025_15_ARI_HOU', new Date('2025-12-11T12:00:00Z')),
    ).toEqual([]);
  });

  it('re-loading the file, or the whole captures folder, changes nothing', async () => {
    const before = await dataFingerprint(database.db);
    const [again] = await runSource(at(NOW), 'odds-api', { file: WEEK15 });
    expect(again?.counts.inserted).toBe(0);
    const folder = await runOddsCaptures(at(NOW, { oddsApiCapturesDir: CAPTURES }));
    expect(folder.status).toBe('success');
    // The pack holds 14 captures: 30 events on 12 December, 143 in the 13 later ones (15 December to
    // 3 February, counted file by file: 16+17+16+16+16+16+16+16+6+4+2+1+1), all in the future of this
    // clock: not known yet. 668 markets in the 12 December file, 18 of them in play; two outcomes each.
    expect(folder.details).toMatchObject({ events: 30 + 143, snapshots: 2 * (668 - 18), inPlayMarkets: 18 });
    expect(folder.details?.notYetKnownMarkets).toBeGreaterThan(0);
    expect(folder.counts.inserted).toBe(0);
    expect(await dataFingerprint(database.db)).toEqual(before);
  });

  it('refuses, by name, an empty file, an empty answer and a spread or total no game has; writes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gg-odds-file-'));
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    // The sample with its first event's first spreads outcome at the total's 47.5 (swapped columns).
    const swapped = JSON.parse(readFileSync(WEEK15, 'utf8'));
    const spreads = swapped[0].bookmakers[0].markets.find((m: { key: string }) => m.key === 'spreads');
    spreads.outcomes[0].point = 47.5;
    const before = await dataFingerprint(database.db);
    const cases: [string, string][] = [
      [file('empty.json', ''), 'the file is empty'],
      [file('none.json', '[]'), 'the saved answer holds no events (an empty list)'],
      [
        file('swapped.json', JSON.stringify(swapped)),
        `The Odds API saved answer: unexpected answer: 0.bookmakers.0.markets.${swapped[0].bookmakers[0].markets.indexOf(spreads)}.outcomes.0.point: a spread of 47.5 is beyond ±35 points (spread and total swapped?)`,
      ],
    ];
    for (const [name, why] of cases) {
      const [run] = await runSource(at(NOW), 'odds-api', { file: name });
      expect(run).toMatchObject({ status: 'failed', error: `${name}: ${why}` });
    }
    expect(await dataFingerprint(database.db)).toEqual(before);
  });

  it('says why when no captures folder is configured, and refuses a file that is not an answer', async () => {
    expect((await runOddsCaptures(at(NOW))).status).toBe('skipped');
    const [bad] = await runSource(at(NOW), 'odds-api', { file: path.join(NFL_DATA, 'README.md') });
    expect(bad?.status).toBe('failed');
    expect(bad?.error).toMatch(/The Odds API saved answer: unexpected answer: not JSON/);
  });
});
