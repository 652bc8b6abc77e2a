import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  atsHistoryRisk,
  historyGames,
  injuryRisk,
  moneylineMoveRisk,
  spreadMoveRisk,
  totalMoveRisk,
  totalsHistoryRisk,
  weatherRisk,
} from './factors.ts';

const move = (from: number, to: number) => ({ book: 'draftkings', from, to });

describe('line movement', () => {
  it('scores a spread move 25 a point, 15 more through a key number', () => {
    expect(spreadMoveRisk(move(-2.5, -2.5))).toBe(0);
    expect(spreadMoveRisk(move(-1, -2))).toBe(25); // 1 point, no key number
    expect(spreadMoveRisk(move(-2.5, -3.5))).toBe(40); // 25 + 15: through −3
    expect(spreadMoveRisk(move(6.5, 7.5))).toBe(40); // through +7, toward the away side
    expect(spreadMoveRisk(move(-3, -3.5))).toBe(13); // 12.5 → 13: off 3, not through it
    expect(spreadMoveRisk(move(-1, -6))).toBe(100); // 125 + 15, capped at the scale's 100
  });
  it('scores a total move 20 a point', () => {
    expect(totalMoveRisk(move(44.5, 41.5))).toBe(60); // 3 points down
  });
  it('scores a moneyline move by its implied probability', () => {
    // −150 → 0.600, −200 → 0.6667: 6.67 probability points × 10 = 66.7 → 67.
    expect(moneylineMoveRisk(move(-150, -200))).toBe(67);
  });
  it('never falls as the spread keeps moving the same way', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (from2, a, b, down) => {
          const from = from2 / 2;
          const sign = down ? -1 : 1;
          const near = spreadMoveRisk(move(from, from + (sign * Math.min(a, b)) / 2));
          const far = spreadMoveRisk(move(from, from + (sign * Math.max(a, b)) / 2));
          return near <= far && far <= 100 && near >= 0;
        },
      ),
    );
  });
});

describe('weather', () => {
  it('is 0 indoors, whatever is forecast outside', () => {
    expect(weatherRisk({ indoors: true })).toBe(0);
  });
  it('adds wind above 10 mph, precipitation and cold', () => {
    // 4×(25−10) + 0.4×50 + (32−20) = 60 + 20 + 12 = 92.
    expect(weatherRisk({ indoors: false, windMph: 25, tempF: 20, precipChance: 50 })).toBe(92);
    // Calm, dry and mild: 0.
    expect(weatherRisk({ indoors: false, windMph: 8, tempF: 60, precipChance: 0 })).toBe(0);
    // 4×30 = 120 alone: the scale ends at 100.
    expect(weatherRisk({ indoors: false, windMph: 40, tempF: 60, precipChance: 0 })).toBe(100);
  });
  it('never falls with more wind, more rain or colder air', () => {
    const w = fc.record({
      windMph: fc.integer({ min: 0, max: 50 }),
      tempF: fc.integer({ min: -10, max: 100 }),
      precipChance: fc.integer({ min: 0, max: 100 }),
    });
    assertProperty(
      fc.property(w, fc.integer({ min: 0, max: 20 }), (x, d) => {
        const base = weatherRisk({ indoors: false, ...x });
        return (
          weatherRisk({ indoors: false, ...x, windMph: x.windMph + d }) >= base &&
          weatherRisk({ indoors: false, ...x, precipChance: Math.min(100, x.precipChance + d) }) >= base &&
          weatherRisk({ indoors: false, ...x, tempF: x.tempF - d }) >= base &&
          base >= 0 &&
          base <= 100
        );
      }),
    );
  });
});

describe('injuries', () => {
  it('is the mean of the two team impacts', () => {
    expect(injuryRisk(90, 15)).toBe(53); // 52.5 → 53
  });
});

describe('ATS history', () => {
  const team = (covers: number, fails: number, overs = 0, unders = 0) => ({ covers, fails, overs, unders });
  it('is 100 minus the gap between the cover rates', () => {
    // Home 9–4 (69.2 %), away 4–9 (30.8 %): gap 38.5 points → 61.5 → 62 (rounded).
    expect(atsHistoryRisk(team(9, 4), team(4, 9))).toBe(62);
    // The same rate on both sides: nothing to lean on.
    expect(atsHistoryRisk(team(6, 6), team(3, 3))).toBe(100);
  });
  it('is unknown until both teams have a decided game', () => {
    expect(atsHistoryRisk(team(0, 0), team(3, 3))).toBeNull();
  });
  it('counts the smaller team sample as the games behind it', () => {
    expect(historyGames(team(9, 4, 7, 6), team(4, 2, 3, 2), 'ats')).toBe(6);
    expect(historyGames(team(9, 4, 7, 6), team(4, 2, 3, 2), 'totals')).toBe(5);
  });
});

describe('totals history', () => {
  const team = (overs: number, unders: number) => ({ covers: 0, fails: 0, overs, unders });
  it('is 100 minus twice the combined over rate’s distance from 50 %', () => {
    // (8/13 + 7/13) / 2 = 15/26 = 57.7 %: 7.7 points from 50, ×2 = 15.4 → 84.6 → 85.
    expect(totalsHistoryRisk(team(8, 5), team(7, 6))).toBe(85);
    expect(totalsHistoryRisk(team(0, 0), team(7, 6))).toBeNull();
  });
});
