import { describe, expect, it } from 'vitest';
import { cortisolValue, type StressFacts } from './cortisol-score.ts';
import { hydrationValue, type WeatherFacts } from './hydration-score.ts';
import type { InjuryEntry } from './injury-impact.ts';
import { teamRecoveryValue } from './recovery-score.ts';
import { BIOBOOST_SIGNALS, type BioBoostInput } from './signals.ts';
import { type SleepFacts, sleepValue } from './sleep-score.ts';
import { type FormFacts, tIndexValue } from './t-index-score.ts';

const sleep: SleepFacts = {
  restDays: 7,
  previousWeekday: 0,
  travelMiles: 800,
  zonesCrossed: 0,
  bodyClockHour: 13,
};
const form: FormFacts = { recentMargins: [3, -7, 10], ratingChange: 1 };
const stress: StressFacts = {
  primeTime: false,
  slotLabel: null,
  divisional: false,
  playoff: false,
  isHome: true,
  opponentEdge: 2,
  injuryImpact: 10,
};
const weather: WeatherFacts = { roof: 'outdoors', temperatureF: 88, windMph: 8, humidityPct: 40 };
const qbOut: InjuryEntry[] = [
  { playerName: 'A Passer', position: 'QB', status: 'OUT', isStarter: true, weeksInjured: 2 },
];
// A report that designates someone (a questionable punter), so its recovery is known.
const puntQuestionable: InjuryEntry[] = [{ playerName: 'A Punter', position: 'P', status: 'QUESTIONABLE' }];

// For each signal: its value in a base game and in a changed one, through the input functions, and
// how the documented rule says it must move (the exact points where the rule is linear, else the
// direction). Sleep, T-Index, hydration and recovery: higher is better; cortisol: higher is more stress.
type Move = { values: [number, number]; moves: number | 'up' | 'down' };
// Every weather here has a temperature, so hydration is known (NaN would fail the move if not).
const hydrationOf = (w: WeatherFacts): number => hydrationValue(w) ?? Number.NaN;
const move = (before: number, after: number, moves: Move['moves']): Move => ({
  values: [before, after],
  moves,
});
const changes: Record<string, Partial<Record<BioBoostInput, Move>>> = {
  rest: { sleep: move(sleepValue(sleep), sleepValue({ ...sleep, restDays: 4 }), -18) },
  // −4 per 1,000 miles: 800 → 2,600 miles costs 7.2 more.
  travel: { sleep: move(sleepValue(sleep), sleepValue({ ...sleep, travelMiles: 2600 }), -7.2) },
  'time-zones': { sleep: move(sleepValue(sleep), sleepValue({ ...sleep, zonesCrossed: 3 }), -9) },
  'body-clock': { sleep: move(sleepValue(sleep), sleepValue({ ...sleep, bodyClockHour: 10 }), -4) },
  // 1.5 per point of shrunk average margin: 6/4 → −44/4.
  'point-differential': {
    tIndex: move(tIndexValue(form), tIndexValue({ ...form, recentMargins: [-20, -14, -10] }), -18.75),
  },
  'rating-trend': { tIndex: move(tIndexValue(form), tIndexValue({ ...form, ratingChange: -4 }), -12.5) },
  'prime-time': { cortisol: move(cortisolValue(stress), cortisolValue({ ...stress, primeTime: true }), 12) },
  divisional: { cortisol: move(cortisolValue(stress), cortisolValue({ ...stress, divisional: true }), 8) },
  playoff: { cortisol: move(cortisolValue(stress), cortisolValue({ ...stress, playoff: true }), 15) },
  'home-away': { cortisol: move(cortisolValue(stress), cortisolValue({ ...stress, isHome: false }), 5) },
  // 1.5 per point of opponent edge: 2 → 9.
  'opponent-strength': {
    cortisol: move(cortisolValue(stress), cortisolValue({ ...stress, opponentEdge: 9 }), 10.5),
  },
  temperature: {
    hydration: move(hydrationOf(weather), hydrationOf({ ...weather, temperatureF: 98 }), 'down'),
  },
  humidity: {
    hydration: move(hydrationOf(weather), hydrationOf({ ...weather, humidityPct: 90 }), 'down'),
  },
  // −0.8 per mph over 10: 8 → 25 mph.
  wind: { hydration: move(hydrationOf(weather), hydrationOf({ ...weather, windMph: 25 }), -12) },
  roof: { hydration: move(hydrationOf(weather), hydrationOf({ ...weather, roof: 'dome' }), 'up') },
  'injury-report': {
    recovery: move(
      teamRecoveryValue(puntQuestionable) ?? Number.NaN,
      teamRecoveryValue([...puntQuestionable, ...qbOut]) ?? Number.NaN,
      'down',
    ),
    // +0.15 per point of injury impact.
    cortisol: move(
      cortisolValue({ ...stress, injuryImpact: 0 }),
      cortisolValue({ ...stress, injuryImpact: 60 }),
      9,
    ),
  },
};

describe('the BioBoost signals', () => {
  it('lists each signal once', () => {
    const ids = BIOBOOST_SIGNALS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(changes).sort()).toEqual([...ids].sort());
  });

  for (const signal of BIOBOOST_SIGNALS) {
    it(`${signal.label} moves ${signal.inputs.join(' and ')} the documented way`, () => {
      for (const input of signal.inputs) {
        const change = changes[signal.id]?.[input];
        expect(change, `${signal.id} → ${input}`).toBeDefined();
        const [before, after] = change?.values ?? [0, 0];
        if (change?.moves === 'up') expect(after).toBeGreaterThan(before);
        else if (change?.moves === 'down') expect(after).toBeLessThan(before);
        else expect(after - before, `${signal.id} → ${input}`).toBeCloseTo(change?.moves ?? Number.NaN, 10);
      }
    });
  }
});
