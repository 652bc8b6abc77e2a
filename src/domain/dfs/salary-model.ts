// Estimated DraftKings salaries for backtest weeks that have results but no salary file: DraftKings
// prices players mostly on their recent fantasy average, so a straight line per position, fitted on a
// real export's salaries against its own "AvgPointsPerGame" column, stands in (clamped to the range
// of that position's real salaries). Only the DFS backtest uses it, and says so; a real export always
// wins where one exists.

import type { SkillPosition } from '../players/player-game.ts';

export interface SalaryFitRow {
  position: SkillPosition;
  salary: number;
  avgPoints: number;
}

export interface SalaryLine {
  intercept: number;
  slope: number;
  min: number;
  max: number;
  /** Share of salary variance the line explains on the rows it was fitted on. */
  r2: number;
  rows: number;
}

export type SalaryModel = Partial<Record<SkillPosition, SalaryLine>>;

export function fitSalaryModel(rows: readonly SalaryFitRow[]): SalaryModel {
  const model: SalaryModel = {};
  for (const position of ['QB', 'RB', 'WR', 'TE'] as const) {
    // Rows with no average yet (a rookie in week 1) say nothing about the slope.
    const r = rows.filter((x) => x.position === position && x.avgPoints > 0);
    if (r.length < 10) continue;
    const n = r.length;
    const mx = r.reduce((a, x) => a + x.avgPoints, 0) / n;
    const my = r.reduce((a, x) => a + x.salary, 0) / n;
    const sxy = r.reduce((a, x) => a + (x.avgPoints - mx) * (x.salary - my), 0);
    const sxx = r.reduce((a, x) => a + (x.avgPoints - mx) ** 2, 0);
    const syy = r.reduce((a, x) => a + (x.salary - my) ** 2, 0);
    const slope = sxx > 0 ? sxy / sxx : 0;
    const intercept = my - slope * mx;
    const sse = r.reduce((a, x) => a + (x.salary - (intercept + slope * x.avgPoints)) ** 2, 0);
    const all = rows.filter((x) => x.position === position).map((x) => x.salary);
    model[position] = {
      intercept,
      slope,
      min: Math.min(...all),
      max: Math.max(...all),
      r2: syy > 0 ? 1 - sse / syy : 0,
      rows: n,
    };
  }
  return model;
}

/** Salary for a player averaging `avgPoints`, in DraftKings' $100 steps. */
export function estimateSalary(
  model: SalaryModel,
  position: SkillPosition,
  avgPoints: number | null,
): number | null {
  const line = model[position];
  if (!line) return null;
  const raw = avgPoints === null ? line.min : line.intercept + line.slope * avgPoints;
  return Math.min(line.max, Math.max(line.min, Math.round(raw / 100) * 100));
}
