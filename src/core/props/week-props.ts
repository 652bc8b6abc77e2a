// One week's props as known at an instant: each sportsbook quote matched to the player we projected
// for that game (by game and name) and picked OVER or UNDER, and, for the players and markets with no
// quote, the projection against his recent median (labelled as such). Pure: the routes and the props
// job load the inputs and read the same rows.
import type { StoredPropQuote } from '../../db/repositories/prop-lines.ts';
import { mergeName } from '../../domain/player-name.ts';
import type { PlayerGame } from '../../domain/players/player-game.ts';
import type { ProjectionTarget } from '../../domain/players/project-player.ts';
import { gamesBefore, MEDIAN_MARKETS } from '../../domain/props/median-backtest.ts';
import { type MedianView, medianView } from '../../domain/props/median-view.ts';
import { isPropMarket, PROP_MARKET_INFO, type PropMarket } from '../../domain/props/prop-markets.ts';
import { type PropPick, pickProp } from '../../domain/props/prop-pick.ts';
import type { WeekBoard } from '../players/week-board.ts';

export interface WeekProp {
  /** The projected player; null for a quoted name we did not project for that game. */
  target: ProjectionTarget | null;
  gameId: string;
  playerName: string;
  market: PropMarket;
  projection: number | null;
  quote: StoredPropQuote | null;
  /** Set when the quote is two-sided and he was projected. */
  pick: PropPick | null;
  /** Set when there is no quote: never a pick, never graded. */
  median: MedianView | null;
}

/** The playerId a decision is stored under for a quoted name we could not match to a player. */
export const unmatchedPlayerId = (name: string) => `name:${mergeName(name)}`;

export function weekProps(
  board: WeekBoard,
  quotes: readonly StoredPropQuote[],
  history: readonly PlayerGame[],
): WeekProp[] {
  const byPlayer = new Map<string, PlayerGame[]>();
  for (const g of history) byPlayer.set(g.playerId, [...(byPlayer.get(g.playerId) ?? []), g]);
  const recentOf = (t: ProjectionTarget, market: PropMarket) =>
    gamesBefore(byPlayer.get(t.playerId) ?? [], t.kickoffMs)
      .filter((g) => g.season >= t.season - 1)
      .map((g) => PROP_MARKET_INFO[market].stat(g.line));
  const players = new Map(
    board.players.map((p) => [`${p.projection.target.gameId}|${mergeName(p.projection.target.name)}`, p]),
  );
  const out: WeekProp[] = [];
  const quoted = new Set<string>();
  for (const q of quotes) {
    if (!isPropMarket(q.market)) continue;
    const player = players.get(`${q.gameId}|${mergeName(q.playerName)}`);
    const target = player?.projection.target ?? null;
    const projection = player ? PROP_MARKET_INFO[q.market].stat(player.projection.line) : null;
    if (target) quoted.add(`${target.playerId}|${target.gameId}|${q.market}`);
    const twoSided = q.overPrice !== null && q.underPrice !== null;
    out.push({
      target,
      gameId: q.gameId,
      playerName: target?.name ?? q.playerName,
      market: q.market,
      projection,
      quote: q,
      pick:
        target && projection !== null && twoSided
          ? pickProp(
              q.market,
              projection,
              {
                book: q.book,
                line: q.line,
                overPrice: q.overPrice as number,
                underPrice: q.underPrice as number,
                capturedAtMs: q.capturedAt.getTime(),
              },
              recentOf(target, q.market),
            )
          : null,
      median: null,
    });
  }
  for (const p of board.players) {
    const t = p.projection.target;
    if (p.ruledOut) continue;
    for (const market of MEDIAN_MARKETS) {
      const info = PROP_MARKET_INFO[market];
      if (!info.positions.includes(t.position) || quoted.has(`${t.playerId}|${t.gameId}|${market}`)) continue;
      const projection = info.stat(p.projection.line);
      const view = medianView(projection, recentOf(t, market));
      if (!view || view.median <= 0) continue;
      out.push({
        target: t,
        gameId: t.gameId,
        playerName: t.name,
        market,
        projection,
        quote: null,
        pick: null,
        median: view,
      });
    }
  }
  return out;
}
