// The model job and its API on the real schedule, replayed as of Wednesday 19 November 2025
// (week 12 of 2025): every week-12 game has a pick, weeks 1–11 are frozen and graded, and nothing
// known after that instant leaks into a pick, a grade or the public record.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../tests/support/accounts.ts';
import { NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import { grantPremium } from '../../tests/support/premium.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { fixedClock } from '../core/clock.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { walkForwardInWorker } from '../core/model/model-task.ts';
import { buildReport, planReport } from '../core/model/report.ts';
import { weekPredictions } from '../core/model/week-predictions.ts';
import { connectDatabase } from '../db/client.ts';
import { loadModelGames } from '../db/repositories/model-games.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import { UnlockedPicksResponse } from '../shared/api/free-picks.ts';
import type { GamesResponse } from '../shared/api/games.ts';
import { ModelReport } from '../shared/api/model-report.ts';
import type { PickView, PredictionsResponse, PublicPredictionsResponse } from '../shared/api/predictions.ts';
import { readOpenClose } from './providers/sbr/sbr-open-close.ts';
import { finishedSbrWorkbooks } from './providers/sbr/sbr-workbook.ts';
import { recordRun } from './run-recorder.ts';
import { scoreModel } from './score-model.ts';

const NOW = '2025-11-19T12:00:00Z';

/** The published picks of an answer; every game of these weeks has one (their inputs were fresh). */
function picks(body: PredictionsResponse): PickView[] {
  return body.predictions.map((p) => {
    if (p.status === 'no_pick') throw new Error(`${p.gameId}: no pick published (${p.reasons[0]?.detail})`);
    return p;
  });
}

describe('the model job, as of 19 November 2025', () => {
  let t: TestApp;
  const q = async <T = Record<string, unknown>>(query: string) =>
    (await t.database.db.orm.execute(sql.raw(query))).rows as T[];
  const ctx = (now: string) => testIngestContext(t.database.db, { now, env: { NFL_DATA_DIR: NFL_DATA } });
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  let firstRun: Awaited<ReturnType<typeof scoreModel>>;

  beforeAll(async () => {
    // The schedule and the Elo file loaded today, as production does (a clone of the run's one load:
    // tests/support/pack-fixtures.ts); the job and the API then look at the data as of NOW.
    t = await createTestApp({ now: NOW, database: await packDatabase({ kinds: ['games'], elo: true }) });
    firstRun = await scoreModel(ctx(NOW));
  }, 180_000);
  afterAll(() => t.close());

  it('freezes a pick for every game that kicked off before the clock, and grades them all', async () => {
    expect(firstRun.status).toBe('success');
    const [games] = await q<{ n: string }>(`select count(*) as n from games where kickoff <= '${NOW}'`);
    const [picks] = await q<{ n: string; graded: string; later: string }>(
      `select count(*) as n, count(graded_at) as graded,
              count(*) filter (where g.kickoff > '${NOW}') as later
       from predictions p join games g using (game_id)`,
    );
    expect(Number(picks?.n)).toBe(Number(games?.n));
    expect(Number(picks?.graded)).toBe(Number(games?.n));
    expect(Number(picks?.later)).toBe(0);
    expect(firstRun.counts.inserted).toBe(Number(games?.n));
  });

  it("hands the SBR workbooks its thread parsed for the record at the open back to the caller's thread", () => {
    // The job's thread is stopped after the run; the next run's thread (and the report check below,
    // on this thread) reuse these parses instead of reading the fifteen workbooks again (decision 159).
    const lines = path.join(NFL_DATA, 'lines');
    const held = finishedSbrWorkbooks().filter((w) => path.dirname(w.file) === lines);
    expect(held.map((w) => path.basename(w.file)).sort()).toEqual(
      Array.from({ length: 15 }, (_, i) => `sbr_nfl_odds_${2007 + i}-${String(8 + i).padStart(2, '0')}.xlsx`),
    );
  });

  it('precomputes this week and next, and another instance answers from that', async () => {
    // Only the job has run so far: whatever is in the cache, it computed.
    const weeks = await q<{ season: number; week: number }>(
      'select distinct season, week from week_pick_cache order by season, week',
    );
    expect(weeks).toEqual([
      { season: 2025, week: 12 },
      { season: 2025, week: 13 },
    ]);
    // Another instance (its own pool, so nothing in memory) asked 30 s later: nothing new is visible by
    // then, so it serves the job's computation (made as of NOW) instead of running the model again.
    const later = new Date(Date.parse(NOW) + 30_000);
    const other = connectDatabase(t.database.url, { max: 2 });
    try {
      const served = await weekPredictions(other.orm, 2025, 12, later, 48 * 3_600_000);
      expect(picks(served).map((p) => p.predictedAt)).toEqual(
        picks(served).map(() => new Date(NOW).toISOString()),
      );
      // And they are exactly what the model computes at that instant.
      const games = await loadModelGames(other.orm, later, { toSeason: 2025 });
      const ids = games.filter((g) => g.season === 2025 && g.week === 12).map((g) => g.id);
      const fresh = await walkForwardInWorker({
        games,
        params: MODEL_PARAMS,
        asOfMs: later.getTime(),
        explainIds: ids,
        keepIds: ids,
      });
      for (const p of picks(served)) {
        const f = fresh.find((x) => x.gameId === p.gameId);
        expect([p.winner, p.winProbability, p.commentary]).toEqual([
          f?.winnerTeam,
          Math.max(f?.homeWinProbability ?? 0, 1 - (f?.homeWinProbability ?? 0)),
          f?.commentary,
        ]);
      }
    } finally {
      await other.close();
    }
  });

  it('serves week 12 of 2025 as the current week, with a provisional pick for every game', async () => {
    const body = await get<PublicPredictionsResponse>('/api/predictions');
    expect([body.season, body.week, body.weekLabel]).toEqual([2025, 12, 'Week 12']);
    const [games] = await q<{ n: string }>(
      'select count(*) as n from games where season = 2025 and week = 12',
    );
    expect(body.predictions).toHaveLength(Number(games?.n));
    // None kicked off on Wednesday: every pick is premium (decision 120), withheld from the public
    // answer, which keeps both teams' BioBoost with its reasons.
    for (const p of body.predictions) {
      expect(p.status).toBe('withheld');
      if (p.status === 'withheld') expect(p.home.bioBoost.inputs.sleep.reason).not.toBe('');
    }
    // A subscriber sees each pick, provisional.
    const subscriber = await signedInBrowser(t, 'subscriber.model@example.com');
    await grantPremium(t.database.db, (await subscriber.session()).json().user.id, '2026-01-01T00:00:00Z');
    const unlocked = UnlockedPicksResponse.parse(
      (await subscriber.get('/api/picks/unlocked?week=12')).json(),
    );
    expect(unlocked.picks).toHaveLength(Number(games?.n));
    for (const p of unlocked.picks) {
      expect(p.status).toBe('provisional');
      expect(p.result).toBeNull();
      expect(p.grade).toBeNull();
      // The schedule's lines are closing lines, captured at kickoff: none is known on Wednesday.
      expect(p.spread).toBeNull();
      expect([p.home.code, p.away.code]).toContain(p.predicted);
      expect(p.winnerConfidence).toBeGreaterThanOrEqual(50);
      expect(p.commentary?.length ?? 0).toBeGreaterThan(40);
    }
  });

  it('shows weeks 1–11 locked from the record, each graded from its real final score', async () => {
    for (let week = 1; week <= 11; week++) {
      const body = await get<PredictionsResponse>(`/api/predictions?season=2025&week=${week}`);
      const [games] = await q<{ n: string }>(
        `select count(*) as n from games where season = 2025 and week = ${week}`,
      );
      expect(body.predictions).toHaveLength(Number(games?.n));
      for (const p of picks(body)) {
        expect(p.status).toBe('locked');
        expect(p.publishedBeforeKickoff).toBe(false); // computed now, from data known before kickoff
        expect(p.predictedAt).toBe(p.kickoff);
        expect(p.result).not.toBeNull();
        const homeWon = (p.result?.homeScore ?? 0) > (p.result?.awayScore ?? 0);
        const expected =
          p.result?.homeScore === p.result?.awayScore
            ? 'push'
            : homeWon === (p.winner === p.home.code)
              ? 'win'
              : 'loss';
        expect(p.grade?.straightUp).toBe(expected);
        expect(p.spread).not.toBeNull();
      }
    }
  });

  it('quotes the line a pick was made against as the books print it, like /api/games does', async () => {
    const week11 = await get<PredictionsResponse>('/api/predictions?season=2025&week=11');
    const games = await get<GamesResponse>('/api/games?season=2025&week=11');
    for (const p of picks(week11)) {
      const game = games.games.find((g) => g.id === p.gameId);
      expect(p.spread?.homeLine).toBe(game?.odds.spread?.homeLine);
      // The pick's side follows from the handicap and the model's expected margin, both as named.
      const homeCovers = p.predictedMargin + (p.spread?.homeLine ?? 0) > 0;
      expect(p.spread?.pick).toBe(homeCovers ? p.home.code : p.away.code);
    }
  });

  it('grades the 2025 opener from its real score (PHI 24, DAL 20)', async () => {
    const body = await get<PredictionsResponse>('/api/predictions?season=2025&week=1');
    const opener = picks(body).find((p) => p.gameId === '2025_01_DAL_PHI');
    expect(opener?.result).toEqual({ homeScore: 24, awayScore: 20 });
    expect(opener?.grade?.straightUp).toBe(opener?.winner === 'PHI' ? 'win' : 'loss');
  });

  it('grades a locked pick whose final is known even before the job has stored the grade', async () => {
    const before = await get<PredictionsResponse>('/api/predictions?season=2025&week=1');
    await t.database.db.orm.execute(
      sql.raw(
        "update predictions set graded_at = null, straight_up = null, against_spread = null, total_result = null where game_id = '2025_01_DAL_PHI'",
      ),
    );
    // A finished run marks the cached answer stale.
    await recordRun(ctx(NOW), 'test', async () => ({ counts: { inserted: 0, updated: 0, unchanged: 0 } }));
    const after = await get<PredictionsResponse>('/api/predictions?season=2025&week=1');
    const grade = (r: PredictionsResponse) => picks(r).find((p) => p.gameId === '2025_01_DAL_PHI')?.grade;
    expect(grade(after)).toEqual(grade(before));
    await scoreModel(ctx(NOW)); // and the job stores it again
    const [row] = await q<{ graded: boolean }>(
      "select graded_at is not null as graded from predictions where game_id = '2025_01_DAL_PHI'",
    );
    expect(row?.graded).toBe(true);
  });

  it('never rewrites or deletes a frozen pick; only the grade may change', async () => {
    const update = sql.raw("update predictions set winner_team = 'XXX' where game_id = '2025_01_DAL_PHI'");
    const refused = (pattern: RegExp) => ({
      cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
    });
    await expect(t.database.db.orm.execute(update)).rejects.toMatchObject(
      refused(/frozen: only its grade may change/),
    );
    const remove = sql.raw("delete from predictions where game_id = '2025_01_DAL_PHI'");
    await expect(t.database.db.orm.execute(remove)).rejects.toMatchObject(refused(/cannot be deleted/));
    const regrade = sql.raw("update predictions set graded_at = graded_at where game_id = '2025_01_DAL_PHI'");
    await expect(t.database.db.orm.execute(regrade)).resolves.toBeDefined();
  });

  it('does nothing on a second run with the same data', async () => {
    const again = await scoreModel(ctx(NOW));
    expect(again.counts).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    expect(again.details?.reportUpdated).toBe(false);
  });

  it('serves the public record computed from the same games as the backtest command', async () => {
    const report = ModelReport.parse(await get('/api/model/report'));
    const inputs = await loadModelInputs(t.database.db.orm, new Date(NOW));
    const plan = await planReport(t.database.db.orm, inputs);
    expect(plan).toBeDefined();
    const games = (plan as NonNullable<typeof plan>).games;
    const openLines = (await readOpenClose(path.join(NFL_DATA, 'lines'), games)).lines;
    expect(report).toEqual(
      JSON.parse(JSON.stringify(await buildReport(plan as NonNullable<typeof plan>, openLines))),
    );
    // The record at the open, as docs/record-open.md prints it: 2010–2021, every pick a lean.
    expect(report.atOpen && [report.atOpen.fromSeason, report.atOpen.toSeason]).toEqual([2010, 2021]);
    expect(report.atOpen?.ats).toMatchObject({ wins: 1601, losses: 1520, pushes: 98 });
    expect(report.atOpen?.bets.record).toMatchObject({ wins: 384, losses: 362, pushes: 23 });
    expect(report.atOpen?.bets.published).toBe(false);
    expect([report.fromSeason, report.toSeason]).toEqual([2010, 2025]);
    for (const source of [report.overall.model, report.overall.market, report.overall.elo538]) {
      expect(source?.games).toBe(report.overall.model.games);
      expect(source?.accuracy).toBeGreaterThan(0.6);
      expect(source?.brier).toBeLessThan(0.25);
      expect(source?.logLoss).toBeLessThan(0.7);
    }
    const { ats } = report.overall.model;
    expect(ats.pct).toBeCloseTo(ats.wins / (ats.wins + ats.losses), 12);
    // Only 2025 games finished by the clock count; later ones are not known yet.
    const [done] = await q<{ n: string }>(
      `select count(*) as n from games where season = 2025 and result_known_at <= '${NOW}' and home_score <> away_score`,
    );
    expect(report.seasons.at(-1)?.season).toBe(2025);
    expect(report.seasons.at(-1)?.model.games).toBe(Number(done?.n));
  });

  it('keeps serving the record as of the clock after later results are scored', async () => {
    const later = await scoreModel(
      testIngestContext(t.database.db, { clock: fixedClock(new Date('2026-03-01T00:00:00Z')) }),
    );
    expect(later.details?.reportUpdated).toBe(true);
    const report = ModelReport.parse(await get('/api/model/report'));
    const [done] = await q<{ n: string }>(
      `select count(*) as n from games where season = 2025 and result_known_at <= '${NOW}' and home_score <> away_score`,
    );
    expect(report.seasons.at(-1)?.model.games).toBe(Number(done?.n));
    // The week-12 picks the replayed app shows are still provisional: their frozen rows lie after the clock.
    // Before kickoff they are premium: withheld from the public answer (decision 120), not graded.
    const week12 = await get<PublicPredictionsResponse>('/api/predictions');
    expect(week12.predictions.every((p) => p.status === 'withheld')).toBe(true);
  }, 120_000);
});
