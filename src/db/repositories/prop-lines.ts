// Sportsbook player-prop quotes (player_props, appended by The Odds API ingest) as known at an instant:
// for each game, market and player, the book with the latest two-sided quote by then (and by kickoff:
// a line moved in play is another market). Yes/no markets (anytime touchdown) read as over/under 0.5.
import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { pairingKnown, RAW_G } from './pairing-known.ts';
import { arrayParam } from './sql-arrays.ts';

export interface StoredPropQuote {
  gameId: string;
  market: string;
  playerName: string;
  book: string;
  line: number;
  overPrice: number | null;
  underPrice: number | null;
  /** The later of the two sides' captures: when this quote as a whole was last seen to change. */
  capturedAt: Date;
}

const BOOK_ORDER = sql`case p.book when 'draftkings' then 0 when 'fanduel' then 1 when 'betmgm' then 2 else 9 end`;

export async function propQuotesAsOf(
  db: Executor,
  gameIds: readonly string[],
  asOf: Date,
): Promise<StoredPropQuote[]> {
  if (gameIds.length === 0) return [];
  const { rows } = await db.execute<{
    game_id: string;
    market: string;
    player_name: string;
    book: string;
    line: number | null;
    over_price: number | null;
    under_price: number | null;
    captured_ms: number;
  }>(sql`
    with visible as (
      select p.* from player_props p join games g on g.game_id = p.game_id
      where p.game_id = any(${arrayParam([...gameIds], 'text')})
        and p.captured_at <= least(${asOf}::timestamptz, g.kickoff)
    ),
    latest as (
      select distinct on (game_id, book, market, player_name, side) game_id, book, market, player_name, side,
             line, price, captured_at
      from visible
      order by game_id, book, market, player_name, side, captured_at desc
    ),
    quotes as (
      select game_id, book, market, player_name,
             max(line) filter (where side in ('over', 'yes')) as over_line,
             max(line) filter (where side in ('under', 'no')) as under_line,
             max(price) filter (where side in ('over', 'yes')) as over_price,
             max(price) filter (where side in ('under', 'no')) as under_price,
             bool_or(side in ('yes', 'no')) as yes_no,
             max(captured_at) as captured_at
      from latest group by game_id, book, market, player_name
    )
    select distinct on (p.game_id, p.market, p.player_name)
           p.game_id, p.market, p.player_name, p.book,
           case when p.yes_no then 0.5 else coalesce(p.over_line, p.under_line) end as line,
           p.over_price, p.under_price,
           extract(epoch from p.captured_at)::float8 * 1000 as captured_ms
    from quotes p
    -- A quote whose two sides disagree on the line is two half-markets, not a two-way price.
    where p.yes_no or p.over_line is null or p.under_line is null or p.over_line = p.under_line
    order by p.game_id, p.market, p.player_name, p.captured_at desc, ${BOOK_ORDER}`);
  return rows.flatMap((r) =>
    r.line === null
      ? []
      : [
          {
            gameId: r.game_id,
            market: r.market,
            playerName: r.player_name,
            book: r.book,
            line: Number(r.line),
            overPrice: r.over_price === null ? null : Number(r.over_price),
            underPrice: r.under_price === null ? null : Number(r.under_price),
            capturedAt: new Date(Number(r.captured_ms)),
          },
        ],
  );
}

/** Prop quotes stored and known at `asOf`, for one week or all, and the weeks they cover. */
export async function propLineCoverage(
  db: Executor,
  asOf: Date,
  week?: { season: number; week: number },
): Promise<{ quotes: number; weeks: number }> {
  const { rows } = await db.execute<{ quotes: string; weeks: string }>(sql`
    select count(*) as quotes, count(distinct (g.season, g.week)) as weeks
    from player_props p join games g on g.game_id = p.game_id
    where p.captured_at <= ${asOf}
      ${week ? sql`and g.season = ${week.season} and g.week = ${week.week}` : sql``}`);
  return { quotes: Number(rows[0]?.quotes ?? 0), weeks: Number(rows[0]?.weeks ?? 0) };
}

/** Weeks with a prop quote on a game that has kicked off by `asOf`: the weeks the props job decides. */
export async function weeksWithKickedOffProps(
  db: Executor,
  asOf: Date,
): Promise<{ season: number; week: number }[]> {
  const { rows } = await db.execute<{ season: number; week: number }>(sql`
    select distinct g.season, g.week from player_props p join games g on g.game_id = p.game_id
    where g.kickoff <= ${asOf} and p.captured_at <= least(${asOf}::timestamptz, g.kickoff)
    order by g.season, g.week`);
  return rows.map((r) => ({ season: Number(r.season), week: Number(r.week) }));
}

/** The game ids of one week whose pairing was decided at `asOf` (decision 087). */
export async function weekGameIds(db: Executor, season: number, week: number, asOf: Date): Promise<string[]> {
  const { rows } = await db.execute<{ game_id: string }>(
    sql`select game_id from games g where g.season = ${season} and g.week = ${week}
      and ${pairingKnown(RAW_G, asOf)} order by g.kickoff, g.game_id`,
  );
  return rows.map((r) => r.game_id);
}
