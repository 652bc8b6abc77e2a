import { describe, expect, it } from 'vitest';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';
import { weekEdges } from './week-edge.ts';

const pick = (over: Partial<WeeklyPick>): WeeklyPick =>
  ({
    gameId: 'g',
    home: { code: 'PHI', team: 'Philadelphia Eagles', emoji: '', bioBoost: 70 },
    away: { code: 'DAL', team: 'Dallas Cowboys', emoji: '', bioBoost: 60 },
    predicted: 'PHI',
    spread: -7,
    spreadPick: 'PHI',
    spreadEdge: 1,
    ...over,
  }) as WeeklyPick;

describe('week edges', () => {
  it('takes the largest spread edge and prints the line from the picked side', () => {
    const e = weekEdges([
      pick({ gameId: 'a', spreadEdge: 1.5 }),
      pick({ gameId: 'b', spread: -3, spreadPick: 'DAL', spreadEdge: 4.2, predicted: 'PHI' }),
    ]);
    expect(e.biggestEdge).toEqual({ gameId: 'b', matchup: 'DAL @ PHI', team: 'DAL', edge: 4.2, line: 3 });
  });

  it('lists games where the model picks the market underdog, never a pick’em or a game without a line', () => {
    const e = weekEdges([
      pick({ gameId: 'fav' }),
      pick({ gameId: 'dog', predicted: 'DAL' }),
      pick({ gameId: 'pk', spread: 0, predicted: 'DAL' }),
      pick({ gameId: 'pk-home', spread: 0, predicted: 'PHI' }),
      pick({ gameId: 'none', spread: null, spreadPick: null, spreadEdge: null, predicted: 'DAL' }),
      pick({ gameId: 'nopick', predicted: null }),
    ]);
    expect(e.disagreements).toEqual([{ gameId: 'dog', matchup: 'DAL @ PHI', model: 'DAL', market: 'PHI' }]);
    expect(e.withLine).toBe(4);
  });

  it('prints a home pick’s own line, keeps the earlier game on a tie, and skips games without an edge or a pick', () => {
    const e = weekEdges([
      pick({ gameId: 'none', spreadEdge: null, spreadPick: 'PHI' }),
      pick({ gameId: 'nopick', spreadEdge: 9, spreadPick: null }),
      pick({ gameId: 'first', spreadEdge: 2 }),
      pick({ gameId: 'tie', spreadEdge: 2, spreadPick: 'DAL' }),
    ]);
    expect(e.biggestEdge).toEqual({ gameId: 'first', matchup: 'DAL @ PHI', team: 'PHI', edge: 2, line: -7 });
    expect(weekEdges([pick({ spreadEdge: null })]).biggestEdge).toBeNull();
  });

  it('reads a positive home line as the visitors favoured', () => {
    const e = weekEdges([
      pick({ gameId: 'dog-home', spread: 3, predicted: 'PHI' }),
      pick({ gameId: 'fav-away', spread: 3, predicted: 'DAL' }),
    ]);
    expect(e.disagreements).toEqual([
      { gameId: 'dog-home', matchup: 'DAL @ PHI', model: 'PHI', market: 'DAL' },
    ]);
  });
});
