import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SnapShareRow, snapRoles, unitShare } from './snap-roles.ts';

const row = (week: number, player: string, position: string, off: number, def = 0, st = 0): SnapShareRow => ({
  season: 2025,
  week,
  team: 'KC',
  player,
  position,
  offensePct: off,
  defensePct: def,
  specialTeamsPct: st,
});

describe('roles from snap counts', () => {
  it("reads a player's share of his own unit; a specialist who kicked is the kicker", () => {
    expect(unitShare(row(1, 'a', 'WR', 0.8))).toBe(0.8);
    expect(unitShare(row(1, 'a', 'CB', 0, 0.93, 0.1))).toBe(0.93);
    expect(unitShare(row(1, 'Harrison Butker', 'K', 0, 0, 0.28))).toBe(1);
    expect(unitShare(row(1, 'Harrison Butker', 'K', 0, 0, 0))).toBe(0);
  });

  it('ranks receivers by their typical share over their last three games, before this week only', () => {
    const rows = [
      ...[6, 7, 8].map((w) => row(w, 'Rashee Rice', 'WR', 0.9)),
      ...[6, 7, 8].map((w) => row(w, 'Xavier Worthy', 'WR', 0.75)),
      ...[6, 7, 8].map((w) => row(w, 'Tyquan Thornton', 'WR', 0.4)),
      row(9, 'Tyquan Thornton', 'WR', 0.99), // week 9 itself: not known before week 9
      ...[6, 7, 8].map((w) => row(w, 'Travis Kelce', 'TE', 0.95)), // not a receiver's rival
    ];
    const roles = snapRoles(rows);
    const rank = (name: string) => roles.rank(2025, 9, 'KC', name, 'WR');
    expect([rank('Rashee Rice'), rank('Xavier Worthy'), rank('Tyquan Thornton')]).toEqual([1, 2, 3]);
    // A receiver who never played ranks behind everyone who did.
    expect(rank('Nikko Remigio')).toBe(4);
    expect(roles.rank(2025, 9, 'KC', 'Travis Kelce', 'TE')).toBeUndefined();
    expect(roles.rank(2025, 6, 'KC', 'Rashee Rice', 'WR')).toBeUndefined(); // no earlier games
  });

  it('reads only his last three games before this week, whatever order the rows come in', () => {
    // Week 12's own snaps (90%) are not known before week 12; week 5's (90%) are four games back.
    const rows = [11, 5, 12, 10, 9].map((w) =>
      row(w, 'Xavier Worthy', 'WR', w === 5 || w === 12 ? 0.9 : 0.2),
    );
    expect(snapRoles(rows).isStarter(2025, 12, 'KC', 'Xavier Worthy')).toBe(false);
    expect(snapRoles(rows).isStarter(2025, 6, 'KC', 'Xavier Worthy')).toBe(true);
  });

  it('ranks against the receivers of the team’s last three games only, level shares level', () => {
    const rows = [
      ...[1, 2, 3].map((w) => row(w, 'Old Receiver', 'WR', 0.95)),
      ...[9, 10, 11].map((w) => row(w, 'Rashee Rice', 'WR', 0.8)),
      ...[11, 10, 9].map((w) => row(w, 'Xavier Worthy', 'WR', 0.8)),
    ];
    const rank = (name: string, position = 'WR') => snapRoles(rows).rank(2025, 12, 'KC', name, position);
    expect([rank('Rashee Rice'), rank('Xavier Worthy'), rank('Xavier Worthy', ' wr ')]).toEqual([1, 1, 1]);
  });

  it('replaces a backup with a mate level with him, not below', () => {
    const rows = [
      ...[9, 10, 11].map((w) => row(w, 'Starter', 'WR', 0.9)),
      ...[9, 10, 11].map((w) => row(w, 'Backup', 'WR', 0.3)),
      ...[9, 10, 11].map((w) => row(w, 'Other Backup', 'WR', 0.3)),
    ];
    const unit = { of: (p: string) => p, name: 'WR', starters: 1 };
    expect(snapRoles(rows).replacementRatio(2025, 12, 'KC', 'Backup', unit)).toBe(1);
  });

  it('keeps a starter who has been out for weeks a starter; unknown without earlier snap counts', () => {
    const rows = [
      row(2, 'Joe Burrow', 'QB', 1),
      row(3, 'Joe Burrow', 'QB', 0.2), // hurt early in week 3
      ...[4, 5, 6, 7, 8].map((w) => row(w, 'Jake Browning', 'QB', 1)),
      ...[4, 5, 6].map((w) => row(w, 'Backup', 'QB', 0.05)),
    ];
    const roles = snapRoles(rows);
    expect(roles.isStarter(2025, 9, 'KC', 'Joe Burrow')).toBe(true);
    expect(roles.isStarter(2025, 9, 'KC', 'Backup')).toBe(false);
    expect(roles.isStarter(2025, 2, 'KC', 'Joe Burrow')).toBeUndefined();
    expect(roles.isStarter(2024, 9, 'KC', 'Joe Burrow')).toBeUndefined();
  });

  it("measures the depth behind a player: his replacement's typical share as a fraction of his own", () => {
    const unitOf = (p: string) => (p === 'T' || p === 'G' || p === 'C' ? 'OL' : p);
    const rows = [
      ...[6, 7, 8].map((w) => row(w, 'Patrick Mahomes', 'QB', 1)),
      ...[6, 7, 8].map((w) => row(w, 'Gardner Minshew', 'QB', 0.02)),
      ...[6, 7, 8].map((w) => row(w, 'Rashee Rice', 'WR', 0.9)),
      ...[6, 7, 8].map((w) => row(w, 'Xavier Worthy', 'WR', 0.8)),
      ...[6, 7, 8].map((w) => row(w, 'Hollywood Brown', 'WR', 0.7)),
      // A backup: never half the snaps; 0.4 over his last three.
      row(6, 'Tyquan Thornton', 'WR', 0.3),
      row(7, 'Tyquan Thornton', 'WR', 0.45),
      row(8, 'Tyquan Thornton', 'WR', 0.45),
      ...[6, 7, 8].map((w) => row(w, 'JuJu Smith-Schuster', 'WR', 0.1)),
    ];
    const roles = snapRoles(rows);
    const ratio = (name: string, unit: string, starters: number) =>
      roles.replacementRatio(2025, 9, 'KC', name, { of: unitOf, name: unit, starters });
    // The starting QB's backup barely plays: 0.02 of his snaps.
    expect(ratio('Patrick Mahomes', 'QB', 1)).toBeCloseTo(0.02, 10);
    // WR1 out: Worthy and Brown keep their places, Thornton (0.4 over his last three) steps in.
    expect(ratio('Rashee Rice', 'WR', 3)).toBeCloseTo(0.4 / 0.9, 10);
    // A backup receiver is replaced by the best one not ahead of him: Smith-Schuster behind Thornton.
    expect(ratio('Tyquan Thornton', 'WR', 3)).toBeCloseTo(0.1 / 0.4, 10);
    // Nobody behind him at all: no replacement; a player who has not played lately: 1.
    expect(ratio('JuJu Smith-Schuster', 'WR', 3)).toBe(0);
    expect(ratio('Skyy Moore', 'WR', 3)).toBe(1);
    // Weeks 9+ are not read before week 9, and no snap counts before week 6 means unknown.
    expect(
      roles.replacementRatio(2025, 6, 'KC', 'Rashee Rice', { of: unitOf, name: 'WR', starters: 3 }),
    ).toBe(undefined);
  });

  it('reads the depth behind a starter out for weeks from the man who has started since', () => {
    // Cincinnati 2025: Burrow started weeks 1–2 and was hurt early in week 3; Browning has played
    // every snap since. In week 11 Burrow's last three games average (1 + 1 + 0.2) / 3 = 0.7333,
    // below Browning's 1, but Burrow is still the starter (isStarter), so his place goes to the best
    // QB outside the other starting places (none for a QB): Browning, 1 / 0.7333 = 15/11 ≈ 1.36.
    const rows = [
      row(1, 'Joe Burrow', 'QB', 1),
      row(2, 'Joe Burrow', 'QB', 1),
      row(3, 'Joe Burrow', 'QB', 0.2),
      row(3, 'Jake Browning', 'QB', 0.8),
      ...[4, 5, 6, 7, 8, 9, 10].map((w) => row(w, 'Jake Browning', 'QB', 1)),
      ...[8, 9, 10].map((w) => row(w, 'Brett Rypien', 'QB', 0.02)),
    ];
    const roles = snapRoles(rows);
    const qb = { of: (p: string) => p, name: 'QB', starters: 1 };
    expect(roles.isStarter(2025, 11, 'KC', 'Joe Burrow')).toBe(true);
    expect(roles.replacementRatio(2025, 11, 'KC', 'Joe Burrow', qb)).toBeCloseTo(15 / 11, 10);
    // Browning, now the starter, would be replaced by the third QB: 0.02 of his share.
    expect(roles.replacementRatio(2025, 11, 'KC', 'Jake Browning', qb)).toBeCloseTo(0.02, 10);
  });

  it('gives a starter the best mate outside the other starting places, whatever his own recent share', () => {
    // A unit of `starters` places; the player started (≥ 0.5) in one of his last three games and
    // then played any share; his mates played fixed shares in the team's last three weeks.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 0, maxLength: 2 }),
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (starters, started, later, mateShares) => {
          const own = [started, ...later];
          const rows = [
            ...own.map((share, i) => row(1 + i, 'Player', 'LB', 0, share)),
            ...mateShares.flatMap((share, m) => [4, 5, 6].map((w) => row(w, `Mate ${m}`, 'LB', 0, share))),
          ];
          const ratio = snapRoles(rows).replacementRatio(2025, 7, 'KC', 'Player', {
            of: (p) => p,
            name: 'LB',
            starters,
          });
          const sorted = [...mateShares].sort((a, b) => b - a);
          const typical = own.reduce((a, b) => a + b, 0) / own.length;
          expect(ratio).toBeCloseTo((sorted[starters - 1] ?? 0) / typical, 10);
        },
      ),
    );
  });
});

describe('memoised answers (decision 110)', () => {
  const unit = (p: string) => (['WR', 'TE', 'RB', 'QB', 'T', 'G', 'C'].includes(p) ? 'offense' : 'defense');
  const rowArb = fc.record({
    season: fc.constant(2025),
    week: fc.integer({ min: 1, max: 6 }),
    team: fc.constantFrom('KC', 'BUF'),
    player: fc.constantFrom('A. One', 'B Two', 'b two', 'C Three Jr.', 'D Four', 'E Five'),
    position: fc.constantFrom('WR', 'CB', 'DB', 'TE', null),
    offensePct: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    defensePct: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    specialTeamsPct: fc.constant(null),
  });
  const questionArb = fc.record({
    week: fc.integer({ min: 1, max: 7 }),
    team: fc.constantFrom('KC', 'BUF'),
    player: fc.constantFrom('A. One', 'B Two', 'C Three', 'D Four', 'Nobody'),
    position: fc.constantFrom('WR', 'CB'),
  });
  type Q = { week: number; team: string; player: string; position: string };
  const ask = (roles: ReturnType<typeof snapRoles>, q: Q) => [
    roles.isStarter(2025, q.week, q.team, q.player),
    roles.rank(2025, q.week, q.team, q.player, q.position),
    roles.replacementRatio(2025, q.week, q.team, q.player, { of: unit, name: unit(q.position), starters: 2 }),
  ];

  it('gives each question the answer a fresh instance gives, whatever was asked before it', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 40 }),
        fc.array(questionArb, { maxLength: 12 }),
        (rows, qs) => {
          const shared = snapRoles(rows);
          for (const q of qs) expect(ask(shared, q)).toEqual(ask(snapRoles(rows), q));
        },
      ),
    );
  });

  it('tells weeks apart: a share asked for week 3 is not reused for week 5', () => {
    const rows = [
      row(1, 'a', 'WR', 0.9),
      row(2, 'a', 'WR', 0.9),
      row(3, 'b', 'WR', 0.2),
      row(4, 'b', 'WR', 0.2),
    ];
    const roles = snapRoles(rows);
    // Week 3: a's last games 0.9, 0.9 → a leads, b (0.2 in week 3 is not before week 3; none) is second.
    expect(roles.rank(2025, 3, 'KC', 'b', 'WR')).toBe(2);
    // Week 5: b's last three games are weeks 4 and 3 (0.2 each), a's weeks 2 and 1 (0.9): still behind.
    expect(roles.rank(2025, 5, 'KC', 'b', 'WR')).toBe(2);
    // Week 3, b has no games before it: replacement ratio 1 (he has not played lately).
    const of = () => 'offense';
    expect(roles.replacementRatio(2025, 3, 'KC', 'b', { of, name: 'offense', starters: 1 })).toBe(1);
    // Week 5, b averaged 0.2 and a (0.9) is the best mate; b is a backup (0.2 < 0.5), a is ahead of him,
    // so his replacement is the best mate not ahead of him: none, 0 → 0 / 0.2 = 0.
    expect(roles.replacementRatio(2025, 5, 'KC', 'b', { of, name: 'offense', starters: 1 })).toBe(0);
  });
});
