// The home page's Performance Heatmap (spec 01 §2, §9): up to 32 players, four metrics cycled every
// 5 s, each cell's opacity the value normalised across the players shown, never below 0.2, and the
// spec's level tiers. Pure, so the figures on screen are unit-tested.
import { bioBoostHeatmapLevel, metricHeatmapLevel } from '../../../../domain/bioboost/tiers.ts';
import type { PlayerCard } from '../../../../shared/api/players.ts';

export const HEATMAP_PLAYERS = 32;
export const HEATMAP_COLUMNS = 8;
export const CYCLE_MS = 5000;
export const OPACITY_FLOOR = 0.2;

export const METRICS = ['sleepScore', 'testosteroneProxy', 'hydrationLevel', 'bioBoostScore'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = {
  sleepScore: 'Sleep',
  testosteroneProxy: 'T-Index',
  hydrationLevel: 'Hydration',
  bioBoostScore: 'BioBoost',
};

export interface HeatmapPlayer {
  id: string;
  name: string;
  team: string;
  position: string;
  /** null: no data for that input (no forecast, no form baseline), shown "—", never a number. */
  values: Record<Exclude<Metric, 'bioBoostScore'>, number | null> & { bioBoostScore: number };
  reasons: Partial<Record<Metric, string>>;
}

/** The week's players with a BioBoost, in the order given (highest projection first), at most 32. */
export function heatmapPlayers(players: readonly PlayerCard[]): HeatmapPlayer[] {
  return players
    .flatMap((p) =>
      p.bioBoost
        ? {
            id: p.id,
            name: p.name,
            team: p.team,
            position: p.position,
            values: {
              sleepScore: p.bioBoost.sleep.score,
              testosteroneProxy: p.bioBoost.tIndex.score,
              hydrationLevel: p.bioBoost.hydration.score,
              bioBoostScore: p.bioBoost.score,
            },
            reasons: {
              sleepScore: p.bioBoost.sleep.reason,
              testosteroneProxy: p.bioBoost.tIndex.reason,
              hydrationLevel: p.bioBoost.hydration.reason,
            },
          }
        : [],
    )
    .slice(0, HEATMAP_PLAYERS);
}

export const nextMetric = (m: Metric): Metric => METRICS[(METRICS.indexOf(m) + 1) % METRICS.length] ?? m;

/** (value − min) / (max − min) across the players shown, floored at 0.2; all equal reads as full. */
export function cellOpacity(value: number, min: number, max: number): number {
  const normalised = max > min ? (value - min) / (max - min) : 1;
  return Math.max(OPACITY_FLOOR, Math.min(1, normalised));
}

export function metricLevel(metric: Metric, value: number | null): string {
  if (value === null) return MISSING_LABELS[metric];
  return metric === 'bioBoostScore' ? bioBoostHeatmapLevel(value) : metricHeatmapLevel(value);
}

/** What a cell with no data says in place of a level (decision 085). */
const MISSING_LABELS: Record<Metric, string> = {
  sleepScore: 'unknown',
  testosteroneProxy: 'no baseline',
  hydrationLevel: 'no forecast',
  bioBoostScore: 'unknown',
};

/** A cell's figure: the rounded score, or "—" when the input has no data. */
export const metricFigure = (value: number | null): string => (value === null ? '—' : `${Math.round(value)}`);

/** The lowest and highest known values of a metric across the players shown (null when none is known). */
export function knownRange(values: readonly (number | null)[]): { min: number; max: number } | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : { min: Math.min(...known), max: Math.max(...known) };
}

/** The summary: Elite, Strong and Average performers by BioBoost (the rest are Weak). */
export function heatmapSummary(players: readonly HeatmapPlayer[]) {
  const count = (level: string) =>
    players.filter((p) => bioBoostHeatmapLevel(p.values.bioBoostScore) === level).length;
  return { elite: count('Elite'), strong: count('Strong'), average: count('Average'), weak: count('Weak') };
}
