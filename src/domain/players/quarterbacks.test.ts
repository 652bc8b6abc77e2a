// A backup quarterback's projection leans on his own relief appearances: some backups only kneel,
// others come in for whole series.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { chiefsPlayer } from './chiefs-player.test-data.ts';
import { draftKingsPoints } from './fantasy-scoring.ts';
import type { PlayerGame } from './player-game.ts';
import { asBackup, reliefPoints } from './quarterbacks.ts';
import { emptyLine, type StatLine } from './stat-line.ts';
import { createTeamLog } from './team-log.ts';

const DAY = 86_400_000;
const game = (playerId: string, week: number, line: Partial<StatLine>): PlayerGame => ({
  ...chiefsPlayer(playerId, 'QB', {
    gameId: `g${week}`,
    week,
    kickoffMs: Date.parse('2025-09-07T17:00:00Z') + week * 7 * DAY,
  }),
  line: { ...emptyLine(), ...line },
});

describe("a backup quarterback's relief appearances", () => {
  // The starter throws 30 a game; the backup kneels twice in weeks 1 and 2 (−2 yards: −0.2 points),
  // relieves in week 3 (12 of 40 attempts, 100 yards and a touchdown: 8 points), starts week 4.
  const starter = [1, 2, 3, 4].map((w) => game('qb-1', w, { passAttempts: w === 3 ? 28 : 30 }));
  const backup = [
    game('qb-2', 1, { carries: 2, rushYards: -2 }),
    game('qb-2', 2, { carries: 2, rushYards: -2 }),
    game('qb-2', 3, { passAttempts: 12, completions: 8, passYards: 100, passTds: 1 }),
    game('qb-2', 4, { passAttempts: 35, completions: 22, passYards: 250, passTds: 2 }),
  ];
  // The team log learns the games inside each test, not in the describe body (decision 050).
  const lookup = (team: string, gameId: string) => {
    const log = createTeamLog();
    for (const g of [...starter.slice(0, 3), ...backup]) log.add(g);
    return log.game(team, gameId);
  };

  it('averages his points off the bench, newest first, and leaves his starts out', () => {
    expect(draftKingsPoints(backup[0]?.line ?? emptyLine())).toBeCloseTo(-0.2, 10);
    expect(draftKingsPoints(backup[2]?.line ?? emptyLine())).toBeCloseTo(8, 10);
    const r = reliefPoints(backup, lookup, 0.5);
    // Week 4 (his start) is skipped; weeks 3, 2, 1 weigh 1, 0.5, 0.25.
    expect(r.weight).toBeCloseTo(1.75, 10);
    expect(r.points).toBeCloseTo((8 - 0.5 * 0.2 - 0.25 * 0.2) / 1.75, 10);
    expect(reliefPoints([], lookup, 0.5)).toEqual({ points: 0, weight: 0 });
  });

  it('moves the model line towards his relief points, by as many games as he has against priorGames', () => {
    const model: StatLine = { ...emptyLine(), passAttempts: 4, completions: 2, passYards: 25 }; // 1 point
    const kneeler = asBackup(model, 1, { points: -0.2, weight: 3 }, 1);
    // (3 × 0, a kneel-down counted as nothing, + 1 × 1) / 4 = 0.25 points: the line a quarter as large.
    expect(draftKingsPoints(kneeler)).toBeCloseTo(0.25, 10);
    expect(kneeler.passAttempts).toBeCloseTo(1, 10);
    expect(asBackup(model, 1, { points: 9, weight: 0 }, 1)).toEqual(model);
  });

  it('always lands between his relief points and the model, nearer the model with a larger prior', () => {
    // 4 points, small enough that no scaling reaches a yardage bonus.
    const model: StatLine = {
      ...emptyLine(),
      passAttempts: 10,
      completions: 6,
      passYards: 30,
      passTds: 0.5,
      carries: 2,
      rushYards: 8,
    };
    const modelPoints = draftKingsPoints(model);
    assertProperty(
      fc.property(
        fc.double({ min: -1, max: 25, noNaN: true }),
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (points, weight, prior) => {
          const at = (k: number) => draftKingsPoints(asBackup(model, modelPoints, { points, weight }, k));
          const relief = Math.max(0, points);
          const [lo, hi] = relief <= modelPoints ? [relief, modelPoints] : [modelPoints, relief];
          const p = at(prior);
          return (
            p >= lo - 1e-9 &&
            p <= hi + 1e-9 &&
            Math.abs(at(2 * prior) - modelPoints) <= Math.abs(p - modelPoints) + 1e-9
          );
        },
      ),
    );
  });
});
