// One week's props as the API shows them, as known at an instant: decisions on the record (frozen picks
// with their grades, "no pick published" with reasons), decisions a kicked-off game would get from the
// job that has not run yet (the same rule, so both say the same), provisional picks before kickoff,
// and the median view where no sportsbook line exists.
import type { Executor } from '../../db/repositories/executor.ts';
import { gameTimeline } from '../../db/repositories/freeze-inputs.ts';
import { type PropDecisionInsert, propDecisions, propKey } from '../../db/repositories/prop-picks.ts';
import { isPropMarket, PROP_MARKET_INFO } from '../../domain/props/prop-markets.ts';
import { PROP_MODEL_VERSION } from '../../domain/props/prop-pick.ts';
import type { PropItem } from '../../shared/api/props.ts';
import type { WeekBoard } from '../players/week-board.ts';
import { loadWeekProps } from './load-week-props.ts';
import { propDecisionRows } from './prop-decisions.ts';
import { unmatchedPlayerId, type WeekProp } from './week-props.ts';

type Decision = PropDecisionInsert & { actual?: number | null; outcome?: 'win' | 'loss' | 'push' | null };

const iso = (d: Date | string) => new Date(d).toISOString();

export function decisionItem(d: Decision): PropItem | undefined {
  if (!isPropMarket(d.market)) return undefined;
  const pick = d.status === 'pick' && d.side && d.probability != null && d.marketProbability != null;
  return {
    playerId: d.playerId,
    playerName: d.playerName,
    position: d.position,
    team: d.team,
    opponent: d.opponent,
    season: d.season,
    week: d.week,
    kickoff: iso(d.decidedAt),
    market: d.market,
    marketLabel: PROP_MARKET_INFO[d.market].label,
    status: d.status === 'pick' ? 'frozen' : 'no_pick',
    projection: d.projection ?? null,
    line:
      d.overPrice != null && d.underPrice != null
        ? {
            book: d.book,
            line: d.line,
            overPrice: d.overPrice,
            underPrice: d.underPrice,
            capturedAt: iso(d.lineCapturedAt),
          }
        : null,
    pick: pick
      ? {
          side: d.side as 'OVER' | 'UNDER',
          edge: d.edge ?? 0,
          probability: d.probability as number,
          marketProbability: d.marketProbability as number,
          probabilityEdge: (d.probability as number) - (d.marketProbability as number),
          confidence: d.confidence ?? 'LOW',
          hitRate: { hits: d.hitRateHits ?? 0, pushes: d.hitRatePushes ?? 0, games: d.hitRateGames ?? 0 },
        }
      : null,
    median: null,
    noPickReasons: d.status === 'no_pick' ? (d.reasons ?? []) : null,
    grade: d.actual != null && d.outcome ? { actual: d.actual, outcome: d.outcome } : null,
  };
}

function liveItem(p: WeekProp, board: WeekBoard, kickoffMs: number): PropItem {
  const t = p.target;
  return {
    playerId: t?.playerId ?? unmatchedPlayerId(p.playerName),
    playerName: p.playerName,
    position: t?.position ?? '',
    team: t?.team ?? '',
    opponent: t?.opponent ?? '',
    season: board.season,
    week: board.week,
    kickoff: new Date(kickoffMs).toISOString(),
    market: p.market,
    marketLabel: PROP_MARKET_INFO[p.market].label,
    status: p.median ? 'median' : 'provisional',
    projection: p.projection,
    line:
      p.quote && p.quote.overPrice !== null && p.quote.underPrice !== null
        ? {
            book: p.quote.book,
            line: p.quote.line,
            overPrice: p.quote.overPrice,
            underPrice: p.quote.underPrice,
            capturedAt: p.quote.capturedAt.toISOString(),
          }
        : null,
    pick: p.pick && { ...p.pick },
    median: p.median && {
      median: p.median.median,
      games: p.median.games,
      lean: p.median.lean,
      difference: p.median.difference,
      label: p.median.label,
    },
    noPickReasons: null,
    grade: null,
  };
}

/** Picks by probability edge, then no-picks, then the median views by how far off his median. */
function rank(a: PropItem, b: PropItem): number {
  const tier = (x: PropItem) => (x.pick ? 0 : x.status === 'no_pick' || x.status === 'provisional' ? 1 : 2);
  const strength = (x: PropItem) =>
    x.pick?.probabilityEdge ?? (x.median ? Math.abs(x.median.difference) / Math.max(1, x.median.median) : 0);
  return (
    tier(a) - tier(b) ||
    strength(b) - strength(a) ||
    a.playerName.localeCompare(b.playerName) ||
    a.market.localeCompare(b.market)
  );
}

export async function weekPropItems(
  db: Executor,
  board: WeekBoard,
  now: Date,
  lineMaxAgeMs: number,
  only?: { playerId: string },
): Promise<PropItem[]> {
  const stored = await propDecisions(db, PROP_MODEL_VERSION, now, { season: board.season, week: board.week });
  const decided = new Set(stored.map(propKey));
  const live = (await loadWeekProps(db, board, now)).filter(
    (p) => !only || p.target?.playerId === only.playerId,
  );
  const kickoffs = new Map(
    board.players.map((p) => [p.projection.target.gameId, p.projection.target.kickoffMs]),
  );
  const timeline = live.some((p) => p.quote) ? await gameTimeline(db) : [];
  for (const g of timeline) kickoffs.set(g.gameId, g.kickoffMs);
  const started = (p: WeekProp) => (kickoffs.get(p.gameId) ?? Infinity) <= now.getTime();
  // A kicked-off game the props job has not reached: the decision it will write.
  const pending = propDecisionRows(
    live.filter((p) => p.quote && started(p)),
    timeline,
    board.season,
    board.week,
    lineMaxAgeMs,
  ).filter((d) => !decided.has(propKey(d)));
  const items = [
    ...stored.filter((d) => !only || d.playerId === only.playerId).map(decisionItem),
    ...pending.map(decisionItem),
    ...live
      .filter((p) => p.median || (p.quote && !started(p)))
      .map((p) => liveItem(p, board, kickoffs.get(p.gameId) ?? 0)),
  ];
  return items.filter((x): x is PropItem => x !== undefined).sort(rank);
}

/** A week other than the one in force: only what is on the record. */
export async function storedPropItems(
  db: Executor,
  now: Date,
  where: { season: number; week: number } | { playerId: string },
): Promise<PropItem[]> {
  const rows = await propDecisions(db, PROP_MODEL_VERSION, now, where);
  return rows.map(decisionItem).filter((x): x is PropItem => x !== undefined);
}
