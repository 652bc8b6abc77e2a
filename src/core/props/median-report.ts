// The median view's walk-forward record for /model: every regular-season player-week with a stat
// line, projected before its kickoff, against his recent median and what he then recorded. Computed
// by the props job when the player lines change (a fingerprint of them), stored, and served as is.
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/repositories/executor.ts';
import { playerLineSeasons } from '../../db/repositories/player-history.ts';
import { medianCases } from '../../domain/props/median-backtest.ts';
import { MEDIAN_VIEW_LABEL } from '../../domain/props/median-view.ts';
import { medianAccuracy } from '../../domain/props/prop-record.ts';
import type { MedianAccuracyReport } from '../../shared/api/props.ts';
import { playerProjectionsInWorker } from '../model/model-task.ts';
import { loadPlayerData, seasonsWithLines } from '../players/player-data.ts';

export const MEDIAN_REPORT_LABEL = `Projection ${MEDIAN_VIEW_LABEL}: how often it named the side of his recent median that he then landed on. Not a betting record.`;

export async function buildMedianReport(
  db: Executor,
  asOf: Date,
  previousKey: string | undefined,
): Promise<{ dataKey: string; report: MedianAccuracyReport } | undefined> {
  const data = await loadPlayerData(db, await playerLineSeasons(db), asOf);
  const seasons = seasonsWithLines(data);
  if (seasons.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const g of data.history)
    hash.update(
      `${g.playerId}|${g.gameId}|${g.line.passYards}|${g.line.rushYards}|${g.line.recYards}|${g.line.receptions}\n`,
    );
  const dataKey = hash.digest('hex').slice(0, 32);
  if (dataKey === previousKey) return undefined;
  const targets = data.history.filter((g) => g.week <= 18);
  const projections = await playerProjectionsInWorker(data, targets);
  return {
    dataKey,
    report: {
      asOf: asOf.toISOString(),
      seasons,
      label: MEDIAN_REPORT_LABEL,
      rows: medianAccuracy(medianCases(projections, data.history)),
    },
  };
}
