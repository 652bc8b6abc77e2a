// One projection, field by field, from a hand-made history and a league whose answers are fixed:
// which of his games are read and how much each weighs (decay per game, last season's at a lower
// weight, two seasons back and later seasons not at all), how volume and each rate are steadied by the
// league's, how the market's implied points and the opponent move which fields, and how a backup
// quarterback's relief record bends the line. Every expected figure is worked out here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { chiefsPlayer } from './chiefs-player.test-data.ts';
import { expectedDraftKingsPoints, fanDuelPoints } from './fantasy-scoring.ts';
import type { LeagueContext } from './league-context.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { AVERAGE_IMPLIED_POINTS, type ProjectionInputs, projectPlayer } from './project-player.ts';
import { PROJECTION_PARAMS, type ProjectionParams } from './projection-params.ts';
import { emptyLine, STAT_KEYS, type StatLine } from './stat-line.ts';
import { yardageBonusChance } from './yardage-spread.ts';

const DAY = 86_400_000;
const KICKOFF = Date.parse('2025-11-16T18:00:00Z');

// Distinct values, so that no parameter can stand in for another unnoticed.
const PARAMS: ProjectionParams = {
  ...PROJECTION_PARAMS,
  decay: 0.5,
  previousSeasonWeight: 0.25,
  volumePriorGames: 1,
  efficiencyPrior: 10,
  touchdownPrior: 20,
  environmentYards: 0.5,
  environmentTouchdowns: 2,
  opponentPriorGames: 6,
  opponentWeight: 0.5,
  backupPriorGames: 2,
};

const target = (position: SkillPosition) =>
  chiefsPlayer('p-1', position, { gameId: 'g10', week: 10, kickoffMs: KICKOFF });

const game = (season: number, week: number, line: Partial<StatLine>): PlayerGame => ({
  ...chiefsPlayer('p-1', 'WR', {
    gameId: `g${season}-${week}`,
    week,
    kickoffMs: KICKOFF - (10 - week) * 7 * DAY,
  }),
  season,
  line: { ...emptyLine(), ...line },
});

// The league's receivers per game. No passing: a rate over 0 pass attempts falls back to 0.
const WR_LEAGUE: StatLine = {
  ...emptyLine(),
  targets: 5,
  receptions: 3,
  recYards: 30,
  recTds: 0.2,
  carries: 0.5,
  rushYards: 2,
  rushTds: 0.01,
  fumblesLost: 0.05,
  twoPointConversions: 0.02,
  returnTds: 0.03,
};

const QB_LEAGUE: StatLine = {
  ...emptyLine(),
  passAttempts: 32,
  completions: 20,
  passYards: 224,
  passTds: 1.6,
  interceptions: 0.8,
  carries: 3,
  rushYards: 12,
  rushTds: 0.1,
};

/** A league whose answers are fixed, recording what it was asked. */
function fixedLeague(perGame: StatLine, ratio = 1) {
  const asked: unknown[][] = [];
  const league: LeagueContext = {
    add: () => undefined,
    perGame: (position, season) => {
      asked.push(['perGame', position, season]);
      return perGame;
    },
    opponentRatio: (defence, position, season, priorGames) => {
      asked.push(['opponentRatio', defence, position, season, priorGames]);
      return ratio;
    },
  };
  return { league, asked };
}

const project = (
  position: SkillPosition,
  history: readonly PlayerGame[],
  over: Partial<ProjectionInputs> & { perGame?: StatLine; ratio?: number } = {},
) => {
  const { league } = fixedLeague(over.perGame ?? (position === 'QB' ? QB_LEAGUE : WR_LEAGUE), over.ratio);
  return projectPlayer(target(position), {
    history,
    league,
    impliedPoints: () => null,
    params: PARAMS,
    ...over,
  });
};

function expectLine(actual: StatLine, expected: Partial<StatLine>) {
  for (const k of STAT_KEYS) expect(actual[k], k).toBeCloseTo(expected[k] ?? 0, 10);
}

/** `line` with the fields `keys` multiplied by `factor`. */
const scaled = (line: StatLine, factor: number, keys: readonly (keyof StatLine)[]): StatLine => ({
  ...line,
  ...Object.fromEntries(keys.map((k) => [k, line[k] * factor])),
});

// A receiver's history for week 10 of 2025, oldest first.
const receiver = () => [
  // Two seasons back: not read.
  game(2023, 5, { targets: 50, receptions: 50, recYards: 500, recTds: 5, fumblesLost: 3 }),
  // Last season: decay² × 0.25 = 0.0625.
  game(2024, 17, { targets: 10, receptions: 5, recYards: 50, recTds: 1, fumblesLost: 1 }),
  // This season: decay¹ = 0.5, then decay⁰ = 1 for the newest.
  game(2025, 8, {
    targets: 6,
    receptions: 4,
    recYards: 40,
    carries: 2,
    rushYards: 10,
    twoPointConversions: 1,
  }),
  game(2025, 9, { targets: 8, receptions: 6, recYards: 80, recTds: 1, carries: 1, rushYards: 3, rushTds: 1 }),
  // A later season (never in a walk-forward history): skipped, and it takes no place in the decay.
  game(2026, 1, { targets: 40, receptions: 40, recYards: 400, recTds: 4 }),
];

// The receiver's weighted sums: weight 1 + 0.5 + 0.0625 = 1.5625.
const W = 1.5625;
const S = {
  targets: 8 + 0.5 * 6 + 0.0625 * 10,
  receptions: 6 + 0.5 * 4 + 0.0625 * 5,
  recYards: 80 + 0.5 * 40 + 0.0625 * 50,
  recTds: 1 + 0.0625 * 1,
  carries: 1 + 0.5 * 2,
  rushYards: 3 + 0.5 * 10,
  rushTds: 1,
  fumblesLost: 0.0625,
  twoPointConversions: 0.5,
};

/** The receiver's line with the environment and the opponent neutral. */
const receiverLine = (): StatLine => {
  const tgt = (S.targets + 1 * 5) / (W + 1);
  const car = (S.carries + 1 * 0.5) / (W + 1);
  return {
    ...emptyLine(),
    targets: tgt,
    receptions: (tgt * (S.receptions + 10 * (3 / 5))) / (S.targets + 10),
    recYards: (tgt * (S.recYards + 10 * (30 / 5))) / (S.targets + 10),
    recTds: (tgt * (S.recTds + 20 * (0.2 / 5))) / (S.targets + 20),
    carries: car,
    rushYards: (car * (S.rushYards + 10 * (2 / 0.5))) / (S.carries + 10),
    rushTds: (car * (S.rushTds + 20 * (0.01 / 0.5))) / (S.carries + 20),
    fumblesLost: (S.fumblesLost + 0.05) / (W + 1),
    twoPointConversions: (S.twoPointConversions + 0.02) / (W + 1),
    returnTds: 0.03,
  };
};

describe('projectPlayer: his games, weighted and steadied by the league', () => {
  it("weighs this season's games by decay per game, last season's at previousSeasonWeight, and no others", () => {
    const p = project('WR', receiver());
    // Volume steadied by 1 game of the league's; rates by 10 opportunities (20 for touchdowns) at the
    // league's rate; no pass attempts anywhere, so every passing field is 0; return touchdowns are the league's.
    expectLine(p.line, receiverLine());
    expect(p.environment).toBe(1);
    expect(p.opponent).toBe(1);
    expect(p.opponentRatio).toBe(1);
  });

  it('asks the league for his position and season, and the opponent with opponentPriorGames', () => {
    const { league, asked } = fixedLeague(WR_LEAGUE, 1.4);
    projectPlayer(target('WR'), { history: receiver(), league, impliedPoints: () => null, params: PARAMS });
    expect(asked).toEqual([
      ['perGame', 'WR', 2025],
      ['opponentRatio', 'BUF', 'WR', 2025, 6],
    ]);
  });

  it("a quarterback's passing rates: completions and yards steadied by efficiencyPrior, touchdowns and interceptions by touchdownPrior", () => {
    const qb = [
      game(2025, 9, { passAttempts: 30, completions: 20, passYards: 250, passTds: 2, interceptions: 1 }),
    ];
    const p = project('QB', qb);
    const att = (30 + 32) / 2;
    const car = (0 + 3) / 2;
    expectLine(p.line, {
      passAttempts: att,
      completions: (att * (20 + 10 * (20 / 32))) / (30 + 10),
      passYards: (att * (250 + 10 * (224 / 32))) / (30 + 10),
      passTds: (att * (2 + 20 * (1.6 / 32))) / (30 + 20),
      interceptions: (att * (1 + 20 * (0.8 / 32))) / (30 + 20),
      carries: car,
      // No carries of his own: the league's rates.
      rushYards: car * (12 / 3),
      rushTds: car * (0.1 / 3),
    });
  });

  it('without any game of his, is the league line (volume and rates alike)', () => {
    const p = project('WR', []);
    expectLine(p.line, { ...WR_LEAGUE, passAttempts: 0 });
    expect(p.gamesThisSeason).toBe(0);
    expect(p.gamesLastSeason).toBe(0);
  });

  it('counts his games this season and last, returns the target, and scores the line it returns', () => {
    const t = target('WR');
    const p = projectPlayer(t, {
      history: receiver(),
      league: fixedLeague(WR_LEAGUE).league,
      impliedPoints: () => null,
      params: PARAMS,
    });
    expect(p.target).toBe(t);
    expect(p.gamesThisSeason).toBe(2);
    expect(p.gamesLastSeason).toBe(1);
    // Two more games last season and two more two seasons back: only last season's are counted.
    const more = [
      game(2023, 6, {}),
      game(2023, 7, {}),
      game(2024, 15, {}),
      game(2024, 16, {}),
      ...receiver(),
    ];
    const counted = project('WR', more);
    expect([counted.gamesThisSeason, counted.gamesLastSeason]).toEqual([2, 3]);
    expect(p.draftKings).toBeCloseTo(expectedDraftKingsPoints(p.line, yardageBonusChance(p.line)), 12);
    expect(p.fanDuel).toBeCloseTo(fanDuelPoints(p.line), 12);
    // DraftKings counts a full point a reception, FanDuel half: the two differ by half the receptions
    // and a fumble's extra point, plus the expected yardage bonus.
    const bonus = yardageBonusChance(p.line);
    expect(p.draftKings - p.fanDuel).toBeCloseTo(
      0.5 * p.line.receptions + p.line.fumblesLost + 3 * (bonus.passYards + bonus.rushYards + bonus.recYards),
      10,
    );
  });

  it('takes the usage model’s volume when given, instead of his own per-game averages', () => {
    const p = project('WR', receiver(), { volume: { passAttempts: 0, carries: 3, targets: 9 } });
    const own = receiverLine();
    expect(p.line.targets).toBeCloseTo(9, 12);
    expect(p.line.carries).toBeCloseTo(3, 12);
    // His rates stay his: receptions, yards and touchdowns per target times 9 targets.
    expect(p.line.receptions).toBeCloseTo((9 * own.receptions) / own.targets, 10);
    expect(p.line.recYards).toBeCloseTo((9 * own.recYards) / own.targets, 10);
    expect(p.line.rushTds).toBeCloseTo((3 * own.rushTds) / own.carries, 10);
    expect(p.line.fumblesLost).toBeCloseTo(own.fumblesLost, 12);
    const qb = project('QB', [], { volume: { passAttempts: 40, carries: 0, targets: 0 } });
    expect(qb.line.passAttempts).toBeCloseTo(40, 12);
    expect(qb.line.passYards).toBeCloseTo(40 * (224 / 32), 10);
  });
});

describe('projectPlayer: the market and the opponent', () => {
  // Implied points: the projected game 30; his earlier games, newest first, 25, no line (22), 20.
  const implied = (over: Record<string, number | null> = {}) => {
    const table: Record<string, number | null> = {
      g10: 30,
      'g2025-9': 25,
      'g2025-8': null,
      'g2024-17': 20,
      ...over,
    };
    return (gameId: string) => table[gameId] ?? null;
  };
  const threeGames = () => [
    game(2024, 17, { targets: 8, receptions: 5, recYards: 60, recTds: 0.5 }),
    game(2025, 8, { targets: 8, receptions: 5, recYards: 60, recTds: 0.5 }),
    game(2025, 9, { targets: 8, receptions: 5, recYards: 60, recTds: 0.5 }),
  ];

  it('sets the environment to the implied points against his usual, weighted by decay, a game without a line at 22', () => {
    const p = project('WR', threeGames(), { impliedPoints: implied() });
    // (25 × 1 + 22 × 0.5 + 20 × 0.25) / 1.75; last season's game is no lighter here.
    expect(p.environment).toBeCloseTo(30 / ((25 + 11 + 5) / 1.75), 12);
    // Without a line for the projected game, no environment at all.
    expect(project('WR', threeGames(), { impliedPoints: implied({ g10: null }) }).environment).toBe(1);
    // Without any earlier game, his usual is the league's 22.
    expect(project('WR', [], { impliedPoints: implied() }).environment).toBeCloseTo(
      30 / AVERAGE_IMPLIED_POINTS,
      12,
    );
  });

  it('reads the implied points of his last 16 games only', () => {
    const params = { ...PARAMS, decay: 1 };
    const games = (count: number) =>
      Array.from({ length: count }, (_, i) => game(2025, i + 1, { targets: 5 }));
    // 16 games at 20, an older 17th at 100: the 17th is not read.
    const table = (gameId: string) => (gameId === 'g10' ? 30 : gameId === 'g2025-1' ? 100 : 20);
    expect(project('WR', games(17), { impliedPoints: table, params }).environment).toBeCloseTo(30 / 20, 12);
    // With 16 games, the oldest is read: (15 × 20 + 100) / 16.
    expect(project('WR', games(16), { impliedPoints: table, params }).environment).toBeCloseTo(30 / 25, 12);
  });

  it('moves volume and yards by environment^environmentYards, touchdowns by (implied / 22)^environmentTouchdowns', () => {
    const base = project('WR', threeGames()).line;
    const p = project('WR', threeGames(), { impliedPoints: implied() });
    const yards = p.environment ** 0.5;
    expect(p.line.targets / base.targets).toBeCloseTo(yards, 12);
    expect(p.line.receptions / base.receptions).toBeCloseTo(yards, 12);
    expect(p.line.recYards / base.recYards).toBeCloseTo(yards, 12);
    expect(p.line.carries / base.carries).toBeCloseTo(yards, 12);
    expect(p.line.rushYards / base.rushYards).toBeCloseTo(yards, 12);
    expect(p.line.recTds / base.recTds).toBeCloseTo((30 / 22) ** 2, 12);
    expect(p.line.rushTds / base.rushTds).toBeCloseTo((30 / 22) ** 2, 12);
    // Fumbles, two-point conversions and return touchdowns do not follow the market.
    expect(p.line.fumblesLost).toBeCloseTo(base.fumblesLost, 12);
    expect(p.line.twoPointConversions).toBeCloseTo(base.twoPointConversions, 12);
    expect(p.line.returnTds).toBeCloseTo(base.returnTds, 12);
    const qbBase = project('QB', []).line;
    const qb = project('QB', [], { impliedPoints: implied() });
    // Without a history his usual is 22 too: volume and touchdowns alike move by 30 / 22.
    expect(qb.line.passAttempts / qbBase.passAttempts).toBeCloseTo((30 / 22) ** 0.5, 12);
    expect(qb.line.interceptions / qbBase.interceptions).toBeCloseTo((30 / 22) ** 0.5, 12);
    expect(qb.line.passTds / qbBase.passTds).toBeCloseTo((30 / 22) ** 2, 12);
  });

  it('moves yards and touchdowns by 1 + opponentWeight × (ratio − 1), never volume, catches or interceptions', () => {
    const base = project('WR', receiver()).line;
    const p = project('WR', receiver(), { ratio: 1.4 });
    expect(p.opponentRatio).toBe(1.4);
    expect(p.opponent).toBeCloseTo(1.2, 12);
    expectLine(p.line, scaled(base, 1.2, ['recYards', 'recTds', 'rushYards', 'rushTds']));
    const qbBase = project('QB', []).line;
    const qb = project('QB', [], { ratio: 0.6 });
    expect(qb.opponent).toBeCloseTo(0.8, 12);
    expectLine(qb.line, scaled(qbBase, 0.8, ['passYards', 'passTds', 'rushYards', 'rushTds']));
  });

  it('never projects fewer yards or touchdowns against a defence that allows more', () => {
    assertProperty(
      fc.property(
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const weak = project('WR', receiver(), { ratio: hi }).line;
          const strong = project('WR', receiver(), { ratio: lo }).line;
          return (
            weak.recYards >= strong.recYards &&
            weak.recTds >= strong.recTds &&
            weak.rushYards >= strong.rushYards &&
            Math.abs(weak.targets - strong.targets) < 1e-12
          );
        },
      ),
    );
  });
});

describe('projectPlayer: a backup quarterback', () => {
  const qbHistory = () => [game(2025, 9, { passAttempts: 4, completions: 2, passYards: 20 })];

  it("scales the model's line towards his points per relief appearance, with backupPriorGames of the model's", () => {
    const model = project('QB', qbHistory());
    const modelPoints = expectedDraftKingsPoints(model.line, yardageBonusChance(model.line));
    const p = project('QB', qbHistory(), { relief: { points: 2, weight: 3 } });
    // (3 appearances × 2 points + 2 games × the model's points) / 5.
    const scale = (3 * 2 + 2 * modelPoints) / 5 / modelPoints;
    expectLine(p.line, scaled(model.line, scale, STAT_KEYS));
    expect(p.draftKings).toBeCloseTo(expectedDraftKingsPoints(p.line, yardageBonusChance(p.line)), 12);
    expect(p.fanDuel).toBeCloseTo(fanDuelPoints(p.line), 12);
    // More prior games: nearer the model.
    const steadier = project('QB', qbHistory(), {
      relief: { points: 2, weight: 3 },
      params: { ...PARAMS, backupPriorGames: 20 },
    });
    expect(steadier.line.passYards).toBeGreaterThan(p.line.passYards);
    expect(steadier.line.passYards).toBeLessThan(model.line.passYards);
    // Without a relief appearance the model's line stands.
    expect(project('QB', qbHistory(), { relief: { points: 2, weight: 0 } }).line).toEqual(model.line);
  });
});
