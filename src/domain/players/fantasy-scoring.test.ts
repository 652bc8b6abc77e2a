import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayerFixture, type PlayerFixture } from '../../../tests/support/player-stats-fixture.ts';
import { assertProperty } from '../../../tests/support/property.ts';
import { draftKingsPoints, expectedDraftKingsPoints, fanDuelPoints, sitePoints } from './fantasy-scoring.ts';
import { emptyLine, STAT_KEYS, type StatLine, statLineFromNflverse } from './stat-line.ts';

let fixture: PlayerFixture;
beforeAll(() => {
  fixture = loadPlayerFixture();
}, 60_000);

const find = (name: string, season: number, week: number) => {
  const g = fixture.playerGames.find((x) => x.name === name && x.season === season && x.week === week);
  if (!g) throw new Error(`${name} ${season} week ${week} not in the pack`);
  return g;
};

describe('DraftKings and FanDuel scoring', () => {
  it("scores Ja'Marr Chase's 2024 week 10 (11 catches, 264 yards, 3 TDs at Baltimore) from the stats file", () => {
    const chase = find("Ja'Marr Chase", 2024, 10);
    expect(chase.opponent).toBe('BAL');
    // DraftKings: 11 receptions + 26.4 (264 × 0.1) + 18 (3 TDs × 6) + 3 (100-yard bonus) = 58.4
    expect(draftKingsPoints(chase.line)).toBeCloseTo(58.4, 10);
    // FanDuel: 5.5 (11 × 0.5) + 26.4 + 18 = 49.9, no bonus
    expect(fanDuelPoints(chase.line)).toBeCloseTo(49.9, 10);
  });

  it("scores Lamar Jackson's 2024 week 5 (348 passing yards, 4 TDs, 55 rushing, a lost fumble)", () => {
    const lamar = find('Lamar Jackson', 2024, 5);
    // DraftKings: 13.92 + 16 + 5.5 − 1 (fumble) + 3 (300-yard bonus) = 37.42
    expect(draftKingsPoints(lamar.line)).toBeCloseTo(37.42, 10);
    // FanDuel: 13.92 + 16 + 5.5 − 2 (fumble) = 33.42, nflverse's own PPR figure for that game
    expect(fanDuelPoints(lamar.line)).toBeCloseTo(33.42, 10);
  });

  it('reads both nflverse layouts (old interceptions, new passing_interceptions)', () => {
    const old = statLineFromNflverse({
      attempts: 30,
      interceptions: 2,
      sack_fumbles_lost: 1,
      rushing_fumbles_lost: 1,
    });
    const now = statLineFromNflverse({
      attempts: 30,
      passing_interceptions: 2,
      sack_fumbles_lost: 1,
      rushing_fumbles_lost: 1,
    });
    expect(old).toEqual(now);
    expect(old).toMatchObject({ interceptions: 2, fumblesLost: 2, passAttempts: 30 });
  });

  it('scores one of each stat at the value each site publishes', () => {
    // [stat, amount, DraftKings, FanDuel]: below every yardage bonus.
    const rules: [keyof StatLine, number, number, number][] = [
      ['passYards', 25, 1, 1],
      ['passTds', 1, 4, 4],
      ['interceptions', 1, -1, -1],
      ['rushYards', 10, 1, 1],
      ['rushTds', 1, 6, 6],
      ['receptions', 1, 1, 0.5],
      ['recYards', 10, 1, 1],
      ['recTds', 1, 6, 6],
      ['returnTds', 1, 6, 6],
      ['twoPointConversions', 1, 2, 2],
      ['fumblesLost', 1, -1, -2],
      ['passAttempts', 30, 0, 0],
      ['completions', 20, 0, 0],
      ['carries', 15, 0, 0],
      ['targets', 8, 0, 0],
    ];
    for (const [stat, amount, dk, fd] of rules) {
      const line = { ...emptyLine(), [stat]: amount };
      expect(draftKingsPoints(line), stat).toBeCloseTo(dk, 10);
      expect(sitePoints(line, 'draftkings'), stat).toBeCloseTo(dk, 10);
      expect(fanDuelPoints(line), stat).toBeCloseTo(fd, 10);
      expect(sitePoints(line, 'fanduel'), stat).toBeCloseTo(fd, 10);
      // A projected line with no chance of a bonus scores as the line itself.
      expect(expectedDraftKingsPoints(line, { passYards: 0, rushYards: 0, recYards: 0 }), stat).toBeCloseTo(
        dk,
        10,
      );
    }
  });

  it('adds DraftKings’ 3-point bonus at 300 passing, 100 rushing and 100 receiving yards, each on its own', () => {
    const at = (over: Partial<StatLine>) => draftKingsPoints({ ...emptyLine(), ...over });
    expect(at({ rushYards: 100 })).toBeCloseTo(13, 10);
    expect(at({ rushYards: 99 })).toBeCloseTo(9.9, 10);
    expect(at({ recYards: 100 })).toBeCloseTo(13, 10);
    expect(at({ passYards: 300 })).toBeCloseTo(15, 10);
    expect(at({ passYards: 299 })).toBeCloseTo(11.96, 10);
    expect(at({ passYards: 300, rushYards: 100, recYards: 100 })).toBeCloseTo(12 + 10 + 10 + 9, 10);
    // FanDuel has no bonus.
    expect(fanDuelPoints({ ...emptyLine(), passYards: 300, rushYards: 100, recYards: 100 })).toBeCloseTo(
      32,
      10,
    );
    // Expected bonus: 3 points times each chance, added up.
    const none = emptyLine();
    expect(expectedDraftKingsPoints(none, { passYards: 0.5, rushYards: 0.25, recYards: 0.1 })).toBeCloseTo(
      3 * 0.85,
      10,
    );
  });

  it('gives the bonus at exactly 100 and 300 yards, and the expected value between', () => {
    const at = (over: Partial<StatLine>) => draftKingsPoints({ ...emptyLine(), ...over });
    expect(at({ recYards: 99 }) + 0.1 + 3).toBeCloseTo(at({ recYards: 100 }), 10);
    expect(at({ passYards: 300 }) - at({ passYards: 299 })).toBeCloseTo(3.04, 10);
    const line = { ...emptyLine(), recYards: 80 };
    expect(expectedDraftKingsPoints(line, { passYards: 0, rushYards: 0, recYards: 0.25 })).toBeCloseTo(
      8 + 0.75,
      10,
    );
  });

  it('never scores a reception, yard or touchdown as a loss, and FanDuel never above DraftKings for the same line', () => {
    const line = fc.record(
      Object.fromEntries(STAT_KEYS.map((k) => [k, fc.integer({ min: 0, max: 400 })])) as Record<
        keyof StatLine,
        fc.Arbitrary<number>
      >,
    );
    assertProperty(
      fc.property(
        line,
        fc.constantFrom('recYards', 'rushYards', 'passYards', 'receptions', 'recTds', 'passTds'),
        (l, k) => {
          const more = { ...l, [k]: l[k as keyof StatLine] + 1 };
          return draftKingsPoints(more) > draftKingsPoints(l) && fanDuelPoints(l) <= draftKingsPoints(l);
        },
      ),
    );
  });
});
