// Ordinary facts the BioBoost input tests start from and vary one at a time, and any game's stress facts.
import fc from 'fast-check';
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

/** Any game's stress facts: slot, rivalry, playoff, venue, an opponent up to 30 points either way. */
export const anyStressFacts = fc.record({
  primeTime: fc.boolean(),
  slotLabel: fc.constantFrom(null, 'Monday night'),
  divisional: fc.boolean(),
  playoff: fc.boolean(),
  isHome: fc.boolean(),
  opponentEdge: fc.double({ min: -30, max: 30, noNaN: true }),
  injuryImpact: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
});
