// Ordinary facts the BioBoost input tests start from and vary one at a time.
import type { StressFacts } from './cortisol-score.ts';
import type { SleepFacts } from './sleep-score.ts';

/** A Sunday-afternoon home game against an evenly rated team, no injury report: stress 35. */
export const ORDINARY_SUNDAY: StressFacts = {
  primeTime: false,
  slotLabel: null,
  divisional: false,
  playoff: false,
  isHome: true,
  opponentEdge: 0,
  injuryImpact: null,
};

/** A week at home after a Sunday game, 1 pm kickoff on the body clock: sleep 80. */
export const NORMAL_WEEK: SleepFacts = {
  restDays: 7,
  previousWeekday: 0,
  travelMiles: 0,
  zonesCrossed: 0,
  bodyClockHour: 13,
};
