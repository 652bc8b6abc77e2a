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
});
