import { describe, expect, it } from 'vitest';
import { match538 } from './elo538-match.ts';
import type { ModelGame } from './game.ts';

const game = (id: string, home: string, away: string, kickoffIso: string) =>
  ({ id, homeTeam: home, awayTeam: away, kickoffMs: Date.parse(kickoffIso) }) as ModelGame;

describe("matching FiveThirtyEight's games", () => {
  it("maps 538's codes (WSH, LAR, OAK) to franchises and flips the probability to our home side", () => {
    const games = [
      game('2019_01_WAS_PHI', 'PHI', 'WAS', '2019-09-08T17:00:00Z'),
      game('2020_02_LV_LA', 'LA', 'LV', '2020-09-21T00:20:00Z'), // Sunday night ET, Monday UTC
    ];
    const m = match538(
      [
        { date: '2019-09-08', team1: 'PHI', team2: 'WSH', probability1: 0.7 },
        { date: '2020-09-20', team1: 'OAK', team2: 'LAR', probability1: 0.4 },
        { date: '2020-09-27', team1: 'OAK', team2: 'LAR', probability1: 0.4 },
      ],
      games,
    );
    expect(m.homeProbability.get('2019_01_WAS_PHI')).toBe(0.7);
    expect(m.homeProbability.get('2020_02_LV_LA')).toBeCloseTo(0.6, 12);
    expect(m.unmatched).toHaveLength(1);
    // A code no franchise list knows is an error in the file, not a game to drop quietly.
    expect(() =>
      match538([{ date: '2019-09-08', team1: 'PHI', team2: 'XYZ', probability1: 0.5 }], games),
    ).toThrow('Unknown team code in 538 data: XYZ');
  });
});
