// The backtest's bookkeeping on a few made-up games whose figures can be worked out by hand
// (backtest.test.ts reproduces the published 2010–2020 figures on the real schedule): which games
// count where, the market's and FiveThirtyEight's records, and the "same games" rule.
import { describe, expect, it } from 'vitest';
import { ModelReport } from '../../shared/api/model-report.ts';
import { runBacktest } from './backtest.ts';
import type { ModelGame } from './game.ts';
import { MODEL_PARAMS, withoutBioBoost, withoutMarket } from './params.ts';
import { spreadToProbability } from './spread-probability.ts';

const DAY = 86_400_000;
const venue = {
  id: 'KAN00',
  latitude: 39.049,
  longitude: -94.484,
  timeZone: 'America/Chicago',
  country: 'US',
};
let day = 0;
const game = (
  season: number,
  home: string,
  away: string,
  spread: number | null,
  score: [number, number] | null,
): ModelGame => {
  day += 1;
  return {
    id: `${season}_${home}_${away}`,
    season,
    week: 1,
    gameType: 'REG',
    kickoffMs: Date.UTC(season, 8, 1) + day * DAY,
    homeTeam: home,
    awayTeam: away,
    neutralSite: false,
    divisional: false,
    venue,
    roof: 'dome',
    weather: { temperatureF: null, windMph: null, humidityPct: null },
    market: { spread, total: null },
    result: score ? { homeScore: score[0], awayScore: score[1] } : null,
  };
};

const warmUp = game(2030, 'KC', 'DEN', 3, [31, 10]); // before the window: ratings only
const favWinsCovers = game(2031, 'KC', 'BUF', 3, [27, 20]); // home favourite by 3 wins by 7
const underdogWins = game(2031, 'MIA', 'NE', -6.5, [20, 17]); // away favourite loses
const push = game(2031, 'DEN', 'LV', 3, [20, 17]); // favourite wins by exactly the line
const pickemTie = game(2031, 'DAL', 'NYG', 0, [24, 24]); // no favourite; a tie
const noLine = game(2031, 'GB', 'CHI', null, [30, 3]); // no closing line: not evaluated
const favLoses = game(2031, 'PHI', 'WAS', 7, [10, 24]);
const unplayed = game(2031, 'SEA', 'SF', 2, null);
const nextSeason = game(2032, 'KC', 'BUF', 2.5, [30, 10]); // FiveThirtyEight has no 2032
const games = [warmUp, favWinsCovers, underdogWins, push, pickemTie, noLine, favLoses, unplayed, nextSeason];
const elo538 = new Map([
  [favWinsCovers.id, 0.6],
  [underdogWins.id, 0.3],
  [favLoses.id, 0.7],
]);
const fit = { fromSeason: 1999, toSeason: 2009, command: 'npx tsx bench/fit-model.ts --train 1999-2009' };
// Run inside each test, never at module level: Stryker turns a mutant on only while tests run (decision 050).
const backtest = () =>
  runBacktest({ games, fromSeason: 2031, toSeason: 2032, params: MODEL_PARAMS, fit, elo538 });

describe('backtest bookkeeping', () => {
  it('is a report the app accepts', () => {
    const report = backtest();
    expect(ModelReport.parse(report)).toEqual(report);
    expect([report.fromSeason, report.toSeason, report.modelVersion]).toEqual([
      2031,
      2032,
      MODEL_PARAMS.version,
    ]);
  });

  it('compares the three sources on the games FiveThirtyEight covers, and only those', () => {
    const report = backtest();
    const { model, market, elo538: elo } = report.overall;
    expect([model.games, market.games, elo?.games]).toEqual([3, 3, 3]);
    // The market picks its favourite: right once (KC), wrong twice (NE, PHI).
    expect(market.accuracy).toBeCloseTo(1 / 3, 12);
    expect(market.favouriteCovers).toEqual({ wins: 1, losses: 2, pushes: 0, pct: 1 / 3 });
    // 538: 0.6 on a home win, 0.3 on a home win, 0.7 on a home loss.
    expect(elo?.accuracy).toBeCloseTo(1 / 3, 12);
    expect(elo?.brier).toBeCloseTo((0.4 ** 2 + 0.7 ** 2 + 0.7 ** 2) / 3, 12);
    // Every graded game has a line, and none has a total.
    expect(model.ats.wins + model.ats.losses + model.ats.pushes).toBe(3);
    expect(model.totals).toEqual({ wins: 0, losses: 0, pushes: 0, pct: null });
  });

  it('counts every played game with a line over the window: ties out of accuracy, pushes apart', () => {
    const report = backtest();
    const { model, market } = report.allGames;
    // KC, MIA, DEN, PHI and 2032's KC; the tie, the game without a line and the unplayed one are out.
    expect([model.games, market.games]).toEqual([5, 5]);
    expect(market.accuracy).toBeCloseTo(3 / 5, 12);
    // The pick'em has no favourite; DEN's 3-point win on a 3-point line is a push.
    expect(market.favouriteCovers).toEqual({ wins: 2, losses: 2, pushes: 1, pct: 0.5 });
    expect(market.brier).toBeCloseTo(
      [
        [3, true],
        [-6.5, true],
        [3, true],
        [7, false],
        [2.5, true],
      ].reduce((sum, [line, won]) => {
        const p = spreadToProbability(line as number, MODEL_PARAMS.sigma);
        return sum + (p - (won ? 1 : 0)) ** 2;
      }, 0) / 5,
      12,
    );
  });

  it('lists each season of the window, with 538 only where it covers every game compared', () => {
    const report = backtest();
    expect(report.seasons.map((s) => [s.season, s.model.games, s.elo538?.games ?? null])).toEqual([
      [2031, 3, 3],
      [2032, 1, null],
    ]);
  });

  it('runs every ablation variant on the same games, the full model first', () => {
    const report = backtest();
    expect(report.ablation.map((a) => a.variant)).toEqual([
      'full',
      'no-injuries',
      'no-bioboost',
      'no-market',
      'ratings-only',
    ]);
    expect(report.ablation[0]?.overall.brier).toBe(report.overall.model.brier);
    expect(report.ablation.every((a) => a.overall.games === 3 && a.allGames.games === 5)).toBe(true);
    const noMarket = report.ablation.find((a) => a.variant === 'no-market');
    expect(noMarket?.overall.brier).not.toBe(report.overall.model.brier);
  });

  it('states its method with the fitted σ and fit window', () => {
    const report = backtest();
    expect(report.notes.join(' ')).toContain(
      `normal margin with σ ${MODEL_PARAMS.sigma.toFixed(2)} points, fitted on 1999–2009`,
    );
    expect(report.fit).toEqual(fit);
  });

  it('evaluates only the window’s played games, and lists only the seasons that have any', () => {
    // 2031 alone: 2032's game is outside the window.
    const one = runBacktest({ games, fromSeason: 2031, toSeason: 2031, params: MODEL_PARAMS, fit, elo538 });
    expect(one.allGames.model.games).toBe(4);
    expect(one.seasons.map((s) => s.season)).toEqual([2031]);
    // 2033 has one game, not yet played; 2034 none: neither is a season of the report.
    const later = game(2033, 'KC', 'LV', 4, null);
    const report = runBacktest({
      games: [...games, later],
      fromSeason: 2031,
      toSeason: 2034,
      params: MODEL_PARAMS,
      fit,
      elo538,
    });
    expect(report.seasons.map((s) => s.season)).toEqual([2031, 2032]);
    // A window without a single evaluated game compares nothing, FiveThirtyEight included.
    const empty = runBacktest({ games, fromSeason: 2040, toSeason: 2041, params: MODEL_PARAMS, fit, elo538 });
    expect(empty.overall.model.games).toBe(0);
    expect(empty.overall.elo538).toBeNull();
    expect(empty.seasons).toEqual([]);
  });

  it('tells the reader how picks are made and scored', () => {
    const notes = backtest().notes;
    expect(notes).toHaveLength(5);
    for (const phrase of [
      'a result counts 4 hours after kickoff',
      'Ties are left out of accuracy, Brier and log loss',
      "with the bookmaker's margin removed in proportion",
      'Same games:',
    ])
      expect(
        notes.some((n) => n.includes(phrase)),
        phrase,
      ).toBe(true);
  });

  it('names each ablation variant and switches off only its own part', () => {
    const noBio = withoutBioBoost(MODEL_PARAMS);
    expect(noBio).toEqual({
      ...MODEL_PARAMS,
      version: `${MODEL_PARAMS.version}-no-bioboost`,
      bioBoostPoints: 0,
    });
    const noMarket = withoutMarket(MODEL_PARAMS);
    expect(noMarket).toEqual({
      ...MODEL_PARAMS,
      version: `${MODEL_PARAMS.version}-no-market`,
      marketWeight: 0,
      totals: { ...MODEL_PARAMS.totals, marketWeight: 0 },
    });
  });

  it('compares on every evaluated game when FiveThirtyEight covers none of them', () => {
    const alone = runBacktest({ games, fromSeason: 2031, toSeason: 2032, params: MODEL_PARAMS, fit });
    expect(alone.overall.model.games).toBe(5);
    expect(alone.overall.elo538).toBeNull();
  });
});
