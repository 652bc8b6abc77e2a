import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { Outcome } from '../model/grading.ts';
import {
  type ChallengePick,
  challengePoints,
  compareMembers,
  countsFor,
  globalTop,
  type MemberScore,
  memberScore,
  pickUnits,
  rankMembers,
} from './scoring.ts';

const day = (d: number, h = 18) => new Date(Date.UTC(2025, 11, d, h));
const pick = (outcome: Outcome | null, price: number | null = -110, d = 14): ChallengePick => ({
  market: 'spread',
  lockedAt: day(d, 12),
  kickoff: day(d),
  outcome,
  price,
});

describe('which picks count', () => {
  const c = { kind: 'spreads' as const, startsAt: day(9, 5), endsAt: day(16, 5) };
  it('counts the kind’s market locked in [max(start, joined), end)', () => {
    const early = day(1);
    expect(countsFor(c, early, { market: 'spread', lockedAt: day(9, 5) })).toBe(true);
    expect(countsFor(c, early, { market: 'spread', lockedAt: day(16, 5) })).toBe(false);
    expect(countsFor(c, early, { market: 'spread', lockedAt: day(9, 4) })).toBe(false);
    expect(countsFor(c, early, { market: 'total', lockedAt: day(12) })).toBe(false);
    expect(countsFor({ ...c, kind: 'props' }, early, { market: 'total', lockedAt: day(12) })).toBe(true);
    expect(countsFor({ ...c, kind: 'pickem' }, early, { market: 'moneyline', lockedAt: day(12) })).toBe(true);
    // Joining late: picks locked before joining do not count (no joining after a winning Sunday).
    expect(countsFor(c, day(15), { market: 'spread', lockedAt: day(14) })).toBe(false);
    expect(countsFor(c, day(15), { market: 'spread', lockedAt: day(15) })).toBe(true);
  });
});

describe('challenge scoring', () => {
  it('computes units at the recorded price (−110 when none was recorded)', () => {
    expect(pickUnits('win', 150)).toBe(1.5);
    expect(pickUnits('win', -200)).toBe(0.5);
    expect(pickUnits('win', null)).toBeCloseTo(100 / 110, 12);
    expect(pickUnits('loss', 300)).toBe(-1);
    expect(pickUnits('push', -110)).toBe(0);
  });

  it('scores the decision record’s worked examples', () => {
    // 3–1 at −110: units 3·0.9091 − 1 = 1.727; 15 + round(300/8 = 37.5) + round(17.27) = 70.
    expect(challengePoints(3, 1, 3 * (100 / 110) - 1)).toBe(70);
    // 7–3 at −110: 35 + 50 + round(33.6) = 119.
    expect(challengePoints(7, 3, 7 * (100 / 110) - 3)).toBe(119);
    // 50–50 at −110 (volume at a losing rate): 50 + round(48.08) + round(−45.45) = 53 < 119.
    expect(challengePoints(50, 50, 50 * (100 / 110) - 50)).toBe(53);
    expect(challengePoints(0, 5, -5)).toBe(0);
    expect(challengePoints(0, 0, 0)).toBe(0);
  });

  it('gives a member wins, losses, pushes, accuracy, units, ROI, streak and points', () => {
    const s = memberScore('u1', 'ann', [
      pick('win', 150, 13),
      pick('loss', -110, 14),
      pick('win', -110, 15),
      pick('win', null, 16),
      pick('push', -110, 16),
      pick(null),
    ]);
    // units 1.5 − 1 + 0.9091 + 0.9091 + 0 = 2.3182; points 15 + round(300/8) + round(23.18) = 76.
    expect(s).toEqual({
      key: 'u1',
      name: 'ann',
      wins: 3,
      losses: 1,
      pushes: 1,
      accuracy: 0.75,
      units: 2.3182,
      roi: 0.4636,
      streak: 2,
      points: 76,
      pending: 1,
      // The win of day 16 had no price: its 0.9091 is −110 assumed, said beside the units.
      assumedPrices: 1,
    });
    expect(memberScore('u2', 'bob', [])).toMatchObject({ accuracy: null, roi: null, points: 0, streak: 0 });
  });

  it('counts the streak in kickoff order whatever order the picks come in, a lock time breaking a tie', () => {
    const at = (d: number, h: number, outcome: Outcome, lockedHour = 12): ChallengePick => ({
      ...pick(outcome, -110, d),
      kickoff: day(d, h),
      lockedAt: day(d, lockedHour),
    });
    // By kickoff: W (13th), L (14th 13:00), W (14th 18:00, locked 10:00), W (14th 18:00, locked 11:00), push, W.
    const s = memberScore('u1', 'ann', [
      at(16, 18, 'win'),
      at(14, 18, 'win', 11),
      at(13, 18, 'win'),
      at(15, 18, 'push'),
      at(14, 18, 'win', 10),
      at(14, 13, 'loss'),
    ]);
    expect(s.streak).toBe(3);
    // Same kickoff: the later lock decides which pick came last.
    const tied = memberScore('u2', 'bob', [at(14, 18, 'win', 11), at(14, 18, 'loss', 10)]);
    expect(tied.streak).toBe(1);
    expect(memberScore('u3', 'cat', [pick('win'), pick('win', -110, 15)]).streak).toBe(2);
    // Counted from the last loss, not the first.
    const twoLosses = [at(10, 18, 'loss'), at(11, 18, 'win'), at(12, 18, 'loss'), at(13, 18, 'win')];
    expect(memberScore('u4', 'dan', twoLosses).streak).toBe(1);
  });

  it('gives an even record its accuracy and a break-even record 0 units, not −0', () => {
    expect(memberScore('u1', 'ann', [pick('win'), pick('loss'), pick('win'), pick('loss')]).accuracy).toBe(
      0.5,
    );
    // Three wins at −150 (2 units, with float dust) and two losses: −4e-16 before rounding.
    const even = memberScore('u2', 'bob', [
      pick('win', -150),
      pick('win', -150),
      pick('win', -150),
      pick('loss', -150),
      pick('loss', -150),
    ]);
    expect(Object.is(even.units, 0) && Object.is(even.roi, 0)).toBe(true);
  });

  it('breaks ties by units, wins, losses, then the key', () => {
    const m = (key: string, points: number, units: number, wins: number, losses: number): MemberScore => ({
      ...memberScore(key, key, []),
      points,
      units,
      wins,
      losses,
    });
    // Points first, even against the key order.
    expect(rankMembers([m('a', 5, 0, 0, 0), m('b', 9, 0, 0, 0)]).map((r) => r.key)).toEqual(['b', 'a']);
    const ranked = rankMembers([
      m('d', 10, 1, 2, 1),
      m('c', 10, 1, 2, 0),
      m('b', 10, 2, 1, 0),
      m('a', 12, 0, 0, 0),
      m('e', 10, 1, 2, 0),
    ]);
    expect(ranked.map((r) => [r.rank, r.key])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [4, 'e'],
      [5, 'd'],
    ]);
  });

  it('merges boards into the global top 20 per spec 02 §2', () => {
    const top = globalTop([
      [
        { key: 'a', name: 'ann', points: 70 },
        { key: 'b', name: 'bob', points: 30 },
      ],
      [{ key: 'b', name: 'bob', points: 45 }],
      [{ key: 'c', name: 'cat', points: 75 }],
    ]);
    expect(top).toEqual(
      [
        { key: 'b', name: 'bob', total: 75, challenges: 2, average: 37.5, rank: 2 },
        { key: 'c', name: 'cat', total: 75, challenges: 1, average: 75, rank: 1 },
        { key: 'a', name: 'ann', total: 70, challenges: 1, average: 70, rank: 3 },
      ].sort((x, y) => x.rank - y.rank),
    );
    // Equal total and average: the key decides, whatever order the boards come in.
    const level = globalTop([
      [{ key: 'x', name: 'xia', points: 40 }],
      [{ key: 'z', name: 'zoe', points: 40 }],
      [{ key: 'y', name: 'yan', points: 40 }],
    ]);
    expect(level.map((e) => [e.rank, e.key])).toEqual([
      [1, 'x'],
      [2, 'y'],
      [3, 'z'],
    ]);
    const many = Array.from({ length: 25 }, (_, i) => [{ key: `k${i}`, name: `n${i}`, points: i }]);
    expect(globalTop(many).map((e) => e.total)).toEqual(Array.from({ length: 20 }, (_, i) => 24 - i));
  });
});

const outcome = fc.constantFrom<Outcome>('win', 'loss', 'push');
const price = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 100, max: 1000 }),
  fc.integer({ min: -1000, max: -100 }),
);
const picks = fc.array(fc.record({ outcome, price }), { maxLength: 40 });
const score = (key: string, ps: { outcome: Outcome; price: number | null }[]) =>
  memberScore(
    key,
    key,
    ps.map((p, i) => ({ ...pick(p.outcome, p.price), kickoff: new Date(Date.UTC(2025, 8, 1 + i)) })),
  );

describe('challenge scoring properties', () => {
  it('never gives negative points', () => {
    assertProperty(
      fc.property(picks, (ps) => {
        expect(score('x', ps).points).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never lowers points when a win is added', () => {
    assertProperty(
      fc.property(picks, price, (ps, p) => {
        expect(score('x', [...ps, { outcome: 'win', price: p }]).points).toBeGreaterThanOrEqual(
          score('x', ps).points,
        );
      }),
    );
  });

  it('orders members by a total order (antisymmetric, transitive, equal only for the same key)', () => {
    const member = fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), picks).map(([k, ps]) => score(k, ps));
    assertProperty(
      fc.property(member, member, member, (a, b, c) => {
        expect(Math.sign(compareMembers(a, b))).toBe(-Math.sign(compareMembers(b, a)) + 0);
        if (compareMembers(a, b) === 0) expect(a.key).toBe(b.key);
        if (compareMembers(a, b) <= 0 && compareMembers(b, c) <= 0)
          expect(compareMembers(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
