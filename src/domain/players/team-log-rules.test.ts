// The team log: every known team-game's pass attempts, carries and targets, summed from its players'
// lines, and the league's average per team-game once a season has 16 of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { kickoffOf, lineOf } from './player-lines.test-data.ts';
import { createTeamLog } from './team-log.ts';

describe('the team log', () => {
  it('sums the lines of one team-game, keeps each line, and keeps the two teams of a game apart', () => {
    const log = createTeamLog();
    log.add(lineOf('qb', 'QB', 1, { passAttempts: 30, carries: 3 }, { gameId: 'g1' }));
    log.add(lineOf('rb', 'RB', 1, { carries: 18, targets: 4 }, { gameId: 'g1' }));
    log.add(lineOf('bqb', 'QB', 1, { passAttempts: 40 }, { gameId: 'g1', team: 'BUF', opponent: 'KC' }));
    const kc = log.game('KC', 'g1');
    expect(kc).toMatchObject({
      gameId: 'g1',
      season: 2025,
      week: 1,
      kickoffMs: kickoffOf(1),
      team: 'KC',
      totals: { passAttempts: 30, carries: 21, targets: 4 },
    });
    expect([...(kc?.lines.keys() ?? [])]).toEqual(['qb', 'rb']);
    expect(kc?.lines.get('rb')?.line.carries).toBe(18);
    expect(log.game('BUF', 'g1')?.totals).toEqual({ passAttempts: 40, carries: 0, targets: 0 });
    expect(log.games('KC')).toHaveLength(1);
    expect(log.game('KC', 'g2')).toBeUndefined();
    expect(log.game('NE', 'g1')).toBeUndefined();
    expect(log.games('NE')).toEqual([]);
  });

  it("lists a team's games oldest first, whatever order they were learned in", () => {
    const log = createTeamLog();
    for (const week of [3, 1, 4, 2]) log.add(lineOf('wr', 'WR', week, { targets: week }));
    expect(log.games('KC').map((g) => g.week)).toEqual([1, 2, 3, 4]);
    expect(log.games('KC').map((g) => g.totals.targets)).toEqual([1, 2, 3, 4]);
  });

  it('has no league average before a season has 16 team-games, then averages per team-game', () => {
    const log = createTeamLog();
    // 15 team-games (one per week), each of two lines: the average counts team-games, not lines.
    for (let week = 1; week <= 15; week++) {
      log.add(lineOf('qb', 'QB', week, { passAttempts: 30, carries: 2 }));
      log.add(lineOf('wr', 'WR', week, { targets: 20, carries: 1 }));
    }
    // A previous season's games do not count towards this one's 16.
    for (let week = 1; week <= 17; week++)
      log.add(lineOf('qb', 'QB', week, { passAttempts: 50 }, { season: 2024 }));
    expect(log.leagueAverage(2025)).toBeNull();
    expect(log.leagueAverage(2023)).toBeNull();
    log.add(lineOf('qb', 'QB', 16, { passAttempts: 46, carries: 3 }));
    log.add(lineOf('wr', 'WR', 16, { targets: 36 }));
    // 15 × 30 + 46 = 496 attempts, 15 × 3 + 3 = 48 carries, 15 × 20 + 36 = 336 targets over 16 games.
    expect(log.leagueAverage(2025)).toEqual({ passAttempts: 31, carries: 3, targets: 21 });
    expect(log.leagueAverage(2024)).toEqual({ passAttempts: 50, carries: 0, targets: 0 });
  });

  it('totals and the league average do not depend on the order lines are learned in', () => {
    const lines = Array.from({ length: 20 }, (_, i) =>
      lineOf(
        `p${i % 3}`,
        'WR',
        1 + (i % 17),
        { passAttempts: i, carries: i % 5, targets: 2 * i },
        {
          team: i % 2 === 0 ? 'KC' : 'BUF',
        },
      ),
    );
    const summary = (order: readonly number[]) => {
      const log = createTeamLog();
      for (const i of order) log.add(lines[i] as (typeof lines)[number]);
      return {
        kc: log.games('KC').map((g) => [g.gameId, g.totals]),
        buf: log.games('BUF').map((g) => [g.gameId, g.totals]),
        average: log.leagueAverage(2025),
      };
    };
    const inOrder = lines.map((_, i) => i);
    assertProperty(
      fc.property(fc.shuffledSubarray(inOrder, { minLength: lines.length }), (order) => {
        expect(summary(order)).toEqual(summary(inOrder));
      }),
    );
  });
});
