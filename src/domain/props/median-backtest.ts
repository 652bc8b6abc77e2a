// The median view's walk-forward record: for every player-week with a stat line, the projection made
// before kickoff against his median of the games known by then, and what he then recorded. Only the
// markets and positions books list (prop-markets.ts), and only yardage and catch markets: a median of
// touchdowns is nearly always 0, a comparison with no content.
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import type { PlayerGame } from '../players/player-game.ts';
import type { PlayerProjection } from '../players/project-player.ts';
import { medianView } from './median-view.ts';
import { PROP_MARKET_INFO, type PropMarket } from './prop-markets.ts';
import type { MedianCase } from './prop-record.ts';

export const MEDIAN_MARKETS: readonly PropMarket[] = [
  'player_pass_yds',
  'player_rush_yds',
  'player_reception_yds',
  'player_receptions',
];

/** His games whose results were known before `kickoffMs`, oldest first. */
export function gamesBefore(history: readonly PlayerGame[], kickoffMs: number): PlayerGame[] {
  return history.filter((g) => g.kickoffMs + RESULT_KNOWN_AFTER_MS <= kickoffMs);
}

export function medianCases(
  projections: readonly PlayerProjection[],
  history: readonly PlayerGame[],
): MedianCase[] {
  const byPlayer = new Map<string, PlayerGame[]>();
  for (const g of history) byPlayer.set(g.playerId, [...(byPlayer.get(g.playerId) ?? []), g]);
  const actualOf = new Map(history.map((g) => [`${g.playerId}|${g.gameId}`, g]));
  return projections.flatMap((p) => {
    const t = p.target;
    const actual = actualOf.get(`${t.playerId}|${t.gameId}`);
    if (!actual) return [];
    const before = gamesBefore(byPlayer.get(t.playerId) ?? [], t.kickoffMs);
    return MEDIAN_MARKETS.flatMap((market) => {
      const info = PROP_MARKET_INFO[market];
      if (!info.positions.includes(t.position)) return [];
      const view = medianView(
        info.stat(p.line),
        before.map((g) => info.stat(g.line)),
      );
      if (!view || view.median <= 0) return [];
      return [{ market, projection: view.projection, median: view.median, actual: info.stat(actual.line) }];
    });
  });
}
