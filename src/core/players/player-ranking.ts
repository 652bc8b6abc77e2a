// The order /api/players lists a week's board in, which the home cards, the heatmap, the Playground
// and the Wizard's featured picks read from the top of: players who can still be put in a lineup
// first, then by the sort asked for. A player ruled out (or inactive), one whose game has kicked off
// at the instant asked, or one projected below a DFS slot's worth is listed after them, never above
// (decision 081): the Wizard featured a backup quarterback and the home cards a player ruled out.
import { MIN_MEDIAN } from '../../domain/dfs/top-five.ts';
import type { BoardPlayer } from './week-board.ts';

export type PlayerSort = 'projection' | 'bioboost';

/** Whether he can still be picked at `atMs`: not ruled out, his game not started, worth a slot. */
export function pickable(p: BoardPlayer, atMs: number): boolean {
  return !p.ruledOut && p.projection.target.kickoffMs > atMs && p.median >= MIN_MEDIAN;
}

const bioBoostOf = (p: BoardPlayer) => p.bioBoost?.score ?? -1;

export function rankPlayers(players: readonly BoardPlayer[], sort: PlayerSort, atMs: number): BoardPlayer[] {
  const open = new Map(players.map((p) => [p, pickable(p, atMs)]));
  return [...players].sort(
    (a, b) =>
      Number(open.get(b)) - Number(open.get(a)) ||
      (sort === 'bioboost' ? bioBoostOf(b) - bioBoostOf(a) : 0) ||
      b.median - a.median ||
      a.projection.target.playerId.localeCompare(b.projection.target.playerId),
  );
}

/** Whether his game is still to be played at `atMs` and he is not ruled out (the web's filter too). */
export const stillPlayable = (p: BoardPlayer, atMs: number) =>
  !p.ruledOut && p.projection.target.kickoffMs > atMs;

/** The Wizard's featured picks (its query: `sort=bioboost&limit=3`, those it can feature). */
export const FEATURED_PICKS = 3;
/** The home page's player cards: the grid's first six still playable, of the list by projection. */
export const HOME_CARDS = 6;

export function featuredPicks(players: readonly BoardPlayer[], atMs: number): BoardPlayer[] {
  return rankPlayers(players, 'bioboost', atMs)
    .slice(0, FEATURED_PICKS)
    .filter((p) => p.bioBoost !== null && stillPlayable(p, atMs));
}

export function homeCards(players: readonly BoardPlayer[], atMs: number): BoardPlayer[] {
  return rankPlayers(players, 'projection', atMs)
    .filter((p) => stillPlayable(p, atMs))
    .slice(0, HOME_CARDS);
}
