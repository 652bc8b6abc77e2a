import { describe, expect, it } from 'vitest';
import { estimateSalary, fitSalaryModel } from './salary-model.ts';
import { slateOf } from './slates.ts';
import { type DfsCandidate, scoreCandidates, TOP_FIVE, topFive } from './top-five.ts';

const candidate = (id: string, over: Partial<DfsCandidate> = {}): DfsCandidate => ({
  id,
  name: id,
  position: 'WR',
  team: 'CIN',
  opponent: 'CLE',
  gameId: 'g',
  kickoff: new Date('2025-09-07T17:00:00Z'),
  slate: 'Main',
  salary: 6000,
  median: 15,
  low: 5,
  high: 28,
  opponentRatio: 1,
  bioBoost: 65,
  gameTotal: 44.5,
  teamMargin: 3,
  ruledOut: false,
  ...over,
});

describe('slates', () => {
  it("puts Sunday's afternoon games on the main slate and night games on prime time", () => {
    expect(slateOf(new Date('2025-11-23T18:00:00Z'))).toBe('Main'); // 1 pm ET Sunday
    expect(slateOf(new Date('2025-11-23T21:25:00Z'))).toBe('Main'); // 4:25 pm
    expect(slateOf(new Date('2025-11-24T01:20:00Z'))).toBe('Prime-Time'); // Sunday night
    expect(slateOf(new Date('2025-11-25T01:15:00Z'))).toBe('Prime-Time'); // Monday night
    expect(slateOf(new Date('2025-11-02T14:30:00Z'))).toBeNull(); // a 9:30 am London game
    // The edges, Eastern time (EST, UTC−5): noon Sunday is Main, a minute earlier is neither; 7 pm
    // starts prime time any day; a Saturday afternoon game is on neither slate.
    expect(slateOf(new Date('2025-11-23T17:00:00Z'))).toBe('Main');
    expect(slateOf(new Date('2025-11-23T16:59:00Z'))).toBeNull();
    expect(slateOf(new Date('2025-11-23T23:59:00Z'))).toBe('Main');
    expect(slateOf(new Date('2025-11-24T00:00:00Z'))).toBe('Prime-Time');
    expect(slateOf(new Date('2025-11-21T01:15:00Z'))).toBe('Prime-Time'); // Thursday night
    expect(slateOf(new Date('2025-12-20T21:30:00Z'))).toBeNull(); // Saturday 4:30 pm
  });
});

/** An instant before every candidate's kickoff (Sunday 2025-09-07 08:00 Eastern). */
const BEFORE = Date.parse('2025-09-07T12:00:00Z');

describe('Top 5', () => {
  it('keeps the five best by ggScore of the slate, leaving out players ruled out or not worth a slot', () => {
    const pool = [
      ...Array.from({ length: 4 }, (_, i) => candidate(`wr${i}`, { median: 10 + i })),
      ...Array.from({ length: 4 }, (_, i) => candidate(`rb${i}`, { position: 'RB', median: 14 + i })),
      candidate('star', { median: 30, ruledOut: true }),
      candidate('tiny', { median: 2, salary: 3000 }),
      candidate('night', { median: 40, slate: 'Prime-Time' }),
    ];
    const main = topFive(pool, 'Main', BEFORE);
    expect(main.picks).toHaveLength(TOP_FIVE);
    // Ranked by median (all else equal): rb3 17, rb2 16, rb1 15, rb0 14, wr3 13 … but three running
    // backs is the cap (two RB slots and the FLEX), so rb0 gives way to wr3 and wr2.
    expect(main.picks.map((p) => p.candidate.id)).toEqual(['rb3', 'rb2', 'rb1', 'wr3', 'wr2']);
    expect(main.totalCandidates).toBe(8);
    expect(main.fallback).toBe(false);
    expect(main.picks[0]?.commentary).toBe(
      'Projects 17 DK points (80% band 5–28) at $6,000: 2.8 points per $1,000; game total 44.5; BioBoost 65.',
    );
    expect(topFive(pool, 'Prime-Time', BEFORE).picks.map((p) => p.candidate.id)).toEqual(['night']);
  });

  it('ranks without salaries when none are published, and says so', () => {
    const t = topFive(
      [candidate('a', { salary: null }), candidate('b', { salary: null, median: 20 })],
      'Main',
      BEFORE,
    );
    expect(t.fallback).toBe(true);
    // One published salary is enough to rank by value; an empty slate is no fallback either.
    expect(topFive([candidate('a', { salary: null }), candidate('b')], 'Main', BEFORE).fallback).toBe(false);
    expect(topFive([candidate('a', { salary: null })], 'Prime-Time', BEFORE).fallback).toBe(false);
    expect(t.picks.map((p) => [p.candidate.id, p.valueRating, p.ownership])).toEqual([
      ['b', null, null],
      ['a', null, null],
    ]);
  });
});

describe('estimated salaries (the DFS backtest only)', () => {
  it('fits salary against the export’s own average per position, clamped to its range', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      position: 'WR' as const,
      salary: 3000 + 200 * i,
      avgPoints: 2 + i,
    }));
    const model = fitSalaryModel(rows);
    expect(model.WR?.slope).toBeCloseTo(200, 6);
    expect(model.WR?.r2).toBeCloseTo(1, 6);
    expect(estimateSalary(model, 'WR', 10)).toBe(4600);
    expect(estimateSalary(model, 'WR', 100)).toBe(6800); // the highest real salary
    expect(estimateSalary(model, 'WR', null)).toBe(3000);
    expect(estimateSalary(model, 'QB', 20)).toBeNull();
  });

  it('fits least squares on players with an average, keeps rookies in the range, and needs ten rows', () => {
    // Ten receivers averaging 1…10 points, priced 3,000 + 300 a point, alternately $100 over and under.
    const wr = Array.from({ length: 10 }, (_, i) => ({
      position: 'WR' as const,
      avgPoints: i + 1,
      salary: 3000 + 300 * (i + 1) + (i % 2 === 0 ? 100 : -100),
    }));
    const rookie = { position: 'WR' as const, avgPoints: 0, salary: 2500 };
    const tightEnds = Array.from({ length: 9 }, (_, i) => ({
      position: 'TE' as const,
      avgPoints: i + 1,
      salary: 3000,
    }));
    // One quarterback, too few to fit, priced far above any receiver.
    const qb = { position: 'QB' as const, avgPoints: 20, salary: 8000 };
    const model = fitSalaryModel([...wr, rookie, ...tightEnds, qb]);
    // Ordinary least squares: slope 9,700 / 33 = 293.94 a point, intercept 3,033.33, R² 0.9866.
    expect(model.WR?.slope).toBeCloseTo(293.93939394, 6);
    expect(model.WR?.intercept).toBeCloseTo(3033.33333333, 6);
    expect(model.WR?.r2).toBeCloseTo(0.98657859, 6);
    expect(model.WR?.rows).toBe(10);
    expect([model.WR?.min, model.WR?.max]).toEqual([2500, 5900]);
    expect(model.TE).toBeUndefined();
    // 12 points: 3,033 + 3,527 = 6,561, rounded to DraftKings' $100 steps and capped at 5,900.
    expect(estimateSalary(model, 'WR', 12)).toBe(5900);
    expect(estimateSalary(model, 'WR', 5)).toBe(4500);
    // No average yet: the cheapest receiver's salary, not the line's intercept.
    expect(estimateSalary(model, 'WR', null)).toBe(2500);
  });

  it('fits a flat line when every player averages the same, and explains nothing when every salary is the same', () => {
    const rows = (avg: (i: number) => number, salary: (i: number) => number) =>
      Array.from({ length: 10 }, (_, i) => ({
        position: 'TE' as const,
        avgPoints: avg(i),
        salary: salary(i),
      }));
    const sameAverage = fitSalaryModel(
      rows(
        () => 6,
        (i) => 3000 + 100 * i,
      ),
    ).TE;
    expect(sameAverage).toMatchObject({ slope: 0, intercept: 3450, r2: 0 });
    const sameSalary = fitSalaryModel(
      rows(
        (i) => i + 1,
        () => 4000,
      ),
    ).TE;
    expect(sameSalary).toMatchObject({ slope: 0, intercept: 4000, r2: 0 });
  });
});

describe('each Top 5 candidate as the card shows it', () => {
  it('flags a game total above 48 as high scoring, and values a salaried player per $1,000', () => {
    const picks = scoreCandidates([
      candidate('over', { gameTotal: 48.5 }),
      candidate('at', { gameTotal: 48 }),
      candidate('none', { gameTotal: null, salary: null }),
    ]);
    expect(picks.map((p) => [p.candidate.id, p.highScoring])).toEqual([
      ['over', true],
      ['at', false],
      ['none', false],
    ]);
    // 15 points at $6,000: 2.5 points per $1,000, rated 2.5 × (2.5 − 1) = 3.75 → 3.8.
    expect(picks[0]).toMatchObject({ valuePerThousand: 2.5, valueRating: 3.8 });
    expect(picks[0]?.ownership).toBeGreaterThan(0);
    expect(picks[2]).toMatchObject({ valuePerThousand: null, valueRating: null, ownership: null });
  });

  it('keeps a median of exactly 3 points, drops one below it and anyone ruled out', () => {
    const ids = scoreCandidates([
      candidate('three', { median: 3 }),
      candidate('under', { median: 2.9 }),
      candidate('out', { ruledOut: true }),
    ]).map((p) => p.candidate.id);
    expect(ids).toEqual(['three']);
  });

  it('explains the projection, the matchup (position or points per game), the total and the BioBoost', () => {
    const [position, points, plain] = scoreCandidates([
      candidate('a', { opponentRatio: 1.12 }),
      candidate('b', {
        opponentRatio: 0.9,
        matchup: 'points',
        salary: null,
        gameTotal: null,
        bioBoost: null,
      }),
      candidate('c', { opponentRatio: 1.04 }),
    ]);
    expect(position?.commentary).toBe(
      'Projects 15 DK points (80% band 5–28) at $6,000: 2.5 points per $1,000; CLE has allowed WRs 12% more points than average; game total 44.5; BioBoost 65.',
    );
    expect(points?.commentary).toBe(
      'Projects 15 DK points (80% band 5–28); CLE has allowed 10% fewer points per game than average.',
    );
    // A matchup within 5% of average is not worth a sentence.
    expect(plain?.commentary).not.toContain('allowed');
  });

  it('ranks equal scores by the higher median, then by id', () => {
    const same = { salary: null, bioBoost: null, opponentRatio: 1 };
    const t = topFive(
      [candidate('b', { ...same, median: 10, high: 20 }), candidate('a', { ...same, median: 10, high: 20 })],
      'Main',
      BEFORE,
    );
    expect(t.picks.map((p) => p.candidate.id)).toEqual(['a', 'b']);
  });

  it('holds at most one quarterback, the most a lineup can start, whatever their scores', () => {
    // Six quarterbacks with medians 25 down to 20 outscore four receivers at 12 on every part of the
    // score; the list still takes only the best quarterback, then the receivers in order.
    const pool = [
      ...Array.from({ length: 6 }, (_, i) =>
        candidate(`qb${i}`, { position: 'QB', median: 25 - i, high: 35, salary: 6000 }),
      ),
      ...Array.from({ length: 4 }, (_, i) => candidate(`wr${i}`, { median: 12 - i })),
    ];
    const t = topFive(pool, 'Main', BEFORE);
    expect(t.picks.map((p) => p.candidate.id)).toEqual(['qb0', 'wr0', 'wr1', 'wr2', 'wr3']);
    expect(t.totalCandidates).toBe(10);
  });

  it('leaves out a player whose game has kicked off by the instant asked', () => {
    // Friday 2025-12-12 18:00 UTC: Thursday night's game (01:15 UTC that day) is over; its quarterback
    // would top the Prime-Time list on median, and is not in it.
    const friday = Date.parse('2025-12-12T18:00:00Z');
    const thursday = candidate('thu', {
      median: 25,
      slate: 'Prime-Time',
      kickoff: new Date('2025-12-12T01:15:00Z'),
    });
    const sunday = candidate('sun', {
      median: 15,
      slate: 'Prime-Time',
      kickoff: new Date('2025-12-15T01:20:00Z'),
    });
    expect(topFive([thursday, sunday], 'Prime-Time', friday).picks.map((p) => p.candidate.id)).toEqual([
      'sun',
    ]);
    // A minute before Thursday's kickoff both are still in play.
    const before = Date.parse('2025-12-12T01:14:00Z');
    expect(topFive([thursday, sunday], 'Prime-Time', before).picks.map((p) => p.candidate.id)).toEqual([
      'thu',
      'sun',
    ]);
  });
});
