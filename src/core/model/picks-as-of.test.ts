// The week pages of one instant share one load, one hand-over and one walk-forward run on the worker,
// and get exactly the picks a run of their own would have given them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../../tests/support/test-db.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { walkForward } from '../../domain/model/walk-forward.ts';
import { modelWorker, stopModelWorker } from './model-task.ts';
import { picksAsOf, type Snapshot } from './picks-as-of.ts';
import { weekPredictions } from './week-predictions.ts';

const AS_OF = new Date('2025-11-19T12:00:00Z');
const WEEKS = [12, 13, 14, 15, 16, 17, 18];

describe('picks as of one instant', () => {
  let t: TestDatabase;
  let loads = 0;
  const snapshot = (key: string): Snapshot => ({
    key,
    asOf: AS_OF,
    load: () => {
      loads += 1;
      return loadModelGames(t.db.orm, AS_OF);
    },
  });
  /**
   * What a run of the week's own (the games up to its season, as before) picks: a walk-forward over 27
   * seasons on this thread, once per season and file, explaining every week the file asks of that season
   * (2025: weeks 12 to 18; 2024: week 10), each week's picks taken from it. A game's pick depends on the
   * games before it, never on which other games are explained, so one walk per season gives each week
   * the picks seven walks gave (decision 158; weeks 12 and 13 of 2025 are compared in two tests each).
   */
  const ASKED: Record<number, readonly number[]> = { 2024: [10], 2025: WEEKS };
  const seasonRuns = new Map<number, Promise<GamePrediction[]>>();
  const ownRun = async (season: number, week: number) => {
    let run = seasonRuns.get(season);
    if (!run) {
      run = walkOwn(season);
      seasonRuns.set(season, run);
    }
    const weekIds = new Set(idsOf(season, week));
    return (await run).filter((p) => weekIds.has(p.gameId));
  };
  const walkOwn = async (season: number) => {
    const games = await loadModelGames(t.db.orm, AS_OF, { toSeason: season });
    const weeks = new Set(ASKED[season]);
    const ids = new Set(games.filter((g) => g.season === season && weeks.has(g.week)).map((g) => g.id));
    return walkForward(games, {
      params: MODEL_PARAMS,
      asOfMs: AS_OF.getTime(),
      explain: (g) => ids.has(g.id),
      // The worker runs with the recalibrated probability (decision 100): the same options here.
      recalibrate: true,
    }).filter((p) => ids.has(p.gameId));
  };
  let all: ModelGame[];
  const idsOf = (season: number, week: number) =>
    all.filter((g) => g.season === season && g.week === week).map((g) => g.id);
  const byId = (picks: GamePrediction[]) => new Map(picks.map((p) => [p.gameId, p]));

  beforeAll(async () => {
    // The schedule, injury reports and snap counts loaded today: a clone of the run's one load
    // (tests/support/pack-fixtures.ts).
    t = await packDatabase({ kinds: ['games', 'injuries', 'snap_counts'] });
    all = await loadModelGames(t.db.orm, AS_OF);
  }, 120_000);
  afterAll(async () => {
    await stopModelWorker();
    await t.destroy();
  });

  it('seven week pages at once: one load, one run, and the picks of a run of their own', async () => {
    const pages = await Promise.all(WEEKS.map((w) => picksAsOf(snapshot('a'), MODEL_PARAMS, idsOf(2025, w))));
    expect(loads).toBe(1);
    expect(await modelWorker().call('stats', undefined)).toMatchObject({ runs: 1 });
    for (const [i, week] of WEEKS.entries()) {
      const own = await ownRun(2025, week);
      expect(own.length).toBeGreaterThan(0);
      const shared = byId(pages[i] ?? []);
      for (const p of own) expect(shared.get(p.gameId), p.gameId).toEqual(p);
    }
  }, 120_000);

  it('an older week asked for later is added to the run with its commentary', async () => {
    const ids = idsOf(2024, 10);
    const [picks, own] = [await picksAsOf(snapshot('a'), MODEL_PARAMS, ids), await ownRun(2024, 10)];
    expect(picks).toEqual(own);
    expect(picks.every((p) => p.commentary.length > 0)).toBe(true);
    expect(loads).toBe(1);
  }, 60_000);

  it('a fresh worker is handed the games again', async () => {
    await modelWorker().worker?.terminate();
    const ids = idsOf(2025, 12);
    expect(byId(await picksAsOf(snapshot('a'), MODEL_PARAMS, ids))).toEqual(byId(await ownRun(2025, 12)));
    expect(loads).toBe(2);
  }, 60_000);

  it('the week pages answer with those picks', async () => {
    const page = await weekPredictions(t.db.orm, 2025, 13, AS_OF, 48 * 3_600_000);
    const own = byId(await ownRun(2025, 13));
    expect(page.predictions).toHaveLength(own.size);
    for (const view of page.predictions) {
      const p = own.get(view.gameId);
      if (view.status === 'no_pick') throw new Error(`${view.gameId}: no pick`);
      expect(view.status).toBe('provisional');
      expect([view.winner, view.commentary]).toEqual([p?.winnerTeam, p?.commentary]);
    }
  }, 60_000);
});
