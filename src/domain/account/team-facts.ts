// What the Dashboard says about a favourite team (spec 01 §3: record, bioBoostTrend, nextGame), from
// the schedule's final scores and the team's BioBoost in its frozen picks.
import { itemAt } from '../../shared/guards.ts';

export interface TeamGame {
  homeTeam: string;
  awayTeam: string;
  /** Known final score at the clock; null for a game not played or not yet known. */
  homeScore: number | null;
  awayScore: number | null;
}

export interface TeamRecord {
  wins: number;
  losses: number;
  ties: number;
}

/** Wins, losses and ties of `team` over the games with a known final score. */
export function teamRecord(team: string, games: readonly TeamGame[]): TeamRecord {
  const record = { wins: 0, losses: 0, ties: 0 };
  for (const g of games) {
    if (g.homeScore === null || g.awayScore === null) continue;
    if (g.homeTeam !== team && g.awayTeam !== team) continue;
    const margin = (g.homeTeam === team ? 1 : -1) * (g.homeScore - g.awayScore);
    if (margin > 0) record.wins += 1;
    else if (margin < 0) record.losses += 1;
    else record.ties += 1;
  }
  return record;
}

/** BioBoost points the last value must differ from the first of the window to count as a trend. */
export const TREND_POINTS = 3;
/** How many of the team's latest frozen picks the trend looks at. */
export const TREND_GAMES = 4;

/**
 * up, down or stable from the team's BioBoost over its last games (oldest first): the last value
 * against the first of the last TREND_GAMES. Null with fewer than two values: no trend to show.
 */
export function bioBoostTrend(values: readonly number[]): 'up' | 'down' | 'stable' | null {
  const window = values.slice(-TREND_GAMES);
  if (window.length < 2) return null;
  const change = itemAt(window, window.length - 1) - itemAt(window, 0);
  if (change >= TREND_POINTS) return 'up';
  if (change <= -TREND_POINTS) return 'down';
  return 'stable';
}
