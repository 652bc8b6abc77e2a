// A player's role from expected shares (spec 02 §9's injury weights): his rank at his position by the
// opportunity that defines it, whether that rank starts, and the depth behind him.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { SkillPosition } from './player-game.ts';
import { roleOf } from './role.ts';
import type { TeamMember, Volume } from './usage.ts';

const share = (passAttempts: number, carries: number, targets: number): Volume => ({
  passAttempts,
  carries,
  targets,
});
const member = (id: string, position: SkillPosition, s: Volume, out = false): TeamMember => ({
  id,
  name: id,
  position,
  share: s,
  out,
});
const role = (position: SkillPosition, mine: Volume, members: readonly TeamMember[]) =>
  roleOf({ id: 'me', position, share: mine }, members);

describe("a player's role", () => {
  it('ranks quarterbacks by attempts, running backs by carries, receivers and tight ends by targets', () => {
    // The teammate leads every other measure, so only the defining one decides.
    expect(role('QB', share(0.6, 0, 0), [member('o', 'QB', share(0.3, 0.9, 0.9))]).rank).toBe(1);
    expect(role('QB', share(0.3, 0.9, 0.9), [member('o', 'QB', share(0.6, 0, 0))]).rank).toBe(2);
    expect(role('RB', share(0.9, 0.3, 0.9), [member('o', 'RB', share(0, 0.6, 0))]).rank).toBe(2);
    expect(role('RB', share(0, 0.6, 0), [member('o', 'RB', share(0.9, 0.3, 0.9))]).rank).toBe(1);
    expect(role('WR', share(0.9, 0.9, 0.1), [member('o', 'WR', share(0, 0, 0.2))]).rank).toBe(2);
    expect(role('TE', share(0.9, 0.9, 0.1), [member('o', 'TE', share(0, 0, 0.2))]).rank).toBe(2);
    expect(role('TE', share(0, 0, 0.3), [member('o', 'TE', share(0.9, 0.9, 0.2))]).rank).toBe(1);
  });

  it('counts only teammates at his position with a strictly larger share, not himself', () => {
    const mine = share(0, 0, 0.2);
    const r = role('WR', mine, [
      member('me', 'WR', share(0, 0, 0.5)), // his own entry, whatever share it holds
      member('tie', 'WR', share(0, 0, 0.2)),
      member('te', 'TE', share(0, 0, 0.4)),
      member('ahead', 'WR', share(0, 0, 0.25), true), // ruled out, still ahead of him in the pecking order
    ]);
    expect(r.rank).toBe(2);
    expect(r.slot).toBe('WR2');
  });

  it('starts one quarterback, one running back, three receivers and one tight end', () => {
    const ahead = (position: SkillPosition, n: number) =>
      Array.from({ length: n }, (_, i) => member(`a${i}`, position, share(1, 1, 1)));
    const low = share(0.1, 0.1, 0.1);
    expect(role('QB', low, ahead('QB', 0))).toMatchObject({ rank: 1, starter: true, slot: 'QB' });
    expect(role('QB', low, ahead('QB', 1))).toMatchObject({ rank: 2, starter: false, slot: 'QB' });
    expect(role('RB', low, ahead('RB', 0))).toMatchObject({ rank: 1, starter: true, slot: 'RB' });
    expect(role('RB', low, ahead('RB', 1))).toMatchObject({ rank: 2, starter: false, slot: 'RB' });
    expect(role('TE', low, ahead('TE', 0))).toMatchObject({ rank: 1, starter: true, slot: 'TE' });
    expect(role('TE', low, ahead('TE', 1))).toMatchObject({ rank: 2, starter: false, slot: 'TE' });
    expect(role('WR', low, ahead('WR', 0))).toMatchObject({ rank: 1, starter: true, slot: 'WR1' });
    expect(role('WR', low, ahead('WR', 2))).toMatchObject({ rank: 3, starter: true, slot: 'WR3' });
    expect(role('WR', low, ahead('WR', 3))).toMatchObject({ rank: 4, starter: false, slot: 'WR3' });
  });

  it("reads depth from the best healthy teammate's share as a fraction of his own", () => {
    // His share is half the carries: binary fractions, so the ratios are exact.
    const depth = (...backups: [number, boolean?][]) =>
      role(
        'RB',
        share(0, 0.5, 0),
        backups.map(([c, out], i) => member(`b${i}`, 'RB', share(0, c, 0), out)),
      ).depth;
    expect(depth()).toBe('poor');
    expect(depth([0.375])).toBe('excellent'); // 0.75 of his
    expect(depth([0.37])).toBe('good');
    expect(depth([0.25])).toBe('good'); // 0.5
    expect(depth([0.24])).toBe('average');
    expect(depth([0.125])).toBe('average'); // 0.25
    expect(depth([0.12])).toBe('poor');
    // The best of several; one ruled out does not count, however large his share.
    expect(depth([0.125], [0.25], [0.5, true])).toBe('good');
    // A teammate at another position is no depth.
    expect(
      roleOf({ id: 'me', position: 'RB', share: share(0, 0.4, 0) }, [member('w', 'WR', share(0, 0.4, 0.4))])
        .depth,
    ).toBe('poor');
  });

  it('counts a player with no share as having excellent depth behind him', () => {
    expect(role('TE', share(0, 0, 0), []).depth).toBe('excellent');
    expect(role('TE', share(0, 0, 0), [member('b', 'TE', share(0, 0, 0.1))]).depth).toBe('excellent');
  });

  it('ranks by how many teammates at his position have more, whatever their order', () => {
    assertProperty(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom<SkillPosition>('QB', 'RB', 'WR', 'TE'), fc.integer({ min: 0, max: 10 })),
          {
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 10 }),
        (others, mine) => {
          const members = others.map(([position, t], i) => member(`m${i}`, position, share(0, 0, t / 10)));
          const r = role('WR', share(0, 0, mine / 10), members);
          const reversed = role('WR', share(0, 0, mine / 10), [...members].reverse());
          const more = others.filter(([position, t]) => position === 'WR' && t > mine).length;
          return (
            r.rank === 1 + more &&
            r.starter === more < 3 &&
            reversed.rank === r.rank &&
            reversed.depth === r.depth
          );
        },
      ),
    );
  });
});
