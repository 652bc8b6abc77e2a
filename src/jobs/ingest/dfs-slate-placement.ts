// Places an export that carries no dates (FanDuel's old layout: "DAL@NYG") in our schedule: the one
// season and week in which every one of its games was played. Told --season/--week, it checks them.

import type { Executor } from '../../db/repositories/executor.ts';
import { gamesOfPairings } from '../../db/repositories/player-match-index.ts';
import type { SalaryRow } from '../providers/dfs/salaries.ts';

export async function placeByPairings(
  db: Executor,
  rows: readonly SalaryRow[],
  options: { season?: number; week?: number },
): Promise<{ season: number | null; week: number | null; gameIds: Map<string, string>; kickoffs: Date[] }> {
  const pairs = new Map<string, { home: string; away: string }>();
  for (const r of rows)
    if (r.homeTeam && r.awayTeam)
      pairs.set(`${r.homeTeam}|${r.awayTeam}`, { home: r.homeTeam, away: r.awayTeam });
  const games = await gamesOfPairings(db, [...pairs.values()]);
  const weeks = new Map<string, typeof games>();
  for (const g of games) {
    if (options.season !== undefined && g.season !== options.season) continue;
    if (options.week !== undefined && g.week !== options.week) continue;
    const k = `${g.season}|${g.week}`;
    weeks.set(k, [...(weeks.get(k) ?? []), g]);
  }
  const complete = [...weeks.values()].filter(
    (list) => new Set(list.map((g) => `${g.homeTeam}|${g.awayTeam}`)).size === pairs.size,
  );
  if (complete.length !== 1) {
    if (options.season !== undefined && options.week !== undefined)
      return { season: options.season, week: options.week, gameIds: new Map(), kickoffs: [] };
    throw new Error(
      complete.length === 0
        ? `no week in our schedule has all of this export's games (${[...pairs.keys()].map((k) => k.replace('|', ' v ')).join(', ')}): load the schedule, or pass --season and --week`
        : `${complete.length} weeks have all of this export's games: pass --season and --week`,
    );
  }
  const list = complete[0] as typeof games;
  return {
    season: list[0]?.season ?? null,
    week: list[0]?.week ?? null,
    gameIds: new Map(list.map((g) => [`${g.homeTeam}|${g.awayTeam}`, g.gameId])),
    kickoffs: list.map((g) => g.kickoff),
  };
}
