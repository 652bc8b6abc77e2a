// One contributor's figures over a set of graded picks: the spec's accuracy, BioBoost win rate,
// streak, wins and specialisation, plus the counts the rank is computed from.
import type { Outcome } from '../model/grading.ts';
import type { PickMarket } from './pick.ts';

export interface GradedPick {
  /** 'model', or the person's (or former person's) key. */
  contributor: string;
  gameId: string;
  season: number;
  week: number;
  kickoff: Date;
  lockedAt: Date;
  market: PickMarket;
  outcome: Outcome;
  clv: number | null;
  /** Sided with the higher-BioBoost team (null: a total, or no difference known). */
  withBioBoost: boolean | null;
}

export interface ContributorStats {
  graded: number;
  wins: number;
  losses: number;
  pushes: number;
  /** wins / (wins + losses), pushes excluded; null with nothing decided. */
  pickAccuracy: number | null;
  /** Win rate of the decided picks that sided with the higher-BioBoost team, and how many there were. */
  bioBoostWinRate: number | null;
  bioBoostPicks: number;
  currentStreak: number;
  streakType: 'win' | 'loss' | null;
  /** The market with the most wins (ties: the better win rate, then spread, total, moneyline). */
  specialization: PickMarket | null;
  rankedWins: number;
  rankedLosses: number;
  meanClv: number | null;
  clvPicks: number;
}

const rate = (wins: number, losses: number) => (wins + losses === 0 ? null : wins / (wins + losses));
const MARKETS: readonly PickMarket[] = ['spread', 'total', 'moneyline'];

/** The run of same outcomes at the end of the record, by kickoff then lock time; pushes neither break nor extend it. */
export function currentStreak(picks: readonly GradedPick[]): { length: number; type: 'win' | 'loss' | null } {
  const decided = picks
    .filter((p) => p.outcome !== 'push')
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.lockedAt.getTime() - b.lockedAt.getTime());
  const last = decided.at(-1);
  if (!last) return { length: 0, type: null };
  let length = 0;
  for (let i = decided.length - 1; i >= 0 && decided[i]?.outcome === last.outcome; i -= 1) length += 1;
  return { length, type: last.outcome === 'win' ? 'win' : 'loss' };
}

export function contributorStats(picks: readonly GradedPick[]): ContributorStats {
  const count = (filter: (p: GradedPick) => boolean) => picks.filter(filter).length;
  const wins = count((p) => p.outcome === 'win');
  const losses = count((p) => p.outcome === 'loss');
  const ranked = (p: GradedPick) => p.market !== 'moneyline';
  const bio = picks.filter((p) => p.withBioBoost === true && p.outcome !== 'push');
  const bioWins = bio.filter((p) => p.outcome === 'win').length;
  const clvs = picks.flatMap((p) => (ranked(p) && p.clv !== null ? [p.clv] : []));
  const byMarket = MARKETS.map((market) => {
    const w = count((p) => p.market === market && p.outcome === 'win');
    const l = count((p) => p.market === market && p.outcome === 'loss');
    return { market, wins: w, rate: rate(w, l) ?? 0 };
  });
  const best = [...byMarket].sort((a, b) => b.wins - a.wins || b.rate - a.rate)[0];
  const streak = currentStreak(picks);
  return {
    graded: picks.length,
    wins,
    losses,
    pushes: picks.length - wins - losses,
    pickAccuracy: rate(wins, losses),
    bioBoostWinRate: rate(bioWins, bio.length - bioWins),
    bioBoostPicks: bio.length,
    currentStreak: streak.length,
    streakType: streak.type,
    specialization: best && best.wins > 0 ? best.market : null,
    rankedWins: count((p) => ranked(p) && p.outcome === 'win'),
    rankedLosses: count((p) => ranked(p) && p.outcome === 'loss'),
    meanClv:
      clvs.length === 0 ? null : Math.round((clvs.reduce((s, v) => s + v, 0) / clvs.length) * 100) / 100,
    clvPicks: clvs.length,
  };
}
