// How the market's implied points move one projection: touchdowns against the league's usual implied
// points (environmentTouchdowns), yards and volume against what his own teams were expected to score
// (environmentYards).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { chiefsPlayer } from './chiefs-player.test-data.ts';
import { createLeagueContext } from './league-context.ts';
import type { PlayerGame } from './player-game.ts';
import { AVERAGE_IMPLIED_POINTS, projectPlayer } from './project-player.ts';
import { PROJECTION_PARAMS } from './projection-params.ts';
import { emptyLine } from './stat-line.ts';

const DAY = 86_400_000;
const KICKOFF = Date.parse('2025-10-19T17:00:00Z');

// Four earlier games of a receiver: 8 targets, 6 catches, 70 yards, half a touchdown a game.
const history: PlayerGame[] = [1, 2, 3, 4].map((week) => ({
  ...chiefsPlayer('wr-a', 'WR', { gameId: `g${week}`, week, kickoffMs: KICKOFF - (7 - week) * 7 * DAY }),
  line: { ...emptyLine(), targets: 8, receptions: 6, recYards: 70, recTds: week % 2 },
}));
// The league learns his games inside each projection, not at module level (decision 050).
const leagueOf = (games: readonly PlayerGame[]) => {
  const league = createLeagueContext();
  for (const g of games) league.add(g);
  return league;
};

/** His projection for week 7 when the market expects KC to score `implied` (22 in every earlier game). */
const project = (implied: number | null, params = PROJECTION_PARAMS) =>
  projectPlayer(chiefsPlayer('wr-a', 'WR', { gameId: 'g7', week: 7, kickoffMs: KICKOFF }), {
    history,
    league: leagueOf(history),
    impliedPoints: (gameId) => (gameId === 'g7' ? implied : AVERAGE_IMPLIED_POINTS),
    params,
    volume: { passAttempts: 0, carries: 0, targets: 8 },
  });

describe('a projection and the points the market expects', () => {
  it('scales touchdowns by (implied points / 22) to the fitted power, yards by the player-relative ratio', () => {
    const p = { ...PROJECTION_PARAMS, environmentTouchdowns: 1, environmentYards: 0.5 };
    const usual = project(22, p);
    const high = project(33, p);
    // 33 points against the league's 22: 1.5 times the touchdowns...
    expect(high.line.recTds / usual.line.recTds).toBeCloseTo(1.5, 10);
    // ...and, against his own teams' usual 22, √1.5 times the targets and yards.
    expect(high.line.targets / usual.line.targets).toBeCloseTo(Math.sqrt(1.5), 10);
    expect(high.line.recYards / usual.line.recYards).toBeCloseTo(Math.sqrt(1.5), 10);
    // A game without a line is an average one.
    expect(project(null, p).line).toEqual(usual.line);
  });

  it('never projects fewer touchdowns for a team expected to score more', () => {
    assertProperty(
      fc.property(
        fc.double({ min: 5, max: 45, noNaN: true }),
        fc.double({ min: 5, max: 45, noNaN: true }),
        fc.constantFrom(0, 0.5, 1, 1.5, 2),
        (a, b, k) => {
          const p = { ...PROJECTION_PARAMS, environmentTouchdowns: k };
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const ratio = project(hi, p).line.recTds / project(lo, p).line.recTds;
          return ratio >= 1 - 1e-12 && Math.abs(ratio - (hi / lo) ** k) < 1e-9;
        },
      ),
    );
  });
});
