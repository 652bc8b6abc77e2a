// A person's own pick stats (Profile's Stats tab, the Dashboard's overview tiles): the figures of
// their leaderboard row, read from the same `contributorStats` over the same season's graded picks,
// only worded for the person (streak "W3", favourite bet type). One source, so the three screens
// cannot disagree (docs/decisions/071-personal-profile-and-own-stats.md).
import { type ContributorStats, contributorStats, type GradedPick } from './contributor-stats.ts';

export interface OwnPickStats {
  totalPicks: number;
  wins: number;
  losses: number;
  pushes: number;
  /** wins / (wins + losses); null with nothing decided. */
  winRate: number | null;
  /** "W3" or "L2"; null with nothing decided. */
  currentStreak: string | null;
  /** The market with the most wins (the leaderboard's specialisation); null without a win. */
  favoriteBet: string | null;
}

const MARKET_NAME = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;

/** The person-facing wording of a leaderboard row's figures. */
export function ownStatsOf(s: ContributorStats): OwnPickStats {
  return {
    totalPicks: s.graded,
    wins: s.wins,
    losses: s.losses,
    pushes: s.pushes,
    winRate: s.pickAccuracy,
    currentStreak: s.streakType === null ? null : `${s.streakType === 'win' ? 'W' : 'L'}${s.currentStreak}`,
    favoriteBet: s.specialization === null ? null : MARKET_NAME[s.specialization],
  };
}

/** The stats of one contributor's graded picks (the caller passes only that contributor's). */
export function ownPickStats(picks: readonly GradedPick[]): OwnPickStats {
  return ownStatsOf(contributorStats(picks));
}
