// The median view's walk-forward record: each projection set against the median of the games whose
// results were known before its kickoff, for the markets books list at his position, and what he then
// recorded. A game still being played (or its stats not yet in) must never leak into the median.
import { describe, expect, it } from 'vitest';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import { chiefsPlayer } from '../players/chiefs-player.test-data.ts';
import type { PlayerGame } from '../players/player-game.ts';
import type { PlayerProjection } from '../players/project-player.ts';
import { emptyLine, type StatLine } from '../players/stat-line.ts';
import { gamesBefore, medianCases } from './median-backtest.ts';

const WEEK_MS = 7 * 86_400_000;
const KICKOFF_1 = Date.parse('2025-09-07T17:00:00Z');

function played(
  playerId: string,
  position: PlayerGame['position'],
  week: number,
  line: Partial<StatLine>,
  kickoffMs = KICKOFF_1 + (week - 1) * WEEK_MS,
): PlayerGame {
  return {
    ...chiefsPlayer(playerId, position, { gameId: `2025_${week}_${playerId}`, week, kickoffMs }),
    line: { ...emptyLine(), ...line },
  };
}

function projected(game: PlayerGame, line: Partial<StatLine>): PlayerProjection {
  const { line: _, snapShare: __, ...target } = game;
  return {
    target,
    line: { ...emptyLine(), ...line },
    draftKings: 0,
    fanDuel: 0,
    gamesThisSeason: 0,
    gamesLastSeason: 0,
    environment: 1,
    opponent: 1,
    opponentRatio: 1,
  };
}

// A receiver's first five weeks: receiving yards 50, 80, 20, 100, 60 and catches 4, 6, 2, 8, 5, with
// a jet sweep for 6 yards each week (books list no rushing market for receivers).
const receiver = [50, 80, 20, 100, 60].map((recYards, i) =>
  played('wr', 'WR', i + 1, { recYards, receptions: [4, 6, 2, 8, 5][i] ?? 0, rushYards: 6 }),
);

describe('median-view backtest', () => {
  it('sets week 5’s projection against the median of weeks 1–4 and records what he did', () => {
    const week5 = receiver[4] as PlayerGame;
    const cases = medianCases([projected(week5, { recYards: 75, receptions: 5.5, rushYards: 12 })], receiver);
    // Medians of 50, 80, 20, 100 (65) and 4, 6, 2, 8 (5); a receiver has no rushing or passing market.
    expect(cases).toEqual([
      { market: 'player_reception_yds', projection: 75, median: 65, actual: 60 },
      { market: 'player_receptions', projection: 5.5, median: 5, actual: 5 },
    ]);
  });

  it('counts a game only once its result is known, four hours after its kickoff', () => {
    const kickoff = Date.parse('2025-10-05T17:00:00Z');
    const known = played('wr', 'WR', 4, {}, kickoff - RESULT_KNOWN_AFTER_MS);
    const tooRecent = played('wr', 'WR', 4, {}, kickoff - RESULT_KNOWN_AFTER_MS + 1);
    expect(gamesBefore([known, tooRecent], kickoff)).toEqual([known]);
    expect(gamesBefore([known], kickoff - 1)).toEqual([]);
  });

  it('needs three earlier games, a positive median and a recorded result', () => {
    const third = receiver[2] as PlayerGame;
    expect(medianCases([projected(third, { recYards: 40, receptions: 3 })], receiver)).toEqual([]);
    const unplayed = played('wr', 'WR', 6, {});
    expect(medianCases([projected(unplayed, { recYards: 40, receptions: 3 })], receiver)).toEqual([]);
    // A back who never catches a pass: no receiving median to set against, but his rushing one counts.
    const back = [70, 40, 90, 55].map((rushYards, i) => played('rb', 'RB', i + 1, { rushYards }));
    const cases = medianCases([projected(back[3] as PlayerGame, { rushYards: 60, recYards: 5 })], back);
    expect(cases).toEqual([{ market: 'player_rush_yds', projection: 60, median: 70, actual: 55 }]);
  });

  it('reads each player’s own games only, and gives a quarterback his passing and rushing markets', () => {
    const qb = [250, 310, 190, 280].map((passYards, i) =>
      played('qb', 'QB', i + 1, { passYards, rushYards: [5, 20, 10, 0][i] ?? 0 }),
    );
    const history = [...qb, ...receiver];
    const cases = medianCases([projected(qb[3] as PlayerGame, { passYards: 265, rushYards: 9 })], history);
    expect(cases).toEqual([
      { market: 'player_pass_yds', projection: 265, median: 250, actual: 280 },
      { market: 'player_rush_yds', projection: 9, median: 10, actual: 0 },
    ]);
  });
});
