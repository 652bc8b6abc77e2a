// FiveThirtyEight's published game file lists team1/team2 (team1 usually at home) with its own codes
// (WSH, LAR, OAK for the Raiders even in Las Vegas). We match a 538 row to our game by the Eastern
// calendar date of kickoff and the unordered pair of franchise codes, then express 538's probability
// from our home team's side. Unmatched rows are returned so a caller can see what was left out.

import { canonicalTeamCode } from '../../shared/reference/teams.ts';
import { easternWallTime } from '../time/eastern-time.ts';
import type { ModelGame } from './game.ts';

export interface Elo538Row {
  /** YYYY-MM-DD */
  date: string;
  team1: string;
  team2: string;
  /** 538's pre-game probability that team1 wins. */
  probability1: number;
}

export interface Elo538Match {
  /** Game id → 538's probability that our home team wins. */
  homeProbability: Map<string, number>;
  unmatched: Elo538Row[];
}

function pairKey(date: string, a: string, b: string): string {
  // Stryker disable next-line EqualityOperator: equivalent: any fixed order of the two codes gives both sides of a match the same key
  return a < b ? `${date}|${a}|${b}` : `${date}|${b}|${a}`;
}

function franchise(code: string): string {
  const canonical = canonicalTeamCode(code);
  if (!canonical) throw new Error(`Unknown team code in 538 data: ${code}`);
  return canonical;
}

export function match538(rows: readonly Elo538Row[], games: readonly ModelGame[]): Elo538Match {
  const byKey = new Map<string, ModelGame>();
  for (const g of games)
    byKey.set(pairKey(easternWallTime(new Date(g.kickoffMs)).date, g.homeTeam, g.awayTeam), g);
  const homeProbability = new Map<string, number>();
  const unmatched: Elo538Row[] = [];
  for (const row of rows) {
    const t1 = franchise(row.team1);
    const t2 = franchise(row.team2);
    const game = byKey.get(pairKey(row.date, t1, t2));
    if (!game) {
      unmatched.push(row);
      continue;
    }
    homeProbability.set(game.id, game.homeTeam === t1 ? row.probability1 : 1 - row.probability1);
  }
  return { homeProbability, unmatched };
}
