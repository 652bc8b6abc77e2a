// The two naive projections the model is judged against (baselines.ts): his average this season so
// far and his average over his last three games this season, from games whose result was known
// (kickoff + 4 h, RESULT_KNOWN_AFTER_MS) by the target's kickoff; nothing before his first game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import { naiveBaselines } from './baselines.ts';
import { chiefsPlayer } from './chiefs-player.test-data.ts';
import type { PlayerGame } from './player-game.ts';
import { emptyLine } from './stat-line.ts';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const KICKOFF = Date.parse('2025-11-30T18:00:00Z');

/** A 2025 game of his `weeksBefore` weeks before KICKOFF in which he caught `yards` yards. */
const game = (
  weeksBefore: number,
  yards: number,
  season = 2025,
  kickoffMs = KICKOFF - weeksBefore * WEEK,
) => ({
  ...chiefsPlayer('wr-a', 'WR', { gameId: `g${season}-${weeksBefore}`, week: 13 - weeksBefore, kickoffMs }),
  season,
  line: { ...emptyLine(), recYards: yards },
});
/** The points the tests score a game by: its receiving yards. */
const yards = (g: PlayerGame) => g.line.recYards;

describe('naiveBaselines', () => {
  it('averages the whole season so far and the last three games by kickoff, whatever the order given', () => {
    // Five games, 10…50 yards from the oldest; handed over newest first and shuffled.
    const history = [game(2, 40), game(5, 10), game(1, 50), game(4, 20), game(3, 30)];
    expect(naiveBaselines(history, 2025, KICKOFF, yards)).toEqual({ seasonToDate: 30, lastThree: 40 });
  });

  it('averages what there is when he has played fewer than three games', () => {
    expect(naiveBaselines([game(1, 7)], 2025, KICKOFF, yards)).toEqual({ seasonToDate: 7, lastThree: 7 });
    expect(naiveBaselines([game(1, 8), game(2, 3)], 2025, KICKOFF, yards)).toEqual({
      seasonToDate: 5.5,
      lastThree: 5.5,
    });
    // Exactly three: both are the same three games; a fourth older one moves only the season's.
    const three = [game(1, 30), game(2, 60), game(3, 90)];
    expect(naiveBaselines(three, 2025, KICKOFF, yards)).toEqual({ seasonToDate: 60, lastThree: 60 });
    expect(naiveBaselines([...three, game(4, 20)], 2025, KICKOFF, yards)).toEqual({
      seasonToDate: 50,
      lastThree: 60,
    });
  });

  it('reads only this season: last season and next season do not count', () => {
    const history = [game(1, 40), game(20, 100, 2024), game(30, 200, 2024), game(-40, 300, 2026)];
    expect(naiveBaselines(history, 2025, KICKOFF, yards)).toEqual({ seasonToDate: 40, lastThree: 40 });
    expect(naiveBaselines(history, 2024, KICKOFF, yards)).toEqual({ seasonToDate: 150, lastThree: 150 });
  });

  it('is null before his first game of the season (nothing naive to say)', () => {
    expect(naiveBaselines([], 2025, KICKOFF, yards)).toBeNull();
    expect(naiveBaselines([game(20, 100, 2024)], 2025, KICKOFF, yards)).toBeNull();
  });

  it('counts a game once its result is known: at kickoff + 4 h, not a millisecond before', () => {
    const known = game(0, 60, 2025, KICKOFF - RESULT_KNOWN_AFTER_MS);
    const notYet = game(0, 90, 2025, KICKOFF - RESULT_KNOWN_AFTER_MS + 1);
    expect(RESULT_KNOWN_AFTER_MS).toBe(4 * HOUR);
    expect(naiveBaselines([game(1, 20), known], 2025, KICKOFF, yards)).toEqual({
      seasonToDate: 40,
      lastThree: 40,
    });
    expect(naiveBaselines([game(1, 20), notYet], 2025, KICKOFF, yards)).toEqual({
      seasonToDate: 20,
      lastThree: 20,
    });
    // His own game (and a later one) never counts.
    expect(naiveBaselines([game(0, 90), game(-1, 90)], 2025, KICKOFF, yards)).toBeNull();
  });

  it('scores each game with the points it is given', () => {
    const history = [game(1, 50), game(2, 100)];
    expect(naiveBaselines(history, 2025, KICKOFF, (g) => g.line.recYards / 10 + 1)).toEqual({
      seasonToDate: 8.5,
      lastThree: 8.5,
    });
  });

  it('lies between his lowest and highest game, and does not depend on the order of his games', () => {
    assertProperty(
      fc.property(
        fc.array(
          fc.record({
            weeksBefore: fc.integer({ min: 1, max: 17 }),
            yards: fc.integer({ min: -5, max: 250 }),
          }),
          {
            minLength: 1,
            maxLength: 17,
          },
        ),
        (rows) => {
          // One game a week: distinct kickoffs, so the last three are well defined.
          const unique = [...new Map(rows.map((r) => [r.weeksBefore, r])).values()];
          const history = unique.map((r) => game(r.weeksBefore, r.yards));
          const b = naiveBaselines(history, 2025, KICKOFF, yards);
          const reversed = naiveBaselines([...history].reverse(), 2025, KICKOFF, yards);
          const lo = Math.min(...unique.map((r) => r.yards));
          const hi = Math.max(...unique.map((r) => r.yards));
          expect(b).not.toBeNull();
          expect(reversed).toEqual(b);
          for (const v of [b?.seasonToDate ?? Number.NaN, b?.lastThree ?? Number.NaN]) {
            expect(v).toBeGreaterThanOrEqual(lo - 1e-9);
            expect(v).toBeLessThanOrEqual(hi + 1e-9);
          }
        },
      ),
    );
  });
});
