// Shapes the week board's players and picks into the API's player answers. Pure: the routes load,
// these map, so the labels (matchup, kickoff in New York time, the team's handicap) are unit-tested.
import type { BoardPlayer, WeekBoard } from '../../core/players/week-board.ts';
import type { MaybeInputScore } from '../../domain/bioboost/text.ts';
import { ggScore } from '../../domain/dfs/ggscore.ts';
import type { DfsPick } from '../../domain/dfs/top-five.ts';
import { isPremiumPick } from '../../domain/picks/premium-pick.ts';
import type { PlayerBioBoost } from '../../domain/players/bioboost/player-bioboost.ts';
import { type PropRow, propMarkets } from '../../domain/players/prop-odds.ts';
import { recommendedBets } from '../../domain/props/recommended-bets.ts';
import { easternWallTime } from '../../domain/time/eastern-time.ts';
import { handicapFromMargin } from '../../shared/api/lines.ts';
import type {
  PlayerBioBoostView,
  PlayerCard,
  Top5Pick,
  TopFiveItem,
  TopFiveResponse,
} from '../../shared/api/players.ts';
import type { PropItem } from '../../shared/api/props.ts';

const round1 = (x: number) => Math.round(10 * x) / 10;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Sun 1:00 PM ET': the kickoff as the schedule prints it, in New York wall time. */
export function kickoffEt(kickoff: Date): string {
  const wall = easternWallTime(kickoff);
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const minute = String(wall.minute).padStart(2, '0');
  return `${DAYS[wall.weekday]} ${hour12}:${minute} ${wall.hour < 12 ? 'AM' : 'PM'} ET`;
}

/**
 * 'KC @ BUF' when his team is away, 'BUF vs KC' at home. nflverse game ids read
 * season_week_away_home, so the id says which side he is on.
 */
export function matchupLabel(gameId: string, team: string, opponent: string): string {
  const [, , away] = gameId.split('_');
  return away === team ? `${team} @ ${opponent}` : `${team} vs ${opponent}`;
}

export function bioBoostView(b: PlayerBioBoost | null | undefined): PlayerBioBoostView | null {
  if (!b) return null;
  const input = (s: MaybeInputScore) => ({ score: s.value, reason: s.reason });
  return {
    score: b.score,
    tone: b.tone,
    level: b.level,
    sleep: input(b.inputs.sleep),
    tIndex: input(b.inputs.tIndex),
    cortisol: input(b.inputs.cortisol),
    hydration: input(b.inputs.hydration),
    recovery: input(b.inputs.recovery),
    injuryRecoveryDays: b.injuryRecoveryDays,
  };
}

function dfsFigures(p: DfsPick) {
  const c = p.candidate;
  return {
    ggScore: p.ggScore,
    confidence: p.confidence,
    salary: c.salary,
    projectedPoints: round1(c.median),
    low: round1(c.low),
    high: round1(c.high),
    valueRating: p.valueRating,
    ownership: p.ownership === null ? null : round1(p.ownership),
    gameTotal: c.gameTotal,
    highScoring: p.highScoring,
    commentary: p.commentary,
  };
}

export function top5Pick(p: DfsPick, headshots: ReadonlyMap<string, string>): Top5Pick {
  const c = p.candidate;
  return {
    playerId: c.id,
    name: c.name,
    position: c.position,
    teamAbbr: c.team,
    headshotUrl: headshots.get(c.id) ?? null,
    slate: c.slate,
    matchup: matchupLabel(c.gameId, c.team, c.opponent),
    kickoff: c.kickoff.toISOString(),
    kickoffEt: kickoffEt(c.kickoff),
    ...dfsFigures(p),
  };
}

export function topFiveItem(
  p: DfsPick,
  headshots: ReadonlyMap<string, string>,
  hydration: MaybeInputScore | null,
): TopFiveItem {
  const c = p.candidate;
  return {
    id: c.id,
    name: c.name,
    team: c.team,
    position: c.position,
    headshotUrl: headshots.get(c.id) ?? null,
    matchup: matchupLabel(c.gameId, c.team, c.opponent),
    opponent: c.opponent,
    kickoff: c.kickoff.toISOString(),
    kickoffEt: kickoffEt(c.kickoff),
    spread: c.teamMargin === null ? null : handicapFromMargin(c.teamMargin),
    total: c.gameTotal,
    weatherImpact: hydration && { score: hydration.value, reason: hydration.reason },
    slate: c.slate,
    ...dfsFigures(p),
  };
}

export function boardInfo(board: WeekBoard) {
  return {
    season: board.season,
    week: board.week,
    generatedAt: board.asOf,
    basis: board.basis,
    basisNote: board.basisNote,
  } satisfies Pick<TopFiveResponse, 'season' | 'week' | 'generatedAt' | 'basis' | 'basisNote'>;
}

export function playerCard(
  p: BoardPlayer,
  headshots: ReadonlyMap<string, string>,
  now: Date,
  props: readonly PropRow[] = [],
  picks: readonly PropItem[] = [],
): PlayerCard {
  const t = p.projection.target;
  const line = p.projection.line;
  const liveOdds = propMarkets(props);
  return {
    id: t.playerId,
    name: t.name,
    position: t.position,
    team: t.team,
    opponent: t.opponent,
    matchup: matchupLabel(t.gameId, t.team, t.opponent),
    gameTime: new Date(t.kickoffMs).toISOString(),
    slate: p.slate,
    headshotUrl: headshots.get(t.playerId) ?? null,
    salary: p.salary,
    ruledOut: p.ruledOut,
    projection: {
      draftKings: round1(p.median),
      fanDuel: round1(p.projection.fanDuel),
      low: round1(p.low),
      high: round1(p.high),
      passYards: round1(line.passYards),
      rushYards: round1(line.rushYards),
      receptions: round1(line.receptions),
      recYards: round1(line.recYards),
      touchdowns: round1(line.passTds + line.rushTds + line.recTds + line.returnTds),
    },
    bioBoost: bioBoostView(p.bioBoost),
    // The same formula as the Top 5 (decision 031), for every card: the personal score's confidence.
    ggScore: ggScore({
      median: p.median,
      ceiling: p.high,
      salary: p.salary,
      opponentRatio: p.projection.opponentRatio,
      bioBoost: p.bioBoost?.score ?? null,
    }),
    liveOdds,
    // A provisional pick is premium until kickoff (decision 124): locked in this public, cached card.
    recommendedBets: recommendedBets(picks, (item) => isPremiumPick(item, now)),
  };
}
