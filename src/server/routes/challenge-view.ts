// Stored challenges and their members' picks as the API shows them: status from the clock, each board
// from the members' graded contributor picks (docs/decisions/069-challenge-scoring.md).
import type { ChallengeRow, MemberPickRow } from '../../db/repositories/challenges.ts';
import { challengeStatus } from '../../domain/challenges/period.ts';
import {
  type ChallengePick,
  countsFor,
  KIND_MARKET,
  memberScore,
  type RankedMember,
  rankMembers,
} from '../../domain/challenges/scoring.ts';
import { gradePick } from '../../domain/contributors/pick.ts';
import type { ChallengeMember, ChallengeSummary } from '../../shared/api/challenges.ts';
import { publicContributorId } from './contributor-pick-view.ts';

export function challengeSummary(c: ChallengeRow, now: Date): ChallengeSummary {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    kind: c.kind,
    period: c.period,
    status: challengeStatus(c, now),
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    capacity: c.capacity,
    entryCoins: c.entryCoins,
    members: c.members,
    prizePoolCoins: c.entryCoins * c.members,
    creator: c.creatorId && c.creatorName ? { id: c.creatorId, name: c.creatorName } : null,
    createdAt: c.createdAt.toISOString(),
  };
}

function challengePick(r: MemberPickRow): ChallengePick | null {
  if (
    r.pickId === null ||
    // Stryker disable next-line ConditionalExpression: equivalent: a row without a market would not count anyway (countsFor wants the challenge's market)
    !r.market ||
    !r.selection ||
    !r.lockedAt ||
    !r.kickoff
  )
    return null;
  const { homeScore, awayScore } = r;
  return {
    market: r.market,
    lockedAt: r.lockedAt,
    kickoff: r.kickoff,
    price: r.price,
    outcome:
      homeScore !== null && awayScore !== null
        ? gradePick({ market: r.market, selection: r.selection, line: r.line }, { homeScore, awayScore })
        : null,
  };
}

/** Each challenge's ranked board, from the rows of memberPicks. */
export function challengeBoards(
  list: readonly ChallengeRow[],
  rows: readonly MemberPickRow[],
): Map<number, RankedMember[]> {
  const byId = new Map(list.map((c) => [c.id, c]));
  const members = new Map<number, Map<string, { name: string; picks: ChallengePick[] }>>();
  for (const r of rows) {
    const c = byId.get(r.challengeId);
    if (!c) continue;
    const board = members.get(c.id) ?? new Map();
    members.set(c.id, board);
    const m = board.get(r.userId) ?? { name: r.name, picks: [] };
    board.set(r.userId, m);
    const p = challengePick(r);
    if (p && countsFor(c, r.joinedAt, p)) m.picks.push(p);
  }
  return new Map(
    list.map((c) => [
      c.id,
      rankMembers(
        [...(members.get(c.id) ?? new Map())].map(([userId, m]) =>
          memberScore(publicContributorId(userId), m.name, m.picks),
        ),
      ),
    ]),
  );
}

export const memberView = (m: RankedMember): ChallengeMember => ({
  rank: m.rank,
  id: m.key,
  name: m.name,
  wins: m.wins,
  losses: m.losses,
  pushes: m.pushes,
  accuracy: m.accuracy,
  units: m.units,
  roi: m.roi,
  streak: m.streak,
  points: m.points,
  pending: m.pending,
  assumedPrices: m.assumedPrices,
});

const MARKET_WORDS = { moneyline: 'Moneyline (winner)', spread: 'Spread', total: 'Over/under' } as const;

/** Which picks count, in words. */
export const countsText = (c: Pick<ChallengeRow, 'kind'>) =>
  `${MARKET_WORDS[KIND_MARKET[c.kind]]} picks members lock between the start and the end (from when they joined, for later joiners), graded from the final scores.`;

/** The detail's four stat cards. */
export function boardStats(c: ChallengeRow, board: readonly RankedMember[]) {
  const wins = board.reduce((s, m) => s + m.wins, 0);
  const decided = board.reduce((s, m) => s + m.wins + m.losses, 0);
  return {
    participants: c.members,
    prizePoolCoins: c.entryCoins * c.members,
    winRate: decided === 0 ? null : Math.round((wins / decided) * 10_000) / 10_000,
    topStreak: board.reduce((s, m) => Math.max(s, m.streak), 0),
  };
}
