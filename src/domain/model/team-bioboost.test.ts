// A team's BioBoost for one game: the five inputs with their words (what the game screens show) and
// without (what the fitting script runs thousands of times) must be the same numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { anyStressFacts, NORMAL_WEEK, ORDINARY_SUNDAY } from '../bioboost/input-facts.test-data.ts';
import { sameGamesSeasons, seasonSpan } from './report-seasons.ts';
import { type TeamSignals, teamBioBoost } from './team-bioboost.ts';

const ordinary: TeamSignals = {
  sleep: NORMAL_WEEK,
  form: { recentMargins: [], ratingChange: 0 },
  stress: ORDINARY_SUNDAY,
  weather: { roof: 'dome', temperatureF: null, windMph: null, humidityPct: null },
  injuries: null,
};

describe('team BioBoost', () => {
  it('combines the five inputs with the spec’s weights', () => {
    const b = teamBioBoost(ordinary, true);
    // Sleep 80, T-Index 50, stress 35 (counted as 65), hydration 85 (a dome), recovery unknown (no
    // report), left out: (0.3·80 + 0.4·50 + 0.15·65 + 0.1·85) / 0.95 = 62.25 / 0.95 = 65.526315…
    expect(b.score).toBeCloseTo(62.25 / 0.95, 10);
    expect(b.inputs.recovery).toEqual({
      value: null,
      reason: 'No report: no injury report known for this game, left out of the score',
    });
    // A report designating nobody is no evidence either: the same 65.53. One naming a questionable punter
    // (P .1 × role .77, starter unknown, × status .5 = .0385 over a lineup of 13.35) makes recovery known,
    // 100 − 3.85/13.35 = 99.7116…, and the spec's sum applies: 62.25 + 0.05 · 99.7116… = 67.2356…
    expect(teamBioBoost({ ...ordinary, injuries: [] }, true).score).toBeCloseTo(62.25 / 0.95, 10);
    const punter = [{ playerName: 'A Punter', position: 'P', status: 'QUESTIONABLE' as const }];
    expect(teamBioBoost({ ...ordinary, injuries: punter }, true).score).toBeCloseTo(
      62.25 + 0.05 * (100 - (100 * 0.1 * 0.77 * 0.5) / 13.35),
      10,
    );
    expect(b.inputs.sleep.reason).toBe("Normal week: 7 days' rest after Sunday; no travel");
  });

  it('gives the same numbers without the words, and no words', () => {
    const signals = fc.record({
      sleep: fc.record({
        restDays: fc.option(fc.integer({ min: 3, max: 21 }), { nil: null }),
        previousWeekday: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        travelMiles: fc.option(fc.double({ min: 0, max: 6000, noNaN: true }), { nil: null }),
        zonesCrossed: fc.integer({ min: -3, max: 3 }),
        bodyClockHour: fc.option(fc.double({ min: 8, max: 23, noNaN: true }), { nil: null }),
      }),
      form: fc.record({
        recentMargins: fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 6 }),
        ratingChange: fc.double({ min: -5, max: 5, noNaN: true }),
      }),
      stress: anyStressFacts,
      weather: fc.record({
        roof: fc.constantFrom('outdoors', 'dome', 'open', 'closed' as const),
        temperatureF: fc.option(fc.double({ min: -10, max: 110, noNaN: true }), { nil: null }),
        windMph: fc.option(fc.double({ min: 0, max: 40, noNaN: true }), { nil: null }),
        humidityPct: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
      }),
      injuries: fc.option(
        fc.array(
          fc.record({
            playerName: fc.constantFrom('A', 'B', 'C'),
            position: fc.constantFrom('QB', 'WR', 'CB', 'T'),
            status: fc.constantFrom('OUT', 'DOUBTFUL', 'QUESTIONABLE', 'HEALTHY' as const),
            weeksInjured: fc.integer({ min: 0, max: 6 }),
          }),
          { maxLength: 5 },
        ),
        { nil: null },
      ),
    });
    assertProperty(
      fc.property(signals, (s) => {
        const explained = teamBioBoost(s, true);
        const quick = teamBioBoost(s, false);
        expect(quick.score).toBe(explained.score);
        for (const key of ['sleep', 'tIndex', 'cortisol', 'hydration', 'recovery'] as const) {
          expect(quick.inputs[key]).toEqual({ value: explained.inputs[key].value, reason: '' });
          expect(explained.inputs[key].reason).not.toBe('');
        }
      }),
    );
  });
});

describe('report seasons', () => {
  it('spans the seasons FiveThirtyEight rated, else the whole report', () => {
    const season = (s: number, elo538: object | null) => ({ season: s, elo538 });
    const report = (seasons: ReturnType<typeof season>[]) =>
      ({ seasons, fromSeason: 2010, toSeason: 2025 }) as unknown as Parameters<typeof sameGamesSeasons>[0];
    expect(sameGamesSeasons(report([season(2019, {}), season(2012, {}), season(2024, null)]))).toEqual({
      from: 2012,
      to: 2019,
    });
    expect(sameGamesSeasons(report([season(2024, null)]))).toEqual({ from: 2010, to: 2025 });
    expect([seasonSpan(2010, 2020), seasonSpan(2025, 2025)]).toEqual(['2010–2020', '2025']);
  });
});
