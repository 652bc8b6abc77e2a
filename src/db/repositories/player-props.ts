// Player prop lines as known at an instant: for each game, book, market, player and side, the latest
// captured line (player_props is append-only, like odds_snapshots).
import { sql } from 'drizzle-orm';
import type { PropRow } from '../../domain/players/prop-odds.ts';
import type { Executor } from './executor.ts';

export async function latestPlayerProps(db: Executor, gameIds: string[], asOf: Date): Promise<PropRow[]> {
  if (gameIds.length === 0) return [];
  const result = await db.execute<{
    game_id: string;
    book: string;
    market: string;
    player_name: string;
    side: string;
    line: number | null;
    price: number | null;
    captured_ms: number;
  }>(sql`
    select distinct on (game_id, book, market, player_name, side)
      game_id, book, market, player_name, side, line, price,
      extract(epoch from captured_at)::float8 * 1000 as captured_ms
    from player_props
    where game_id = any(${sql.param(gameIds)}::text[]) and captured_at <= ${asOf}
    order by game_id, book, market, player_name, side, captured_at desc`);
  return result.rows.map((r) => ({
    gameId: r.game_id,
    book: r.book,
    market: r.market,
    playerName: r.player_name,
    side: r.side,
    line: r.line === null ? null : Number(r.line),
    price: r.price === null ? null : Number(r.price),
    capturedAt: new Date(Number(r.captured_ms)),
  }));
}
