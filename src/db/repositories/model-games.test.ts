// The model reads the database through loadModelGames; the fitting script and the model's own tests
// read the CSV directly. Both must describe every game the same way, or the fitted constants would be
// applied to different inputs than they were fitted on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClockAt, NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { teamRecoveryScore } from '../../domain/bioboost/recovery-score.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import { ingestNflverse } from '../../jobs/ingest/nflverse.ts';
import { loadModelGames } from './model-games.ts';

describe('the model reads the same games from the database as from the file', () => {
  let t: TestDatabase;
  let fromDb: Map<string, ModelGame>;
  beforeAll(async () => {
    t = await createTestDatabase();
    // Read live when the pack was assembled (August 2026), before the 2026 kickoffs: the file's lines of
    // the unplayed 2026 games are then a market the run witnessed (a run after kickoff stores none).
    const clock = liveClockAt('2026-08-14T00:00:00Z');
    await ingestNflverse(testIngestContext(t.db, { clock, env: { NFL_DATA_DIR: NFL_DATA } }), {
      kinds: ['games'],
    });
    fromDb = new Map(
      (await loadModelGames(t.db.orm, new Date('2030-01-01T00:00:00Z'))).map((g) => [g.id, g]),
    );
  }, 120_000);
  afterAll(() => t.destroy());

  it('has every game of the schedule, described identically', () => {
    const fromFile = loadNflGames();
    expect(fromDb.size).toBe(fromFile.length);
    for (const game of fromFile) {
      const stored = fromDb.get(game.id);
      // 1999 has no kickoff times: the two loaders assume different usual windows for it.
      const comparable = game.season === 1999 ? { ...game, kickoffMs: stored?.kickoffMs } : game;
      expect(stored, game.id).toEqual(comparable);
    }
  });

  it('hides results and lines not yet known at the instant asked about', async () => {
    const asOf = new Date('2025-11-19T12:00:00Z');
    const games = await loadModelGames(t.db.orm, asOf);
    const week12 = games.filter((g) => g.season === 2025 && g.week === 12);
    expect(week12.length).toBeGreaterThan(0);
    expect(
      week12.every((g) => g.result === null && g.market.spread === null && g.market.total === null),
    ).toBe(true);
    const week11 = games.filter((g) => g.season === 2025 && g.week === 11);
    expect(week11.every((g) => g.result !== null && g.market.spread !== null)).toBe(true);
  });

  it('carries the injury report published before kickoff, with starters from snap counts', async () => {
    await ingestNflverse(testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA } }), {
      kinds: ['injuries', 'snap_counts'],
    });
    const games = await loadModelGames(t.db.orm, new Date('2025-11-19T12:00:00Z'));
    // Week 11 of 2025: Cincinnati without Joe Burrow (out since week 2; he started weeks 1 and 2).
    const cin = games.find((g) => g.id === '2025_11_CIN_PIT');
    const side = cin?.injuries?.away ?? null;
    expect(side?.find((e) => e.playerName === 'Joe Burrow')).toMatchObject({
      playerName: 'Joe Burrow',
      position: 'QB',
      status: 'OUT',
      weeksInjured: 1,
      isStarter: true,
      injury: 'Toe',
    });
    // The depth behind him: his last three games are weeks 1 (all the snaps) and 2 (0.3 before he was
    // hurt), 0.65 on average; Joe Flacco has played every snap of Cincinnati's last three games. Burrow
    // is still the starter, so Flacco is his replacement: 1 / 0.65 ≈ 1.54 of his share, excellent
    // depth (from 0.75). Judged as a backup (Flacco "ahead" of him) it read 0: no replacement.
    expect(side?.find((e) => e.playerName === 'Joe Burrow')?.backupRatio).toBeCloseTo(1 / 0.65, 10);
    expect(teamRecoveryScore(side).reason).toContain('QB Joe Burrow out (toe), excellent depth');
    // Week 12's reports come out on the Friday after the instant asked about: not known yet.
    expect(
      games.filter((g) => g.season === 2025 && g.week === 12).every((g) => g.injuries === undefined),
    ).toBe(true);
    // Before 2023 the pack has no injury reports: unknown, not "nobody hurt".
    expect(games.filter((g) => g.season === 2022).every((g) => g.injuries === undefined)).toBe(true);
  });
});
