// Freeze only informed picks (decision 016), on the real schedule: past the data pack's last result a
// pick without a line is never frozen (the record says "no pick published" and why), the history since
// 1999 still freezes from its closing lines, and a line counts as fresh only while a source confirms it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClockAt, NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { fixedClock } from '../core/clock.ts';
import { weekPredictions } from '../core/model/week-predictions.ts';
import type { PredictionsResponse } from '../shared/api/predictions.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import { scoreModel } from './score-model.ts';

const HOUR = 3_600_000;
const MAX_AGE = 48 * HOUR;

describe('replayed on 23 November 2026, after the last result in the data pack', () => {
  const NOW = '2026-11-23T12:00:00Z';
  let t: TestApp;
  const q = async <T = Record<string, unknown>>(query: string) =>
    (await t.database.db.orm.execute(sql.raw(query))).rows as T[];
  const count = async (query: string) => Number((await q<{ n: string }>(query))[0]?.n);
  let run: Awaited<ReturnType<typeof scoreModel>>;

  beforeAll(async () => {
    // The schedule loaded as of NOW (a clone of the run's one load: tests/support/pack-fixtures.ts).
    t = await createTestApp({ now: NOW, database: await packDatabase({ kinds: ['games'], at: NOW }) });
    run = await scoreModel(
      testIngestContext(t.database.db, { clock: fixedClock(new Date(NOW)), env: { NFL_DATA_DIR: NFL_DATA } }),
    );
  }, 180_000);
  afterAll(() => t.close());

  it('freezes no pick without a line, and still freezes every game since 1999', async () => {
    expect(run.status).toBe('success');
    expect(await count('select count(*) as n from predictions where spread_line is null')).toBe(0);
    const history = await count(
      `select count(*) as n from games where kickoff <= '${NOW}' and season <= 2025`,
    );
    expect(history).toBeGreaterThan(7000);
    expect(await count('select count(*) as n from predictions')).toBe(history);
    expect(run.details?.frozen).toBe(history);
    expect(
      await count(
        'select count(*) as n from predictions p join games g using (game_id) where g.season = 2026',
      ),
    ).toBe(0);
  });

  it('records "no pick published" for every 2026 game that kicked off, with the reasons', async () => {
    const played = await count(`select count(*) as n from games where season = 2026 and kickoff <= '${NOW}'`);
    expect(played).toBe(162);
    const rows = await q<{ game_id: string; week: number; codes: string[] }>(
      `select n.game_id, g.week, array(select jsonb_array_elements(n.reasons)->>'code') as codes
       from no_picks n join games g using (game_id) order by g.kickoff`,
    );
    expect(rows).toHaveLength(played);
    for (const row of rows) {
      // A replay never sees the file's lines of unplayed games: none was captured before kickoff.
      expect(row.codes, row.game_id).toContain('no_line');
      // From week 2 on, the previous week's results never came.
      expect(row.codes.includes('previous_result_unknown'), row.game_id).toBe(row.week > 1);
    }
    expect(run.details?.noPick).toBe(played);
  });

  it('serves them as no pick, never graded, on the predictions API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/predictions?season=2026&week=3' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PredictionsResponse;
    expect(body.predictions).toHaveLength(16);
    for (const p of body.predictions) {
      expect(p).toMatchObject({ status: 'no_pick', recorded: true, result: null });
      expect(p).not.toHaveProperty('grade');
      if (p.status !== 'no_pick') continue;
      expect(p.reasons.map((r) => r.detail)).toContain('No betting line had been captured before kickoff.');
      expect(
        p.reasons.some((r) =>
          /^[A-Z]{2,3}'s previous game \(2026_02_\w+\) had no known result at kickoff\.$/.test(r.detail),
        ),
      ).toBe(true);
    }
  });

  it('never rewrites or deletes a no-pick, and never adds a pick beside one', async () => {
    const refused = (pattern: RegExp) => ({
      cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
    });
    const game = '2026_03_ATL_GB';
    const [exists] = await q<{ n: string }>(`select count(*) as n from no_picks where game_id = '${game}'`);
    expect(Number(exists?.n)).toBe(1);
    await expect(
      t.database.db.orm.execute(sql.raw(`update no_picks set reasons = '[]' where game_id = '${game}'`)),
    ).rejects.toMatchObject(refused(/cannot be changed or deleted/));
    await expect(
      t.database.db.orm.execute(sql.raw(`delete from no_picks where game_id = '${game}'`)),
    ).rejects.toMatchObject(refused(/cannot be changed or deleted/));
    const [pick] = await q<Record<string, unknown>>('select * from predictions limit 1');
    await expect(
      t.database.db.orm.execute(
        sql`insert into predictions select ${game}, model_version, predicted_at, written_at, home_win_probability,
              winner_team, confidence, confidence_pct, predicted_margin, predicted_total, spread_line, spread_pick_team,
              spread_edge, total_line, total_pick, total_edge, home_bioboost, away_bioboost, details, commentary
            from predictions where game_id = ${pick?.game_id as string}`,
      ),
    ).rejects.toMatchObject(refused(/already has "no pick published" on the record/));
  });

  it('decides nothing twice', async () => {
    const again = await scoreModel(testIngestContext(t.database.db, { clock: fixedClock(new Date(NOW)) }));
    expect(again.details).toMatchObject({ frozen: 0, noPick: 0 });
  });
});

describe('a live run: a line is fresh only while a source keeps confirming it', () => {
  let database: TestDatabase;
  const ingestAt = (iso: string) =>
    ingestNflverse(
      testIngestContext(database.db, { clock: liveClockAt(iso), env: { NFL_DATA_DIR: NFL_DATA } }),
      {
        kinds: ['games'],
        season: 2026,
      },
    );
  const scoreAt = (iso: string) => scoreModel(testIngestContext(database.db, { clock: liveClockAt(iso) }));

  beforeAll(async () => {
    database = await createTestDatabase();
    // The schedule with the 2026 week 1–4 lines, read in August; the model runs after the opener.
    await ingestAt('2026-08-14T00:00:00Z');
    await scoreAt('2026-09-10T06:00:00Z');
    // Read again two days before the Sunday games: their lines have not moved, the run confirms them.
    await ingestAt('2026-09-12T12:00:00Z');
    await scoreAt('2026-09-14T12:00:00Z');
  }, 120_000);
  afterAll(() => database.destroy());

  it('publishes the Sunday picks against the confirmed line, and none for the games whose line was weeks old', async () => {
    const week1 = await weekPredictions(database.db.orm, 2026, 1, new Date('2026-09-14T12:00:00Z'), MAX_AGE);
    const byStatus = (status: string) => week1.predictions.filter((p) => p.status === status);
    expect(byStatus('no_pick').map((p) => p.gameId)).toEqual(['2026_01_NE_SEA', '2026_01_SF_LA']);
    for (const p of byStatus('no_pick')) {
      if (p.status !== 'no_pick') continue;
      expect(p.reasons).toEqual([
        {
          code: 'stale_line',
          detail: expect.stringMatching(
            /^The latest line had last been confirmed 2\d days before kickoff \(the limit is 48 hours\)\.$/,
          ),
        },
      ]);
    }
    const locked = byStatus('locked');
    expect(locked).toHaveLength(13);
    for (const p of locked) if (p.status === 'locked') expect(p.spread).not.toBeNull();
    expect(byStatus('provisional')).toHaveLength(1); // Monday night
  });

  it('says "no pick" for a game that kicked off before the job decided it, by the same rule', async () => {
    // Monday night, asked after its kickoff and before any model run: its line was last confirmed on
    // Saturday at noon, more than 48 hours earlier.
    const later = await weekPredictions(database.db.orm, 2026, 1, new Date('2026-09-15T06:00:00Z'), MAX_AGE);
    const monday = later.predictions.filter((p) => !['2026_01_NE_SEA', '2026_01_SF_LA'].includes(p.gameId));
    const last = monday.find((p) => p.status !== 'locked');
    expect(last).toMatchObject({
      status: 'no_pick',
      recorded: false,
      reasons: [{ code: 'stale_line', detail: expect.stringMatching(/confirmed 60 hours before kickoff/) }],
    });
  });
});
