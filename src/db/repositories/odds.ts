import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import { oddsApiUsage, type oddsSnapshots, type playerProps } from '../schema/odds.ts';
import type { WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';
import { arrayParam } from './sql-arrays.ts';
import { parseRows, sqlNumber } from './sql-rows.ts';
import { writeStamp } from './write-stamp.ts';

export type OddsInsert = Omit<typeof oddsSnapshots.$inferInsert, 'id'>;
export type PropInsert = Omit<typeof playerProps.$inferInsert, 'id'>;

const CHUNK = 5000;

interface AppendColumn<T> {
  name: string;
  type: string;
  value: (row: T) => unknown;
}

/**
 * Appends rows of an append-only line table. A row is added only when its line or price differs from
 * the latest row of the same key captured at or before it: line history records changes, and reading
 * the same file or API answer twice adds nothing. Table and column names are ours, never input.
 */
async function appendWhenChanged<T>(
  db: Executor,
  table: string,
  key: readonly string[],
  columns: readonly AppendColumn<T>[],
  rows: readonly T[],
): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const names = sql.raw(columns.map((c) => c.name).join(', '));
  const keyList = sql.raw(key.map((k) => `v.${k}`).join(', '));
  const sameKey = sql.raw(key.map((k) => `o.${k} = v.${k}`).join(' and '));
  const capturedAt = columns.find((c) => c.name === 'captured_at');
  if (!capturedAt) throw new Error('appendWhenChanged needs a captured_at column');
  // Oldest first, so a chunk's rows are compared with the earlier chunks' rows, stored by then.
  const ordered = rows
    .map((row) => ({ row, at: Date.parse(String(capturedAt.value(row))) }))
    .sort((a, b) => a.at - b.at)
    .map(({ row }) => row);
  // Stryker disable next-line EqualityOperator: equivalent: the extra turn of `<=` appends an empty chunk, which counts nothing
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    const arrays = columns.map((c) => arrayParam(chunk.map(c.value), c.type));
    // A row's line before it is the later of the stored row at or before it and the same line's previous
    // capture in this statement (`lag`): the statement's `not exists` alone sees only rows stored before
    // it, so a batch of captures (a folder of Odds API files read at once) in which a line moved and came
    // back compared the return with the stored line, not with the move, and kept the move as the latest.
    const result = await db.execute(sql`
      insert into ${sql.raw(table)} (${names})
      select ${sql.raw(columns.map((c) => `v.${c.name}`).join(', '))}
      from (
        select v.*,
          lag(v.line) over w as batch_line, lag(v.price) over w as batch_price,
          lag(v.captured_at) over w as batch_at
        from unnest(${sql.join(arrays, sql`, `)}) as v(${names})
        window w as (partition by ${keyList} order by v.captured_at)
      ) v
      left join lateral (
        select o.line, o.price, o.captured_at from ${sql.raw(table)} o
        where ${sameKey} and o.captured_at <= v.captured_at
        order by o.captured_at desc limit 1
      ) prior on true
      where not case
        when v.batch_at is not null and (prior.captured_at is null or v.batch_at > prior.captured_at)
          then v.batch_line is not distinct from v.line and v.batch_price is not distinct from v.price
        when prior.captured_at is not null
          then prior.line is not distinct from v.line and prior.price is not distinct from v.price
        else false
      end
      on conflict do nothing`);
    counts.inserted += result.rowCount ?? 0;
    counts.unchanged += chunk.length - (result.rowCount ?? 0);
  }
  return counts;
}

/** Appends game-line snapshots (same game, book, market and side: a new row only when it moved). */
export function appendOddsSnapshots(db: Executor, rows: OddsInsert[]): Promise<WriteCounts> {
  return appendWhenChanged(
    db,
    'odds_snapshots',
    ['game_id', 'book', 'market', 'side'],
    [
      { name: 'game_id', type: 'text', value: (r) => r.gameId },
      { name: 'book', type: 'text', value: (r) => r.book },
      { name: 'market', type: 'text', value: (r) => r.market },
      { name: 'side', type: 'text', value: (r) => r.side },
      { name: 'line', type: 'float8', value: (r) => r.line ?? null },
      { name: 'price', type: 'int4', value: (r) => r.price ?? null },
      { name: 'captured_at', type: 'timestamptz', value: (r) => r.capturedAt.toISOString() },
      { name: 'source', type: 'text', value: (r) => r.source },
    ],
    rows,
  );
}

/** Appends player-prop lines, by the same rule as game lines (the key adds the player). */
export function appendPlayerProps(db: Executor, rows: PropInsert[]): Promise<WriteCounts> {
  return appendWhenChanged(
    db,
    'player_props',
    ['game_id', 'book', 'market', 'player_name', 'side'],
    [
      { name: 'game_id', type: 'text', value: (r) => r.gameId },
      { name: 'book', type: 'text', value: (r) => r.book },
      { name: 'market', type: 'text', value: (r) => r.market },
      { name: 'player_name', type: 'text', value: (r) => r.playerName },
      { name: 'side', type: 'text', value: (r) => r.side },
      { name: 'line', type: 'float8', value: (r) => r.line ?? null },
      { name: 'price', type: 'int4', value: (r) => r.price ?? null },
      { name: 'captured_at', type: 'timestamptz', value: (r) => r.capturedAt.toISOString() },
    ],
    rows,
  );
}

// When two books captured at the same instant, show the one people bet with first.
const BOOK_ORDER: SQL = sql`case book when 'draftkings' then 0 when 'fanduel' then 1 when 'betmgm' then 2
  when 'espn_bet' then 3 when 'nflverse' then 4 when 'nflverse_close' then 5 else 9 end`;

export interface LineRow {
  gameId: string;
  book: string;
  market: string;
  side: string;
  line: number | null;
  price: number | null;
  capturedAt: Date;
}

/**
 * For each game and market, the book with the most recent snapshot at or before `asOf`, and that
 * book's latest line for every side (sides can be captured at different times when only one moved).
 */
export async function latestLines(db: Executor, gameIds: string[], asOf: Date): Promise<LineRow[]> {
  // Stryker disable next-line ConditionalExpression: equivalent: any() of an empty array matches no row, the same []
  if (gameIds.length === 0) return [];
  const result = await db.execute<{
    game_id: string;
    book: string;
    market: string;
    side: string;
    line: number | null;
    price: number | null;
    captured_ms: number;
  }>(sql`
    with pick as (
      select distinct on (game_id, market) game_id, market, book
      from odds_snapshots
      where game_id = any(${sql.param(gameIds)}::text[]) and captured_at <= ${asOf}
      -- The book name last: books captured at the same instant outside BOOK_ORDER would otherwise come
      -- out in any order, and the line a person locks at must be the one the screen showed.
      order by game_id, market, captured_at desc, ${BOOK_ORDER}, book
    )
    select distinct on (o.game_id, o.market, o.side)
      o.game_id, o.book, o.market, o.side, o.line, o.price,
      extract(epoch from o.captured_at)::float8 * 1000 as captured_ms
    from odds_snapshots o join pick p on p.game_id = o.game_id and p.market = o.market and p.book = o.book
    where o.captured_at <= ${asOf}
    order by o.game_id, o.market, o.side, o.captured_at desc`);
  return result.rows.map((r) => ({
    gameId: r.game_id,
    book: r.book,
    market: r.market,
    side: r.side,
    line: r.line === null ? null : Number(r.line),
    price: r.price === null ? null : Number(r.price),
    capturedAt: new Date(Number(r.captured_ms)),
  }));
}

/** Adds `requests` to today's count, unless that would pass `budget`; answers whether they may be spent. */
export async function reserveOddsApiRequests(
  db: Executor,
  day: string,
  requests: number,
  budget: number,
): Promise<boolean> {
  if (requests > budget) return false;
  const result = await db.execute(sql`
    insert into odds_api_usage (day, requests) values (${day}::date, ${requests})
    on conflict (day) do update set requests = odds_api_usage.requests + excluded.requests, updated_at = ${writeStamp()}
      where odds_api_usage.requests + excluded.requests <= ${budget}
    returning requests`);
  const [row] = parseRows(z.object({ requests: sqlNumber }), result.rows);
  if (!row) return false;
  // Stryker disable next-line ConditionalExpression: equivalent: a row comes back only within the budget (the guard above on insert, the conflict's where on update)
  return row.requests <= budget;
}

export async function recordOddsApiRemaining(db: Executor, day: string, remaining: number): Promise<void> {
  await db
    .insert(oddsApiUsage)
    .values({ day, requests: 0, remainingReported: remaining })
    .onConflictDoUpdate({
      target: oddsApiUsage.day,
      set: { remainingReported: remaining, updatedAt: writeStamp() },
    });
}

export async function oddsApiUsageOn(db: Executor, day: string): Promise<number> {
  const result = await db.execute<{ requests: number }>(
    sql`select requests from odds_api_usage where day = ${day}::date`,
  );
  return Number(result.rows[0]?.requests ?? 0);
}

const MARKETS = ['h2h', 'spreads', 'totals'] as const;
const SIDES = ['home', 'away', 'over', 'under'] as const;

/**
 * Every stored line of these games captured at or before `asOf`, oldest first, in the shape the odds
 * board and the alert rules read (src/domain/odds/market-board.ts): each book's history of each side.
 */
export async function lineSnapshots(
  db: Executor,
  gameIds: readonly string[],
  asOf: Date,
): Promise<Map<string, LineSnapshot[]>> {
  const out = new Map<string, LineSnapshot[]>();
  // Stryker disable next-line ConditionalExpression: equivalent: any() of an empty array matches no row, the same empty map
  if (gameIds.length === 0) return out;
  const result = await db.execute<{
    game_id: string;
    book: string;
    market: string;
    side: string;
    line: number | null;
    price: number | null;
    captured_ms: number;
  }>(sql`
    select game_id, book, market, side, line, price, extract(epoch from captured_at)::float8 * 1000 as captured_ms
    from odds_snapshots
    where game_id = any(${sql.param([...gameIds])}::text[]) and captured_at <= ${asOf}
      and market in ('h2h', 'spreads', 'totals')
    order by game_id, captured_at, book, market, side`);
  for (const r of result.rows) {
    const market = MARKETS.find((m) => m === r.market);
    const side = SIDES.find((s) => s === r.side);
    if (!market || !side) continue;
    const list = out.get(r.game_id) ?? [];
    list.push({
      book: r.book,
      market,
      side,
      line: r.line === null ? null : Number(r.line),
      price: r.price === null ? null : Number(r.price),
      capturedAtMs: Number(r.captured_ms),
    });
    out.set(r.game_id, list);
  }
  return out;
}

/** One game's line history as known at `asOf` (the odds board: `oddsBoard(await gameLineSnapshots(…), model)`). */
export async function gameLineSnapshots(db: Executor, gameId: string, asOf: Date): Promise<LineSnapshot[]> {
  return (await lineSnapshots(db, [gameId], asOf)).get(gameId) ?? [];
}
