// The median view's walk-forward record for /model: every regular-season player-week with a stat
// line, projected before its kickoff, against his recent median and what he then recorded. Computed
// by the props job when its inputs change (a fingerprint of all of them), stored, and served as is; so
// the stored report is what `npm run backtest -- props` computes from the same data (decision 083).
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/repositories/executor.ts';
import { playerLineSeasons } from '../../db/repositories/player-history.ts';
import type { PlayerModelData } from '../../domain/players/walk-forward.ts';
import { medianCases } from '../../domain/props/median-backtest.ts';
import { MEDIAN_VIEW_LABEL } from '../../domain/props/median-view.ts';
import { medianAccuracy } from '../../domain/props/prop-record.ts';
import type { MedianAccuracyReport } from '../../shared/api/props.ts';
import { playerProjectionsInWorker } from '../model/model-task.ts';
import { loadPlayerData, seasonsWithLines } from '../players/player-data.ts';

export const MEDIAN_REPORT_LABEL = `Projection ${MEDIAN_VIEW_LABEL}: how often it named the side of his recent median that he then landed on. Not a betting record.`;

/**
 * A fingerprint of everything the report's projections read: every player line (all its stats, not
 * only the four markets'), the finished games with their lines, results and weather, and the injury
 * reports published by the last graded kickoff. Keyed on the stat lines alone, a report computed before
 * the injury reports (or the games' lines) were loaded was kept for good, as the stat lines never
 * changed again. Games not yet played and later reports project no graded week, so they are left out
 * (a live odds capture does not recompute it).
 */
export function playerDataKey(data: PlayerModelData): string {
  const lastKickoff = data.history.reduce((m, g) => Math.max(m, g.kickoffMs), -Infinity);
  const hash = createHash('sha256');
  const parts = [
    data.history,
    data.games.filter((g) => g.result !== null),
    data.injuries.filter((r) => r.reportedAtMs <= lastKickoff),
  ];
  for (const part of parts) for (const item of part) hash.update(`${JSON.stringify(item)}\n`);
  return hash.digest('hex').slice(0, 32);
}

export async function buildMedianReport(
  db: Executor,
  asOf: Date,
  previousKey: string | undefined,
): Promise<{ dataKey: string; report: MedianAccuracyReport } | undefined> {
  const data = await loadPlayerData(db, await playerLineSeasons(db), asOf);
  const seasons = seasonsWithLines(data);
  if (seasons.length === 0) return undefined;
  const dataKey = playerDataKey(data);
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
