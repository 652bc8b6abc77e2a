// The projection's record (backtest.ts) on made-up player-weeks, worked out by hand: the median's
// error against the two naive projections per season and position, the share inside the band (both
// ends count), the first games counted apart, the gain against the better baseline, and which
// player-weeks the walk-forward pairs cover (regular season only, the seasons asked for).
import { describe, expect, it } from 'vitest';
import { type ProjectionPair, positionRecords, projectionPairs } from './backtest.ts';
import { draftKingsPoints } from './fantasy-scoring.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { lineOf } from './player-lines.test-data.ts';
import type { BandTables } from './projection-band.ts';
import { PROJECTION_PARAMS } from './projection-params.ts';
import { emptyLine } from './stat-line.ts';
import { walkForwardProjections } from './walk-forward.ts';

const WEEK = 7 * 86_400_000;
const SEASON_START: Record<number, number> = {
  2023: Date.parse('2023-09-10T17:00:00Z'),
  2024: Date.parse('2024-09-08T17:00:00Z'),
};

/** His game of `week`, in which he scored `points` DraftKings points (catches only: one point each). */
const game = (
  playerId: string,
  position: SkillPosition,
  season: number,
  week: number,
  points: number,
): PlayerGame =>
  lineOf(
    playerId,
    position,
    week,
    { targets: points, receptions: points },
    { season, kickoffMs: (SEASON_START[season] as number) + (week - 1) * WEEK },
  );

// Every position: one knot at 10 expected points. Played: median 2 below the projection, band −5 / +5
// around it; first game: median 4 below, band −10 / +2 (above the knot the band moves one for one).
const knot = (p10: number, p50: number, p90: number) => [{ expected: 10, p10, p50, p90 }];
const played = knot(5, 8, 15);
const firstGame = knot(0, 6, 12);
const BANDS: BandTables = {
  played: { QB: played, RB: played, WR: played, TE: played },
  firstGame: { QB: firstGame, RB: firstGame, WR: firstGame, TE: firstGame },
};

// A receiver's 2023: 10, 20, 30, 40, 12 points in weeks 1–5; a running back's 30, 6, 0, 0, 0; a
// quarterback's 20, 24; a tight end's 2024: 5, 5, 5; and a teammate who scores 100 in week 1 (his
// games never enter the others' baselines).
const WR = [10, 20, 30, 40, 12].map((p, i) => game('wr', 'WR', 2023, i + 1, p));
const RB = [30, 6, 0, 0, 0].map((p, i) => game('rb', 'RB', 2023, i + 1, p));
const QB = [20, 24].map((p, i) => game('qb', 'QB', 2023, i + 1, p));
const TE = [5, 5, 5].map((p, i) => game('te', 'TE', 2024, i + 1, p));
const HISTORY = [...TE, game('mate', 'WR', 2023, 1, 100), ...RB, ...WR, ...QB];

const pair = (target: PlayerGame, expected: number, gamesThisSeason: number): ProjectionPair => ({
  target,
  expected,
  actual: draftKingsPoints(target.line),
  gamesThisSeason,
});

describe('positionRecords', () => {
  it('scores the median against both baselines per season and position, ordered by season then QB, RB, WR, TE', () => {
    const pairs = [
      pair(TE[2] as PlayerGame, 10, 2),
      pair(WR[0] as PlayerGame, 15, 0),
      pair(WR[1] as PlayerGame, 17, 1),
      pair(WR[2] as PlayerGame, 25, 2),
      pair(RB[4] as PlayerGame, 10, 4),
      pair(WR[3] as PlayerGame, 27, 3),
      pair(WR[4] as PlayerGame, 17, 4),
      pair(QB[1] as PlayerGame, 21, 1),
    ];
    const records = positionRecords(pairs, HISTORY, BANDS);
    expect(records.map((r) => `${r.season} ${r.position}`)).toEqual([
      '2023 QB',
      '2023 RB',
      '2023 WR',
      '2024 TE',
    ]);
    const [qb, rb, wr, te] = records;

    // Receiver, week by week (median; season-to-date, last three; actual; inside the band?):
    //  w1 first game at 15, past the first-game table's last knot (10): the played table answers,
    //     median 15 − 2 = 13, actual 10: counted apart, error 3.
    //  w2: median 15, band 12–22; baselines 10, 10; actual 20: inside.     errors 5, 10, 10
    //  w3: median 23, band 20–30; baselines 15, 15; actual 30: on the top. errors 7, 15, 15
    //  w4: median 25, band 22–32; baselines 20, 20; actual 40: outside.    errors 15, 20, 20
    //  w5: median 15, band 12–22; baselines 25, 30; actual 12: on the bottom. errors 3, 13, 18
    expect(wr).toEqual({
      season: 2023,
      position: 'WR',
      playerWeeks: 4,
      model: 30 / 4,
      seasonToDate: 58 / 4,
      lastThree: 63 / 4,
      gain: 1 - 30 / 58,
      bandCoverage: 3 / 4,
      firstGames: 1,
      firstGamesModel: 3,
    });
    // Running back, week 5: median 8, band 5–15, actual 0 (below the band); season-to-date 36 / 4 = 9,
    // last three 2: the better baseline is the last three, and the model is 4 times its error.
    expect(rb).toEqual({
      season: 2023,
      position: 'RB',
      playerWeeks: 1,
      model: 8,
      seasonToDate: 9,
      lastThree: 2,
      gain: 1 - 8 / 2,
      bandCoverage: 0,
      firstGames: 0,
      firstGamesModel: null,
    });
    // Quarterback, week 2: median 19, band 16–26, actual 24; both baselines 20, error 4.
    expect(qb).toMatchObject({
      playerWeeks: 1,
      model: 5,
      seasonToDate: 4,
      lastThree: 4,
      gain: 1 - 5 / 4,
      bandCoverage: 1,
    });
    // Tight end, week 3: both baselines exactly right, so there is no gain to measure: 0, not −∞.
    expect(te).toMatchObject({
      season: 2024,
      playerWeeks: 1,
      model: 3,
      seasonToDate: 0,
      lastThree: 0,
      gain: 0,
      bandCoverage: 1,
    });
  });

  it('counts a player-week without a naive projection as a first game, read from the first-game band', () => {
    // Nobody's history holds this running back: no baseline, whatever the projection read.
    const stranger = game('stranger', 'RB', 2023, 6, 9);
    const records = positionRecords(
      [pair(stranger, 12, 0), pair(RB[4] as PlayerGame, 10, 4), pair(stranger, 20, 3)],
      HISTORY,
      BANDS,
    );
    // First game: median 12 − 4 = 8, error 1; the second, read with the played table: 18, error 9.
    expect(records).toEqual([
      expect.objectContaining({ position: 'RB', playerWeeks: 1, firstGames: 2, firstGamesModel: 5 }),
    ]);
  });

  it('reads the band by the games he had played this season: the played table from one game on', () => {
    // The receiver's week 2 (actual 20) projected at 10, the tables' knot: played median 8 (error 12),
    // first-game median 6 (error 14).
    const target = WR[1] as PlayerGame;
    expect(positionRecords([pair(target, 10, 1)], HISTORY, BANDS)[0]?.model).toBe(12);
    expect(positionRecords([pair(target, 10, 0)], HISTORY, BANDS)[0]?.model).toBe(14);
  });

  it('never extrapolates the first-game table past its last knot: the played table answers there', () => {
    // Projected at 19 in his first game: the first-game table would say 19 − 4 = 15 (its knot's offset
    // carried one for one); the played table says 19 − 2 = 17. Actual 20: error 3, not 5.
    const target = WR[1] as PlayerGame;
    expect(positionRecords([pair(target, 19, 0)], HISTORY, BANDS)[0]?.model).toBe(3);
  });

  it('orders the records by season before position', () => {
    // A 2024 quarterback handed over before a 2023 receiver: 2023 still comes first.
    const qb = [18, 22].map((p, i) => game('qb', 'QB', 2024, i + 1, p));
    const records = positionRecords(
      [pair(qb[1] as PlayerGame, 20, 1), pair(WR[1] as PlayerGame, 17, 1)],
      [...HISTORY, ...qb],
      BANDS,
    );
    expect(records.map((r) => `${r.season} ${r.position}`)).toEqual(['2023 WR', '2024 QB']);
  });

  it('has no record without pairs', () => {
    expect(positionRecords([], HISTORY, BANDS)).toEqual([]);
  });
});

describe('projectionPairs', () => {
  it('pairs each regular-season player-week of the seasons asked for with its walk-forward projection', () => {
    // A receiver's 2023 weeks 17, 18 and a wild-card game (week 19), his 2024 week 1; a back's week 18.
    const wr = [17, 18, 19].map((w) => game('wr', 'WR', 2023, w, 10 + w));
    const next = game('wr', 'WR', 2024, 1, 7);
    const rb = {
      ...game('rb', 'RB', 2023, 18, 0),
      line: { ...emptyLine(), carries: 20, rushYards: 104, rushTds: 1 },
    };
    const history = [next, ...wr, rb];
    const data = { history, games: [], injuries: [] };

    const pairs = projectionPairs(data, [2023], PROJECTION_PARAMS);
    // Week 18 is in, the playoffs and other seasons are not; walk-forward order (kickoff, then player).
    expect(pairs.map((p) => p.target)).toEqual([wr[0], rb, wr[1]]);
    expect(pairs[1]?.target).toBe(rb);
    // The actual is his DraftKings score: 10.4 + 6 for the touchdown + 3 for the 100-yard game.
    expect(pairs.map((p) => p.actual)).toEqual([27, 10.4 + 6 + 3, 28]);
    expect(pairs.map((p) => p.gamesThisSeason)).toEqual([0, 0, 1]);
    // The expectation is the projection's DraftKings points for that player-week.
    const walk = walkForwardProjections(history, [], [wr[0], rb, wr[1]] as PlayerGame[], PROJECTION_PARAMS);
    expect(pairs.map((p) => p.expected)).toEqual(walk.map((p) => p.draftKings));
    // Having read his week 17, the receiver's week 18 projection is more than nothing.
    expect(pairs[2]?.expected).toBeGreaterThan(0);

    expect(projectionPairs(data, [2023, 2024], PROJECTION_PARAMS).map((p) => p.target)).toEqual([
      wr[0],
      rb,
      wr[1],
      next,
    ]);
    expect(projectionPairs(data, [2022], PROJECTION_PARAMS)).toEqual([]);
  });
});
