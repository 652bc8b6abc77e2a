// The player engine's record from the database as known at one instant: projections against the
// naive baselines for every season with weekly lines, and the DFS Top 5 on the weeks with results.
import { salariesOfSeasons, salaryFitRows } from '../../db/repositories/dfs-salaries.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { playerLineSeasons } from '../../db/repositories/player-history.ts';
import { dfsBacktest } from '../../domain/dfs/dfs-backtest.ts';
import { fitSalaryModel } from '../../domain/dfs/salary-model.ts';
import { positionRecords, projectionPairs } from '../../domain/players/backtest.ts';
import { BAND_TABLES } from '../../domain/players/band-table.ts';
import { skillPosition } from '../../domain/players/player-game.ts';
import { PROJECTION_FIT, PROJECTION_PARAMS } from '../../domain/players/projection-params.ts';
import type { PlayerBacktest } from '../../shared/api/player-backtest.ts';
import { loadPlayerData, seasonsWithLines } from './player-data.ts';

export async function buildPlayerBacktest(
  db: Executor,
  asOf: Date,
  seasons?: readonly number[],
): Promise<PlayerBacktest | null> {
  const all = await loadPlayerData(db, seasons ?? (await playerLineSeasons(db)), asOf);
  const evaluated = seasonsWithLines(all);
  if (evaluated.length === 0) return null;
  const pairs = projectionPairs(all, evaluated, PROJECTION_PARAMS);
  const projections = positionRecords(pairs, all.history, BAND_TABLES).map((r) => ({
    ...r,
    inSample: r.season === PROJECTION_FIT.season,
  }));
  const fitRows = (await salaryFitRows(db, asOf)).flatMap((r) => {
    const position = skillPosition(r.position);
    return position && r.avgPoints !== null ? [{ position, salary: r.salary, avgPoints: r.avgPoints }] : [];
  });
  const salaryModel = fitSalaryModel(fitRows);
  const real = new Map(
    (await salariesOfSeasons(db, evaluated, asOf)).map((r) => [
      `${r.season}|${r.week}|${r.gsisId}`,
      r.salary,
    ]),
  );
  const hasModel = Object.keys(salaryModel).length > 0;
  const dfs =
    hasModel || real.size > 0
      ? dfsBacktest({
          data: all,
          seasons: evaluated,
          params: PROJECTION_PARAMS,
          bands: BAND_TABLES,
          realSalary: (season, week, id) => real.get(`${season}|${week}|${id}`) ?? null,
          salaryModel,
        })
      : null;
  return {
    asOf: asOf.toISOString(),
    fitSeason: PROJECTION_FIT.season,
    fitCommand: PROJECTION_FIT.command,
    projections,
    dfs: dfs && {
      ...dfs,
      salaryModel: Object.entries(salaryModel).map(([position, l]) => ({
        position,
        rows: l.rows,
        r2: l.r2,
        intercept: l.intercept,
        slope: l.slope,
      })),
    },
  };
}
