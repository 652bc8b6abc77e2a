// The league context's two answers, on a tiny hand-made league: a position's per-game line (this
// season's once it has 200 lines, last season's before that) and the points a defence allows to a
// position against the league's average, shrunk by a number of average games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { createLeagueContext } from './league-context.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { emptyLine, STAT_KEYS, type StatLine } from './stat-line.ts';

let n = 0;
/** One line of `team` against `opponent` in `gameId`; ids are unique so no line replaces another. */
const line = (
  o: { season: number; position: SkillPosition; opponent?: string; team?: string; gameId?: string },
  stats: Partial<StatLine>,
): PlayerGame => {
  n += 1;
  return {
    playerId: `p${n}`,
    name: `Player ${n}`,
    position: o.position,
    team: o.team ?? 'KC',
    opponent: o.opponent ?? 'BUF',
    season: o.season,
    week: 1,
    gameId: o.gameId ?? `g${n}`,
    kickoffMs: 0,
    line: { ...emptyLine(), ...stats },
  };
};

/** A line with every field set to `x` times its place in STAT_KEYS (1, 2, … 15). */
const ramp = (x: number): Partial<StatLine> =>
  Object.fromEntries(STAT_KEYS.map((k, i) => [k, x * (i + 1)])) as Partial<StatLine>;

const league = (games: readonly PlayerGame[]) => {
  const l = createLeagueContext();
  for (const g of games) l.add(g);
  return l;
};

describe('perGame: the league line of a position', () => {
  it('is empty before any line of that position, this season or last, is known', () => {
    expect(league([]).perGame('WR', 2025)).toEqual(emptyLine());
    // Another position's lines, and a line from two seasons back, say nothing about it.
    const l = league([
      line({ season: 2025, position: 'RB' }, ramp(1)),
      line({ season: 2023, position: 'WR' }, ramp(1)),
    ]);
    expect(l.perGame('WR', 2025)).toEqual(emptyLine());
  });

  it('averages every field over the lines of this season while last season has none', () => {
    const l = league([
      line({ season: 2025, position: 'WR' }, ramp(1)),
      line({ season: 2025, position: 'WR' }, ramp(2)),
      line({ season: 2025, position: 'WR' }, ramp(6)),
    ]);
    // (1 + 2 + 6) / 3 = 3 times each field's place.
    expect(l.perGame('WR', 2025)).toEqual({ ...emptyLine(), ...ramp(3) });
  });

  it("reads last season's line until this season has 200 lines of the position, then this season's", () => {
    const last = [
      line({ season: 2024, position: 'TE' }, ramp(2)),
      line({ season: 2024, position: 'TE' }, ramp(4)),
    ];
    const now = (count: number) =>
      Array.from({ length: count }, () => line({ season: 2025, position: 'TE' }, ramp(10)));
    // Last season alone, this season not begun: last season's average, 3 × place.
    expect(league(last).perGame('TE', 2025)).toEqual({ ...emptyLine(), ...ramp(3) });
    // 199 lines this season: still last season's.
    expect(league([...last, ...now(199)]).perGame('TE', 2025)).toEqual({ ...emptyLine(), ...ramp(3) });
    // The 200th line switches to this season's.
    expect(league([...last, ...now(200)]).perGame('TE', 2025)).toEqual({ ...emptyLine(), ...ramp(10) });
    // Last season's lines of another position do not hold a young season back.
    const rb = [line({ season: 2024, position: 'RB' }, ramp(2))];
    expect(league([...rb, ...now(1)]).perGame('TE', 2025)).toEqual({ ...emptyLine(), ...ramp(10) });
  });
});

describe('opponentRatio: what a defence allows to a position against the league', () => {
  // 2025, receivers scored in receptions only (1 DraftKings point each, no yards, no bonus):
  //   g1 KC at BUF: KC's WR 10 points and KC's QB (100 passing yards, 4 points) against BUF;
  //                 BUF's WR 20 points against KC.
  //   g2 BUF at MIA: BUF's WR 30 points against MIA; MIA's WR 6 points and MIA's RB against BUF.
  // Team-games (a defence in a game): g1 BUF, g1 KC, g2 MIA, g2 BUF = 4; WR points 66, 16.5 a team-game.
  // BUF's defence: 2 games, 16 WR points. KC's: 1 game, 20. A 2024 game against BUF is another season.
  const games = () => [
    line({ season: 2025, position: 'WR', team: 'KC', opponent: 'BUF', gameId: 'g1' }, { receptions: 10 }),
    line({ season: 2025, position: 'QB', team: 'KC', opponent: 'BUF', gameId: 'g1' }, { passYards: 100 }),
    line({ season: 2025, position: 'WR', team: 'BUF', opponent: 'KC', gameId: 'g1' }, { receptions: 20 }),
    line({ season: 2025, position: 'WR', team: 'BUF', opponent: 'MIA', gameId: 'g2' }, { receptions: 30 }),
    line({ season: 2025, position: 'WR', team: 'MIA', opponent: 'BUF', gameId: 'g2' }, { receptions: 6 }),
    line({ season: 2025, position: 'RB', team: 'MIA', opponent: 'BUF', gameId: 'g2' }, { rushYards: 50 }),
    line({ season: 2024, position: 'WR', team: 'NYJ', opponent: 'BUF', gameId: 'g0' }, { receptions: 40 }),
  ];

  it('is points allowed per game against the league average, with priorGames average games added', () => {
    const l = league(games());
    expect(l.opponentRatio('BUF', 'WR', 2025, 0)).toBeCloseTo(16 / (2 * 16.5), 12);
    expect(l.opponentRatio('KC', 'WR', 2025, 0)).toBeCloseTo(20 / 16.5, 12);
    // Six average games: (16 + 6 × 16.5) / (8 × 16.5).
    expect(l.opponentRatio('BUF', 'WR', 2025, 6)).toBeCloseTo((16 + 6 * 16.5) / (8 * 16.5), 12);
    expect(l.opponentRatio('KC', 'WR', 2025, 2)).toBeCloseTo((20 + 2 * 16.5) / (3 * 16.5), 12);
    // A defence not seen yet this season is average.
    expect(l.opponentRatio('NE', 'WR', 2025, 6)).toBeCloseTo(1, 12);
    // Quarterbacks: 4 points in 4 team-games, all against BUF in its 2 games: (4 + 1) / (3 × 1).
    expect(l.opponentRatio('BUF', 'QB', 2025, 1)).toBeCloseTo(5 / 3, 12);
  });

  it('is 1 in a season with no game yet, and for a position that has scored nothing or less', () => {
    const l = league(games());
    expect(l.opponentRatio('BUF', 'WR', 2026, 6)).toBe(1);
    expect(l.opponentRatio('BUF', 'WR', 2026, 0)).toBe(1);
    // No tight end has played: an average of 0 points is no yardstick.
    expect(l.opponentRatio('BUF', 'TE', 2025, 0)).toBe(1);
    // Quarterbacks who only knelt (−0.2 points a game): a negative average is none either.
    const kneel = league([
      line({ season: 2025, position: 'QB', opponent: 'BUF', gameId: 'k1' }, { rushYards: -2 }),
      line({ season: 2025, position: 'QB', opponent: 'MIA', gameId: 'k2' }, { rushYards: -2 }),
    ]);
    expect(kneel.opponentRatio('BUF', 'QB', 2025, 0)).toBe(1);
  });

  it('always lies between 1 and the unshrunk ratio, nearer 1 the more prior games', () => {
    assertProperty(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (againstBuf, againstOthers, prior) => {
          const l = league([
            ...againstBuf.map((r, i) =>
              line({ season: 2025, position: 'WR', opponent: 'BUF', gameId: `b${i}` }, { receptions: r + 1 }),
            ),
            ...againstOthers.map((r, i) =>
              line({ season: 2025, position: 'WR', opponent: 'MIA', gameId: `m${i}` }, { receptions: r + 1 }),
            ),
          ]);
          const raw = l.opponentRatio('BUF', 'WR', 2025, 0);
          const shrunk = l.opponentRatio('BUF', 'WR', 2025, prior);
          const more = l.opponentRatio('BUF', 'WR', 2025, prior + 1);
          const [lo, hi] = raw <= 1 ? [raw, 1] : [1, raw];
          return (
            shrunk >= lo - 1e-12 && shrunk <= hi + 1e-12 && Math.abs(more - 1) <= Math.abs(shrunk - 1) + 1e-12
          );
        },
      ),
    );
  });
});
