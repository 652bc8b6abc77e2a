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

// For each signal: its value in a base game and in a changed one, through the input functions.
const changes: Record<string, Partial<Record<BioBoostInput, [number, number]>>> = {
  rest: { sleep: [sleepValue(sleep), sleepValue({ ...sleep, restDays: 4 })] },
  travel: { sleep: [sleepValue(sleep), sleepValue({ ...sleep, travelMiles: 2600 })] },
  'time-zones': { sleep: [sleepValue(sleep), sleepValue({ ...sleep, zonesCrossed: 3 })] },
  'body-clock': { sleep: [sleepValue(sleep), sleepValue({ ...sleep, bodyClockHour: 10 })] },
  'point-differential': {
    tIndex: [tIndexValue(form), tIndexValue({ ...form, recentMargins: [-20, -14, -10] })],
  },
  'rating-trend': { tIndex: [tIndexValue(form), tIndexValue({ ...form, ratingChange: -4 })] },
  'prime-time': { cortisol: [cortisolValue(stress), cortisolValue({ ...stress, primeTime: true })] },
  divisional: { cortisol: [cortisolValue(stress), cortisolValue({ ...stress, divisional: true })] },
  playoff: { cortisol: [cortisolValue(stress), cortisolValue({ ...stress, playoff: true })] },
  'home-away': { cortisol: [cortisolValue(stress), cortisolValue({ ...stress, isHome: false })] },
  'opponent-strength': { cortisol: [cortisolValue(stress), cortisolValue({ ...stress, opponentEdge: 9 })] },
  temperature: { hydration: [hydrationValue(weather), hydrationValue({ ...weather, temperatureF: 20 })] },
  humidity: { hydration: [hydrationValue(weather), hydrationValue({ ...weather, humidityPct: 90 })] },
  wind: { hydration: [hydrationValue(weather), hydrationValue({ ...weather, windMph: 25 })] },
  roof: { hydration: [hydrationValue(weather), hydrationValue({ ...weather, roof: 'dome' })] },
  'injury-report': {
    recovery: [teamRecoveryValue([]), teamRecoveryValue(qbOut)],
    cortisol: [cortisolValue({ ...stress, injuryImpact: 0 }), cortisolValue({ ...stress, injuryImpact: 60 })],
  },
};

describe('the BioBoost signals', () => {
  it('lists each signal once', () => {
    const ids = BIOBOOST_SIGNALS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(changes).sort()).toEqual([...ids].sort());
  });

  for (const signal of BIOBOOST_SIGNALS) {
    it(`${signal.label} moves ${signal.inputs.join(' and ')}`, () => {
      for (const input of signal.inputs) {
        const pair = changes[signal.id]?.[input];
        expect(pair, `${signal.id} → ${input}`).toBeDefined();
        expect(pair?.[1]).not.toBe(pair?.[0]);
      }
    });
  }
});
