// The order /api/players lists a board in, read from the top by the Wizard's featured picks and the
// home cards: players who can still be picked first (decision 081). Pure; no database.
import { describe, expect, it } from 'vitest';
import { emptyLine } from '../../domain/players/stat-line.ts';
import { featuredPicks, homeCards, pickable, rankPlayers } from './player-ranking.ts';
import type { BoardPlayer } from './week-board.ts';

// Friday 12 Dec 2025, 18:00 UTC; Thursday night's game kicked off at 01:15 UTC that day.
const NOW = Date.parse('2025-12-12T18:00:00Z');
const THURSDAY = Date.parse('2025-12-12T01:15:00Z');
const SUNDAY = Date.parse('2025-12-14T18:00:00Z');

const player = (
  id: string,
  median: number,
  over: { bioBoost?: number | null; ruledOut?: boolean; kickoffMs?: number } = {},
): BoardPlayer => {
  const score = over.bioBoost === undefined ? 60 : over.bioBoost;
  return {
    projection: {
      target: {
        playerId: id,
        name: id,
        position: 'WR',
        team: 'TB',
        opponent: 'ATL',
        season: 2025,
        week: 15,
        gameId: 'g',
        kickoffMs: over.kickoffMs ?? SUNDAY,
      },
      line: emptyLine(),
      draftKings: median,
      fanDuel: median,
      gamesThisSeason: 5,
      gamesLastSeason: 17,
      environment: 1,
      opponent: 1,
      opponentRatio: 1,
    },
    median,
    low: 0,
    high: median * 2,
    bioBoost: score === null ? null : ({ score } as unknown as BoardPlayer['bioBoost']),
    salary: null,
    slate: 'Main',
    ruledOut: over.ruledOut ?? false,
  };
};

describe('the players list order', () => {
  const board = [
    player('otton', 73.9, { ruledOut: true, bioBoost: 55 }),
    player('mayfield', 28.7, { kickoffMs: THURSDAY, bioBoost: 90 }),
    player('backup', 4.1, { bioBoost: 100 }),
    player('tiny', 2.5, { bioBoost: 99 }),
    player('a', 20, { bioBoost: 70 }),
    player('b', 15, { bioBoost: 80 }),
    player('c', 12, { bioBoost: null }),
  ];

  it('can pick a player not ruled out, whose game is still to come and who projects a DFS slot’s 3 points', () => {
    expect(board.map((p) => pickable(p, NOW))).toEqual([false, false, true, false, true, true, true]);
    // At Thursday's kickoff minus a minute, Mayfield could still be picked.
    expect(pickable(board[1] as BoardPlayer, THURSDAY - 60_000)).toBe(true);
  });

  it('lists the pickable first, by projection or by BioBoost, the others after them', () => {
    const ids = (list: BoardPlayer[]) => list.map((p) => p.projection.target.playerId);
    expect(ids(rankPlayers(board, 'projection', NOW))).toEqual([
      'a',
      'b',
      'c',
      'backup',
      'otton',
      'mayfield',
      'tiny',
    ]);
    // BioBoost first: backup 100, b 80, a 70, then c without one (−1); the unpickable after.
    expect(ids(rankPlayers(board, 'bioboost', NOW))).toEqual([
      'backup',
      'b',
      'a',
      'c',
      'tiny',
      'mayfield',
      'otton',
    ]);
  });

  it('features the top three by BioBoost among the pickable, and shows the home cards not ruled out', () => {
    expect(featuredPicks(board, NOW).map((p) => p.projection.target.playerId)).toEqual(['backup', 'b', 'a']);
    // Up to six cards: the four pickable, then tiny (playable, under a slot's worth); never Otton
    // (ruled out) nor Mayfield (his game over), even with cards to spare.
    expect(homeCards(board, NOW).map((p) => p.projection.target.playerId)).toEqual([
      'a',
      'b',
      'c',
      'backup',
      'tiny',
    ]);
    // With fewer than three pickable, the featured picks are fewer, never an unplayable one.
    const few = [board[0], board[1], board[4]] as BoardPlayer[];
    expect(featuredPicks(few, NOW).map((p) => p.projection.target.playerId)).toEqual(['a']);
  });
});
