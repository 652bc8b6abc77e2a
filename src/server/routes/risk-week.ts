// One week of the risk heatmap as of an instant: the as-of reads and each game's cells (decision 114),
// shared by the heatmap of the week in force and the risk record of graded weeks (decision 119).
import { atsRecords } from '../../db/repositories/ats-records.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { listWeekGames } from '../../db/repositories/games.ts';
import { latestLines, lineSnapshots } from '../../db/repositories/odds.ts';
import { injuriesAsOf } from '../../db/repositories/players.ts';
import { latestWeather } from '../../db/repositories/weather.ts';
import type { RiskHeatmapResponse } from '../../shared/api/risk-heatmap.ts';
import { gameView } from './game-view.ts';
import { type RiskGameInputs, riskGameView } from './risk-heatmap-view.ts';
import { INDOOR_ROOFS } from './strategy-week.ts';
import { injuries } from './week1-view.ts';

/**
 * One week's risk games as of `now` (as-of reads of lines, weather, injuries and results). `linesOf`
 * replaces a game's stored spread and total (the risk record scores graded picks at their own line).
 */
export async function weekRisk(
  db: Executor,
  season: number,
  week: number,
  now: Date,
  linesOf?: (gameId: string) => RiskGameInputs['lines'],
): Promise<RiskHeatmapResponse['games']> {
  const rows = await listWeekGames(db, season, week, now);
  const ids = rows.map((r) => r.gameId);
  const [lines, weather, snapshots, report, history] = await Promise.all([
    latestLines(db, ids, now),
    latestWeather(db, ids, now),
    lineSnapshots(db, ids, now),
    injuriesAsOf(db, season, week, now),
    atsRecords(db, season, now),
  ]);
  const sources = [...new Set(report.map((r) => r.source))].sort().join(', ');
  return rows.map((row) => {
    const hurt = injuries(report, row);
    return riskGameView({
      row,
      game: gameView(row, lines, weather.get(row.gameId), now),
      indoors: INDOOR_ROOFS.includes(row.roof ?? row.stadium?.roof),
      snapshots: snapshots.get(row.gameId) ?? [],
      // An empty report for the whole week is unknown, not "nobody hurt".
      injuries: report.length
        ? {
            homeImpact: hurt.homeTeamImpact,
            awayImpact: hurt.awayTeamImpact,
            source: `Injury reports (${sources})`,
          }
        : null,
      history,
      lines: linesOf?.(row.gameId),
    });
  });
}
