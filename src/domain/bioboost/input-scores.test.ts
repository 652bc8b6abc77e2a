import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { cortisolScore } from './cortisol-score.ts';
import { heatIndexF, hydrationScore } from './hydration-score.ts';
import type { InjuryEntry } from './injury-impact.ts';
import { NORMAL_WEEK, ORDINARY_SUNDAY } from './input-facts.test-data.ts';
import { teamRecoveryScore, teamRecoveryValue } from './recovery-score.ts';
import { sleepScore } from './sleep-score.ts';
import { tIndexScore } from './t-index-score.ts';

const normalWeek = NORMAL_WEEK;

describe('sleep proxy', () => {
  it('explains a short week with a cross-country flight in its own numbers', () => {
    const s = sleepScore({
      restDays: 4,
      previousWeekday: 0,
      travelMiles: 2450,
      zonesCrossed: 3,
      bodyClockHour: 17.25,
    });
    expect(s.reason).toBe(
      "Short week: 4 days' rest after Sunday; flew 2,450 miles west to east, 3 time zones",
    );
    // 80 − 18 (short week) − 9.8 (2,450 miles) − 9 (three zones east)
    expect(s.value).toBeCloseTo(43.2, 10);
  });

  it('rewards a bye and penalises a 10 am body-clock kickoff for a west-coast team', () => {
    expect(sleepScore({ ...normalWeek, restDays: 14 }).value).toBe(92);
    const west = sleepScore({ ...normalWeek, travelMiles: 2300, zonesCrossed: 3, bodyClockHour: 10 });
    expect(west.reason).toContain('kickoff at 10 am on the body clock');
    expect(west.value).toBeCloseTo(80 - 9.2 - 9 - 4, 10);
    expect(sleepScore({ ...normalWeek, restDays: null }).reason).toMatch(/^Season opener/);
  });

  it('stays in 0–100 and never rises with more miles or fewer rest days', () => {
    const facts = fc.record({
      restDays: fc.option(fc.integer({ min: 3, max: 21 }), { nil: null }),
      previousWeekday: fc.constant(0),
      travelMiles: fc.option(fc.double({ min: 0, max: 6000, noNaN: true }), { nil: null }),
      zonesCrossed: fc.integer({ min: -8, max: 8 }),
      bodyClockHour: fc.option(fc.double({ min: 5, max: 24, noNaN: true }), { nil: null }),
    });
    assertProperty(
      fc.property(facts, fc.double({ min: 0, max: 3000, noNaN: true }), (f, extra) => {
        const v = sleepScore(f).value;
        const moreMiles =
          f.travelMiles === null ? v : sleepScore({ ...f, travelMiles: f.travelMiles + extra }).value;
        const lessRest =
          f.restDays === null ? v : sleepScore({ ...f, restDays: Math.max(0, f.restDays - 1) }).value;
        return v >= 0 && v <= 100 && moreMiles <= v && lessRest <= v;
      }),
    );
  });
});

describe('T-Index proxy (form)', () => {
  it('is neutral before any game and reads margins and rating trend', () => {
    expect(tIndexScore({ recentMargins: [], ratingChange: 0 }).value).toBe(50);
    const hot = tIndexScore({ recentMargins: [7, 14, -3, 22], ratingChange: 3 });
    expect(hot.value).toBeCloseTo(50 + 1.5 * 10 + 7.5, 10);
    expect(hot.reason).toBe('Won 3 of last 4, +10 points a game; rating up 3 points');
  });

  it('never falls when a recent margin improves', () => {
    assertProperty(
      fc.property(
        fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 20 }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (m, bump, trend) => {
          const better = [...m.slice(0, -1), (m.at(-1) ?? 0) + bump];
          const a = tIndexScore({ recentMargins: m, ratingChange: trend }).value;
          return tIndexScore({ recentMargins: better, ratingChange: trend }).value >= a && a >= 0 && a <= 100;
        },
      ),
    );
  });
});

describe('cortisol proxy (stress)', () => {
  const base = ORDINARY_SUNDAY;
  it('adds prime time, division, road and a stronger opponent', () => {
    expect(cortisolScore(base).value).toBe(35);
    const big = cortisolScore({
      ...base,
      primeTime: true,
      slotLabel: 'Sunday night',
      divisional: true,
      isHome: false,
      opponentEdge: 4,
    });
    expect(big.value).toBe(35 + 12 + 8 + 5 + 6);
    expect(big.reason).toBe(
      'Sunday night prime time; divisional game; away from home; facing a team rated 4 points better',
    );
  });
});

describe('hydration proxy (weather)', () => {
  it('treats a dome as neutral and charges heat, cold and wind', () => {
    expect(hydrationScore({ roof: 'dome', temperatureF: null, windMph: null, humidityPct: null }).value).toBe(
      85,
    );
    const cold = hydrationScore({ roof: 'outdoors', temperatureF: 15, windMph: 20, humidityPct: null });
    expect(cold.value).toBeCloseTo(85 - 10 - 8, 10);
    expect(cold.reason).toBe('Outdoors: 15°F, wind 20 mph (cold)');
    const muggy = hydrationScore({ roof: 'open', temperatureF: 90, windMph: 5, humidityPct: 70 });
    expect(muggy.reason).toBe('Outdoors: 90°F, 70% humidity, feels like 106°F, wind 5 mph (heat)');
  });

  it('matches the National Weather Service heat index table (90 °F at 70% ≈ 106 °F)', () => {
    expect(heatIndexF(90, 70)).toBeCloseTo(105.9, 0);
    expect(heatIndexF(70, 50)).toBeLessThan(80);
  });

  it('never improves with more wind, and stays in 0–100', () => {
    assertProperty(
      fc.property(
        fc.double({ min: -20, max: 115, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
        (t, w, h) => {
          const a = hydrationScore({ roof: 'outdoors', temperatureF: t, windMph: w, humidityPct: h }).value;
          const b = hydrationScore({
            roof: 'outdoors',
            temperatureF: t,
            windMph: w + 5,
            humidityPct: h,
          }).value;
          // A temperature is known, so the value is too.
          return a !== null && b !== null && b <= a && a >= 0 && a <= 100;
        },
      ),
    );
  });
});

describe('team recovery', () => {
  it('is 100 minus the share of a full lineup lost, and names the players that weigh most', () => {
    const report: InjuryEntry[] = [
      {
        playerName: 'J. Burrow',
        position: 'QB',
        status: 'OUT',
        weeksInjured: 3,
        isStarter: true,
        injury: 'Toe',
      },
      {
        playerName: 'T. Higgins',
        position: 'WR',
        rank: 2,
        status: 'QUESTIONABLE',
        weeksInjured: 1,
        isStarter: true,
        injury: 'Concussion',
      },
      { playerName: 'N. Backup', position: 'QB', status: 'OUT', weeksInjured: 1, isStarter: false },
      {
        playerName: 'C. Brown',
        position: 'CB',
        rank: 1,
        status: 'OUT',
        weeksInjured: 1,
        isStarter: true,
        backupRatio: 0.8,
      },
    ];
    const r = teamRecoveryScore(report);
    // QB 0.95·1.3·1.3 (poor depth: the other QB is out too) + WR2 0.5·(0.5 + 0.5·0.3)·1.2·1.1 (a
    // concussion: status .5 plus 50% to play × .3 recurrence) + backup QB 0.95·0.4·1.1·1.3 + CB1
    // 0.6·1.1·0.6 (excellent depth: his replacement plays 0.8 of his snaps), over a lineup of 13.35.
    const lost =
      0.95 * 1.3 * 1.3 + 0.5 * (0.5 + 0.5 * 0.3) * 1.2 * 1.1 + 0.95 * 0.4 * 1.1 * 1.3 + 0.6 * 1.1 * 0.6;
    expect(r.value ?? Number.NaN).toBeCloseTo(100 - (100 * lost) / 13.35, 10);
    expect(r.reason).toBe(
      'QB J. Burrow out (toe), 3rd week, poor depth: impact 100, high; QB N. Backup (backup ×0.4) out, poor depth: impact 54, moderate; ' +
        "WR2 T. Higgins questionable (concussion), 50% to play: impact 43, moderate; 1 more listed. 22.3% of a full lineup's weight lost",
    );
    expect(teamRecoveryScore(null)).toEqual({
      value: null,
      reason: 'No report: no injury report known for this game, left out of the score',
    });
    expect(teamRecoveryValue(null)).toBeNull();
    expect(teamRecoveryValue(report)).toBeCloseTo(r.value ?? Number.NaN, 10);
    // Exactly three listed: all named, none left over.
    expect(teamRecoveryScore(report.slice(0, 3)).reason).toMatch(
      /^QB J\. Burrow [^;]+; [^;]+; [^;]+: impact \d+, (high|moderate|low|minimal)\. [\d.]+% of a full lineup's weight lost$/,
    );
    // Practice-report rows with no game status are no designation: unknown, not a measured 100.
    expect(teamRecoveryScore([{ playerName: 'x', position: 'K', status: 'HEALTHY' }])).toEqual({
      value: null,
      reason:
        'No report: nobody designated out, doubtful or questionable yet (no game-status report known), left out of the score',
    });
    expect(teamRecoveryValue([])).toBeNull();
  });
});
