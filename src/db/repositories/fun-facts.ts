import { sql } from 'drizzle-orm';
import type { FunFactFigures } from '../../shared/fun-facts.ts';
import type { Executor } from './executor.ts';

/** The loading view's figures over the games whose final score is known at `asOf`. */
export async function funFactFigures(db: Executor, asOf: Date): Promise<FunFactFigures | null> {
  const known = sql`result_known_at <= ${asOf} and home_score is not null and away_score is not null`;
  const [margins, totals] = await Promise.all([
    db.execute<{ margin: number; n: number }>(sql`
      select abs(home_score - away_score) as margin, count(*)::int as n from games where ${known}
      group by 1 order by n desc, margin limit 1`),
    db.execute<Record<string, number | null>>(sql`
      select count(*)::int as games, min(season) as from_season, max(season) as to_season,
             count(*) filter (where game_type = 'REG' and not neutral_site)::int as home_games,
             count(*) filter (where game_type = 'REG' and not neutral_site and home_score > away_score)::int as home_wins,
             count(*) filter (where game_type = 'REG' and not neutral_site and season = 2020)::int as home_games_2020,
             count(*) filter (where game_type = 'REG' and not neutral_site and season = 2020
                              and home_score > away_score)::int as home_wins_2020
      from games where ${known}`),
  ]);
  const top = margins.rows[0];
  const t = totals.rows[0];
  if (!top || !t?.games) return null;
  return {
    fromSeason: Number(t.from_season),
    toSeason: Number(t.to_season),
    games: Number(t.games),
    topMargin: Number(top.margin),
    topMarginGames: Number(top.n),
    homeGames: Number(t.home_games),
    homeWins: Number(t.home_wins),
    homeGames2020: Number(t.home_games_2020),
    homeWins2020: Number(t.home_wins_2020),
  };
}
