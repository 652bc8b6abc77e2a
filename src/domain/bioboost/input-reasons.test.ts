// The words and the edges of each BioBoost input (input-scores.test.ts holds the typical cases): every
// reason a user reads beside an input, each band edge of the documented rules (decision 011), and the
// caps that keep one fact from dominating.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { cortisolScore } from './cortisol-score.ts';
import { heatIndexF, hydrationScore, hydrationValue, type WeatherFacts } from './hydration-score.ts';
import { anyStressFacts, NORMAL_WEEK, ORDINARY_SUNDAY } from './input-facts.test-data.ts';
import { sleepScore, sleepValue } from './sleep-score.ts';
import { tIndexScore, tIndexValue } from './t-index-score.ts';

describe('cortisol proxy: every part of the reason, and its caps', () => {
  const sunday = ORDINARY_SUNDAY;

  it('names a home playoff game in prime time against a weaker team with a heavy injury report', () => {
    const s = cortisolScore({
      ...sunday,
      playoff: true,
      primeTime: true,
      opponentEdge: -3,
      injuryImpact: 20,
    });
    // 35 + 12 (prime time) + 15 (playoff) − 4.5 (opponent 3 points worse) + 3 (0.15 × 20%)
    expect(s.value).toBeCloseTo(60.5, 10);
    expect(s.reason).toBe(
      "Playoff game; prime time; at home; facing a team rated 3 points worse; 20% of the lineup's weight injured",
    );
  });

  it('calls an opponent within half a point even, and shows injuries only from 15% of the lineup', () => {
    const even = cortisolScore({ ...sunday, opponentEdge: 0.4, injuryImpact: 14.9 });
    expect(even.reason).toBe('At home; evenly rated opponent');
    expect(even.value).toBeCloseTo(35 + 0.6 + 0.15 * 14.9, 10);
    expect(cortisolScore({ ...sunday, opponentEdge: 0.5 }).reason).toBe(
      'At home; facing a team rated 0.5 points better',
    );
    expect(cortisolScore({ ...sunday, opponentEdge: -0.5 }).reason).toBe(
      'At home; facing a team rated 0.5 points worse',
    );
    expect(cortisolScore({ ...sunday, injuryImpact: 15 }).reason).toBe(
      "At home; evenly rated opponent; 15% of the lineup's weight injured",
    );
  });

  it('caps the opponent at ±15, injuries at +15 and the whole at 100', () => {
    expect(cortisolScore({ ...sunday, opponentEdge: 20 }).value).toBe(50);
    expect(cortisolScore({ ...sunday, opponentEdge: -20 }).value).toBe(20);
    expect(cortisolScore({ ...sunday, injuryImpact: 100 }).value).toBe(50);
    expect(cortisolScore({ ...sunday, isHome: false }).value).toBe(40);
    expect(cortisolScore({ ...sunday, divisional: true }).value).toBe(43);
    const everything = { primeTime: true, divisional: true, playoff: true, isHome: false };
    expect(cortisolScore({ ...sunday, ...everything, opponentEdge: 10, injuryImpact: 100 }).value).toBe(100);
  });

  it('stays in 0–100 and rises with a stronger opponent or a longer injury report', () => {
    const facts = anyStressFacts;
    assertProperty(
      fc.property(facts, fc.double({ min: 0, max: 10, noNaN: true }), (f, more) => {
        const v = cortisolScore(f).value;
        const stronger = cortisolScore({ ...f, opponentEdge: f.opponentEdge + more }).value;
        const hurt = cortisolScore({ ...f, injuryImpact: (f.injuryImpact ?? 0) + more }).value;
        return v >= 0 && v <= 100 && stronger >= v && hurt >= v;
      }),
    );
  });
});

describe('hydration proxy: indoors, missing weather and each verdict', () => {
  const outdoors: WeatherFacts = { roof: 'outdoors', temperatureF: 60, windMph: null, humidityPct: null };

  it('is neutral under a closed roof or a dome whatever the weather, and unknown in open air with none', () => {
    expect(hydrationScore({ roof: 'closed', temperatureF: 100, windMph: 30, humidityPct: 90 })).toEqual({
      value: 85,
      reason: 'Indoors (roof closed): neutral',
    });
    expect(hydrationScore({ roof: 'dome', temperatureF: 10, windMph: 30, humidityPct: null })).toEqual({
      value: 85,
      reason: 'Indoors (dome): neutral',
    });
    expect(hydrationValue({ roof: 'dome', temperatureF: 100, windMph: 30, humidityPct: 90 })).toBe(85);
    // Open air with no temperature is no forecast: unknown, not the indoor 85 (decision 085).
    expect(hydrationValue({ ...outdoors, temperatureF: null, windMph: 40 })).toBeNull();
    expect(hydrationScore({ ...outdoors, temperatureF: null, windMph: 40 })).toEqual({
      value: null,
      reason: 'No forecast: no kickoff weather known for this game, left out of the score',
    });
    expect(
      hydrationScore({ roof: 'unknown', temperatureF: null, windMph: null, humidityPct: null }).value,
    ).toBeNull();
  });

  it('calls a day costing under 1 point comfortable, and names the biggest cost otherwise', () => {
    expect(hydrationScore({ ...outdoors, windMph: 5, humidityPct: 50 })).toEqual({
      value: 85,
      reason: 'Outdoors: 60°F, 50% humidity, feels like 58°F, wind 5 mph (comfortable)',
    });
    // 11 mph costs 0.8: still comfortable; 33 °F costs exactly 1 (0.5 per °F below 35): cold.
    const breeze = hydrationScore({ ...outdoors, windMph: 11 });
    expect(breeze.reason).toBe('Outdoors: 60°F, wind 11 mph (comfortable)');
    expect(breeze.value).toBeCloseTo(84.2, 10);
    expect(hydrationScore({ ...outdoors, temperatureF: 33 })).toEqual({
      value: 84,
      reason: 'Outdoors: 33°F (cold)',
    });
    // 30 mph costs 16, more than 25 °F's cold (5): wind.
    const gale = hydrationScore({ ...outdoors, temperatureF: 25, windMph: 30 });
    expect(gale.reason).toBe('Outdoors: 25°F, wind 30 mph (wind)');
    expect(gale.value).toBeCloseTo(85 - 5 - 16, 10);
    // A calm 84 °F costs 6 in heat; 17.5 mph costs 6 in wind: a tie goes to the heat. 27 °F and 15 mph
    // cost 4 each: cold. 30 mph on a mild day: wind.
    expect(hydrationScore({ ...outdoors, temperatureF: 84, windMph: 17.5 }).reason).toMatch(/\(heat\)$/);
    expect(hydrationScore({ ...outdoors, temperatureF: 27, windMph: 15 }).reason).toMatch(/\(cold\)$/);
    expect(hydrationScore({ ...outdoors, windMph: 30 }).reason).toBe('Outdoors: 60°F, wind 30 mph (wind)');
    // 20 °F (7.5) outweighs 19 mph (7.2): cold.
    expect(hydrationScore({ ...outdoors, temperatureF: 20, windMph: 19 }).reason).toBe(
      'Outdoors: 20°F, wind 19 mph (cold)',
    );
  });

  it('charges 1.5 per °F of heat index over 80, and reaches 0 at worst', () => {
    // 90 °F at 70% feels like 105.9 °F: 25.9 over 80 costs 38.9.
    const muggy = hydrationScore({ ...outdoors, temperatureF: 90, humidityPct: 70 });
    expect(muggy.value).toBeCloseTo(85 - 1.5 * (heatIndexF(90, 70) - 80), 10);
    expect(muggy.value).toBeCloseTo(46.1, 0);
    expect(hydrationScore({ ...outdoors, temperatureF: 110, humidityPct: 80, windMph: 40 }).value).toBe(0);
    // Without humidity the thermometer is the heat: 90 °F costs 15.
    expect(hydrationScore({ ...outdoors, temperatureF: 90 }).value).toBe(70);
  });

  it('follows the National Weather Service heat index, with both of its adjustments', () => {
    // The NWS table (rounded to whole °F): 90 °F at 50% → 95, 100 °F at 40% → 109, at 55% → 124.
    expect(heatIndexF(90, 50)).toBeCloseTo(95, 0);
    expect(heatIndexF(100, 40)).toBeCloseTo(109, 0);
    expect(heatIndexF(100, 55)).toBeCloseTo(124, 0);
    // Below 80 °F the simple formula: 0.5·(70 + 61 + (70 − 68)·1.2 + 50·0.094) = 69.05.
    expect(heatIndexF(70, 50)).toBeCloseTo(69.05, 10);
    // Dry heat: the NWS subtracts (13 − 5)/4 · √((17 − |95 − 95|)/17) = 2 °F from the regression's 90.18.
    expect(heatIndexF(95, 5)).toBeCloseTo(88.18, 2);
    // Humid and mild: it adds (100 − 85)/10 · (87 − 80)/5 = 2.1 °F to the regression's 87.19.
    expect(heatIndexF(80, 100)).toBeCloseTo(89.29, 2);
    // Away from 95 °F the dry-heat adjustment shrinks: (13 − 5)/4 · √(12/17) = 1.68 off the regression's 94.18.
    expect(heatIndexF(100, 5)).toBeCloseTo(92.5, 2);
    // Neither adjustment outside its range: 79 °F at 100% (over 80 on average, so the regression)
    // and 88 °F at 90%; above 112 °F the dry one would take a square root of a negative number.
    expect(heatIndexF(79, 100)).toBeCloseTo(83.8, 1);
    expect(heatIndexF(88, 90)).toBeCloseTo(113.25, 2);
    expect(Number.isFinite(heatIndexF(115, 5))).toBe(true);
  });
});

describe('sleep proxy: each rest band, both flight directions and a late kickoff', () => {
  const home = NORMAL_WEEK;

  it('scores rest by the documented bands, with the edge days on the right side', () => {
    const value = (restDays: number) => sleepScore({ ...home, restDays }).value;
    expect([13, 12, 8, 7, 6, 5, 4, 3].map(value)).toEqual([92, 86, 86, 80, 77, 70, 62, 62]);
  });

  it('words each rest band, with the previous game’s weekday when known', () => {
    const reason = (restDays: number, previousWeekday: number | null) =>
      sleepScore({ ...home, restDays, previousWeekday }).reason;
    expect(reason(14, null)).toBe("Off a bye: 14 days' rest; no travel");
    expect(reason(13, 0)).toBe("Off a bye: 13 days' rest after Sunday; no travel");
    expect(reason(10, 4)).toBe("Extra rest: 10 days' rest after Thursday; no travel");
    expect(reason(8, 6)).toBe("Extra rest: 8 days' rest after Saturday; no travel");
    expect(reason(7, 0)).toBe("Normal week: 7 days' rest after Sunday; no travel");
    expect(reason(6, 1)).toBe("Normal week: 6 days' rest after Monday; no travel");
    expect(reason(5, 2)).toBe("Short week: 5 days' rest after Tuesday; no travel");
    expect(reason(1, 6)).toBe("Short week: 1 day's rest after Saturday; no travel");
  });

  it('words unknown travel, a flight in one zone and one flown east to west', () => {
    expect(sleepScore({ ...home, travelMiles: null }).reason).toBe(
      "Normal week: 7 days' rest after Sunday; travel unknown",
    );
    expect(sleepScore({ ...home, travelMiles: 0.5 }).reason).toContain('; no travel');
    expect(sleepScore({ ...home, travelMiles: 1 }).reason).toContain('; flew 1 miles, same time zone');
    expect(sleepScore({ ...home, travelMiles: 300 }).reason).toContain('; flew 300 miles, same time zone');
    expect(sleepScore({ ...home, travelMiles: 1250, zonesCrossed: 1 }).reason).toContain(
      '; flew 1,250 miles west to east, 1 time zone',
    );
    const westward = sleepScore({ ...home, travelMiles: 2450, zonesCrossed: -3 });
    expect(westward.reason).toContain('; flew 2,450 miles east to west, 3 time zones');
    // 80 − 9.8 (2,450 miles) − 6 (three zones west at 2 each, gentler than east's 3)
    expect(westward.value).toBeCloseTo(64.2, 10);
  });

  it('caps travel at 12 points (3,000 miles) and charges kickoffs outside 11 am – 9 pm', () => {
    expect(sleepScore({ ...home, travelMiles: 5500 }).value).toBe(68);
    expect(sleepScore({ ...home, travelMiles: 2999 }).value).toBeCloseTo(68.004, 10);
    const late = sleepScore({ ...home, bodyClockHour: 22.5 });
    expect(late.value).toBeCloseTo(75.5, 10);
    expect(late.reason).toBe(
      "Normal week: 7 days' rest after Sunday; no travel; kickoff at 10:30 pm on the body clock",
    );
    for (const hour of [11, 21]) {
      expect(sleepScore({ ...home, bodyClockHour: hour })).toEqual({
        value: 80,
        reason: "Normal week: 7 days' rest after Sunday; no travel",
      });
    }
    expect(sleepScore({ ...home, bodyClockHour: 9.5 }).value).toBe(74);
    expect(sleepScore({ ...home, bodyClockHour: null }).value).toBe(80);
    expect(sleepValue({ ...home, restDays: null, travelMiles: null })).toBe(80);
    expect(sleepScore({ ...home, bodyClockHour: null }).reason).toBe(
      "Normal week: 7 days' rest after Sunday; no travel",
    );
  });

  it('a long trip, a short week and an early body clock floor the score at 0, never below', () => {
    const worst = { restDays: 3, previousWeekday: 0, travelMiles: 5000, zonesCrossed: 8, bodyClockHour: 4 };
    // 80 − 18 − 12 − 24 − 28 = −2, shown as 0
    expect(sleepScore(worst).value).toBe(0);
  });
});

describe('T-Index proxy: ties, a short season, the last four games and the rating trend', () => {
  it('words ties, fewer than four games and a falling rating', () => {
    const s = tIndexScore({ recentMargins: [3, 0], ratingChange: -1.26 });
    // Shrunk average 3 / 4 = 0.75: 50 + 1.125 − 3.15
    expect(s.value).toBeCloseTo(47.975, 10);
    expect(s.reason).toBe('Won 1 of 2 this season (1 tied), +1.5 points a game; rating down 1.3 points');
  });

  it('reads only the last four games, and calls a rating move under 0.05 flat', () => {
    const s = tIndexScore({ recentMargins: [100, 1, 2, 3, 4], ratingChange: 0.04 });
    expect(s.value).toBeCloseTo(50 + 1.5 * 2.5 + 2.5 * 0.04, 10);
    expect(s.reason).toBe('Won 4 of last 4, +2.5 points a game; rating flat');
    expect(tIndexScore({ recentMargins: [-7], ratingChange: 0.05 }).reason).toBe(
      'Won 0 of 1 this season, −7 points a game; rating up 0.1 points',
    );
    expect(tIndexScore({ recentMargins: [-7], ratingChange: -0.05 }).reason).toContain(
      'rating down 0.1 points',
    );
    expect(tIndexValue({ recentMargins: [], ratingChange: 4 })).toBe(50);
    expect(tIndexScore({ recentMargins: [], ratingChange: 4 })).toEqual({
      value: 50,
      reason: 'No games yet this season: form neutral',
    });
  });

  it('stays within 0–100 for runaway form either way', () => {
    expect(tIndexScore({ recentMargins: [40, 40, 40, 40], ratingChange: 5 }).value).toBe(100);
    expect(tIndexScore({ recentMargins: [-40, -40, -40, -40], ratingChange: -5 }).value).toBe(0);
  });

  it('rises with the rating trend', () => {
    assertProperty(
      fc.property(
        fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 6 }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (margins, trend, up) =>
          tIndexScore({ recentMargins: margins, ratingChange: trend + up }).value >=
          tIndexScore({ recentMargins: margins, ratingChange: trend }).value,
      ),
    );
  });
});
