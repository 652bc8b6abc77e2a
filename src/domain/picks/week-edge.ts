// The figures of the Weekly Picks sidebar ('This Week's Edge', 'Community Pulse') that come from the
// week's own picks: the largest spread edge against the market, and where model and market disagree.
import type { WeekEdge, WeeklyPick } from '../../shared/api/weekly-picks.ts';

/** The market's favourite from a home handicap (home −3.5: home favoured); undefined at a pick'em. */
export function marketFavourite(
  pick: Pick<WeeklyPick, 'home' | 'away'>,
  homeLine: number,
): string | undefined {
  if (homeLine < 0) return pick.home.code;
  if (homeLine > 0) return pick.away.code;
  return undefined;
}

const matchup = (p: WeeklyPick) => `${p.away.code} @ ${p.home.code}`;

export function weekEdges(
  picks: readonly WeeklyPick[],
): Pick<WeekEdge, 'biggestEdge' | 'disagreements' | 'withLine'> {
  let biggestEdge: WeekEdge['biggestEdge'] = null;
  const disagreements: WeekEdge['disagreements'] = [];
  let withLine = 0;
  for (const p of picks) {
    if (p.spread === null || p.predicted === null) continue;
    withLine += 1;
    if (
      p.spreadEdge !== null &&
      p.spreadPick !== null &&
      (biggestEdge === null || p.spreadEdge > biggestEdge.edge)
    ) {
      const line = p.spreadPick === p.home.code ? p.spread : -p.spread;
      biggestEdge = { gameId: p.gameId, matchup: matchup(p), team: p.spreadPick, edge: p.spreadEdge, line };
    }
    const favourite = marketFavourite(p, p.spread);
    if (favourite !== undefined && favourite !== p.predicted) {
      disagreements.push({ gameId: p.gameId, matchup: matchup(p), model: p.predicted, market: favourite });
    }
  }
  return { biggestEdge, disagreements, withLine };
}
