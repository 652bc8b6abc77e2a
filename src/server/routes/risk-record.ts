// The heatmap's risk checked against results (decision 119): for each graded week of the season, every
// game's cells scored as of the week's first kickoff (nothing known later), and the model's own pick on
// each bet type graded: the spread pick against the spread, the total pick, the straight-up winner.

import type { Executor } from '../../db/repositories/executor.ts';
import { settledPicks } from '../../db/repositories/past-picks.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { type GradedRisk, riskRecord } from '../../domain/risk/record.ts';
import type { RiskRecordResponse } from '../../shared/api/risk-heatmap.ts';
import { itemAt } from '../../shared/guards.ts';
import { weekRisk } from './risk-week.ts';

type Settled = Awaited<ReturnType<typeof settledPicks>>[number];

const OUTCOME = {
  spread: (p: Settled['prediction']) => p.againstSpread,
  total: (p: Settled['prediction']) => p.totalResult,
  moneyline: (p: Settled['prediction']) => p.straightUp,
} as const;

export async function loadRiskRecord(db: Executor, season: number, now: Date): Promise<RiskRecordResponse> {
  const picks = await settledPicks(db, { modelVersion: MODEL_PARAMS.version, season, asOf: now });
  const byWeek = new Map<number, Settled[]>();
  for (const p of picks) byWeek.set(p.week, [...(byWeek.get(p.week) ?? []), p]);
  const weeks = [...byWeek.keys()].sort((a, b) => a - b);
  const rows: GradedRisk[] = [];
  // One week at a time: the reads are as of that week's first kickoff.
  for (const week of weeks) {
    const ofWeek = byWeek.get(week) ?? [];
    const firstKickoff = new Date(Math.min(...ofWeek.map((p) => p.kickoff.getTime())));
    const pickOf = new Map(ofWeek.map((p) => [p.prediction.gameId, p.prediction]));
    const games = await weekRisk(db, season, week, firstKickoff, (gameId) => {
      const p = pickOf.get(gameId);
      return { spread: p?.spreadLine ?? null, total: p?.totalLine ?? null };
    });
    for (const g of games) {
      const p = pickOf.get(g.id);
      if (!p) continue;
      for (const cell of g.cells) {
        const outcome = OUTCOME[cell.betType](p);
        if (outcome) rows.push({ betType: cell.betType, riskScore: cell.riskScore, outcome });
      }
    }
  }
  const record = riskRecord(rows);
  return {
    season,
    weeks: weeks.length ? { from: itemAt(weeks, 0), to: itemAt(weeks, weeks.length - 1) } : null,
    asOf: now.toISOString(),
    ...record,
  };
}
