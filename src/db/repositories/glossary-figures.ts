// The glossary's examples are counted from our own games and lines, as known at the clock: results,
// nflverse's closing lines (book nflverse_close, known at kickoff) and SBR's early-week openers
// (book sbr_open). One query per data version: the route is a cached public read.
import { sql } from 'drizzle-orm';
import { ATS_SEASONS, type GlossaryFigures } from '../../shared/api/glossary.ts';
import type { Executor } from './executor.ts';

type Row = Record<string, number | string | null>;

const n = (v: number | string | null | undefined): number => Number(v ?? 0);
const span = (r: Row, key: string) =>
  r[`${key}_from`] === null || r[`${key}_from`] === undefined
    ? null
    : { from: n(r[`${key}_from`]), to: n(r[`${key}_to`]) };

export async function glossaryFigures(db: Executor, asOf: Date): Promise<GlossaryFigures> {
  const [from, to] = ATS_SEASONS;
  const { rows } = await db.execute<Row>(sql`
    with closes as (
      select game_id,
             max(line) filter (where market = 'spreads' and side = 'home') as home_line,
             max(price) filter (where market = 'spreads' and side = 'home') as home_price,
             max(price) filter (where market = 'spreads' and side = 'away') as away_price,
             max(line) filter (where market = 'totals' and side = 'over') as total
      from odds_snapshots where book = 'nflverse_close' and captured_at <= ${asOf} group by game_id
    ), opens as (
      select distinct on (game_id) game_id, line as open_line from odds_snapshots
      where book = 'sbr_open' and market = 'spreads' and side = 'home' and captured_at <= ${asOf}
      order by game_id, captured_at
    ), g as (
      select g.season, g.home_score - g.away_score as margin, g.home_score + g.away_score as points,
             c.home_line, c.home_price, c.away_price, c.total, o.open_line,
             -- The favourite's margin: the home margin when home is favoured, else the away margin.
             case when c.home_line < 0 then g.home_score - g.away_score else g.away_score - g.home_score end as fav_margin
      from games g left join closes c using (game_id) left join opens o using (game_id)
      where g.result_known_at <= ${asOf} and g.home_score is not null and g.away_score is not null
    ), f as (select *, abs(home_line) as fav_points from g where home_line is not null and home_line <> 0)
    select
      (select count(*) from g)::int as games, (select min(season) from g) as games_from, (select max(season) from g) as games_to,
      (select count(*) from g where abs(margin) = 3)::int as by3,
      (select count(*) from g where abs(margin) = 7)::int as by7,
      (select min(season) from f where season between ${from} and ${to}) as ats_from,
      (select max(season) from f where season between ${from} and ${to}) as ats_to,
      (select count(*) from f where season between ${from} and ${to} and fav_margin > fav_points)::int as fav_covers,
      (select count(*) from f where season between ${from} and ${to} and fav_margin < fav_points)::int as fav_fails,
      (select count(*) from f where season between ${from} and ${to} and fav_margin = fav_points)::int as fav_pushes,
      (select min(season) from f) as dogs_from, (select max(season) from f) as dogs_to,
      (select count(*) from f)::int as dog_games,
      (select count(*) from f where fav_margin < 0)::int as dog_wins,
      (select min(season) from g where total is not null) as totals_from,
      (select max(season) from g where total is not null) as totals_to,
      (select count(*) from g where points > total)::int as overs,
      (select count(*) from g where points < total)::int as unders,
      (select count(*) from g where points = total)::int as total_pushes,
      (select min(season) from g where open_line is not null and home_line is not null) as moves_from,
      (select max(season) from g where open_line is not null and home_line is not null) as moves_to,
      (select count(*) from g where open_line is not null and home_line is not null)::int as moves,
      (select avg(abs(home_line - open_line)) from g where open_line is not null and home_line is not null)::float8 as mean_move,
      (select count(*) from g where open_line is not null and home_line is not null
         and abs(home_line - open_line) >= 1)::int as moved_1,
      (select min(season) from g where home_price is not null and away_price is not null) as vig_from,
      (select max(season) from g where home_price is not null and away_price is not null) as vig_to,
      (select count(*) from g where home_price is not null and away_price is not null)::int as vig_games,
      (select avg(
         (case when home_price < 0 then -home_price::float8 / (-home_price + 100) else 100.0 / (home_price + 100) end) +
         (case when away_price < 0 then -away_price::float8 / (-away_price + 100) else 100.0 / (away_price + 100) end) - 1)
       from g where home_price is not null and away_price is not null)::float8 as mean_hold`);
  const r = rows[0] ?? {};
  const games = span(r, 'games');
  const ats = span(r, 'ats');
  const dogs = span(r, 'dogs');
  const totals = span(r, 'totals');
  const moves = span(r, 'moves');
  const vig = span(r, 'vig');
  return {
    keyNumbers: games && { ...games, games: n(r.games), by3: n(r.by3), by7: n(r.by7) },
    favouritesAts: ats && { ...ats, covers: n(r.fav_covers), fails: n(r.fav_fails), pushes: n(r.fav_pushes) },
    underdogs: dogs && { ...dogs, games: n(r.dog_games), wins: n(r.dog_wins) },
    totals: totals && { ...totals, overs: n(r.overs), unders: n(r.unders), pushes: n(r.total_pushes) },
    openToClose: moves && {
      ...moves,
      games: n(r.moves),
      meanMove: n(r.mean_move),
      movedOnePoint: n(r.moved_1),
    },
    vig: vig && { ...vig, games: n(r.vig_games), meanHold: n(r.mean_hold) },
  };
}
