import { beforeAll, describe, expect, it } from 'vitest';
import { loadElo538Rows, loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import { ModelReport } from '../../shared/api/model-report.ts';
import { runBacktest } from './backtest.ts';
import { match538 } from './elo538-match.ts';
import { FIT_WINDOW, MODEL_PARAMS } from './params.ts';

// The reference figures, measured on 2010–2020 with FiveThirtyEight's games.
describe('backtest on real data, 2010–2020', () => {
  let report: ModelReport;
  let unmatched = -1;
  beforeAll(() => {
    const games = loadNflGames({ fromSeason: 1999, toSeason: 2020 });
    const m = match538(loadElo538Rows({ fromSeason: 2010, toSeason: 2020 }), games);
    unmatched = m.unmatched.length;
    report = runBacktest({
      games,
      fromSeason: 2010,
      toSeason: 2020,
      params: MODEL_PARAMS,
      fit: FIT_WINDOW,
      elo538: m.homeProbability,
    });
  }, 120_000);

  it('is a valid report for the app', () => {
    expect(ModelReport.safeParse(report).success).toBe(true);
  });

  it('matches every 538 game and compares the three sources on the same 2,930 games (9 ties left out)', () => {
    expect(unmatched).toBe(0);
    expect(report.overall.model.games).toBe(2930);
    expect(report.overall.market.games).toBe(2930);
    expect(report.overall.elo538?.games).toBe(2930);
  });

  it('recalibrates the same games walk-forward, the method chosen on 2005–2009 (decision 091)', () => {
    const r = report.recalibration;
    expect(r?.choice).toMatchObject({ fromSeason: 2005, toSeason: 2009 });
    expect(r?.beforeOverall.games).toBe(2930);
    expect(r?.beforeAllGames.games).toBe(report.allGames.model.games);
    // The chosen curve is the one with the lowest log loss where it was chosen: Platt 0.6045 below
    // isotonic 0.6052 (decision 129) and beta 0.6053 (decision 136) on 2005–2009.
    expect(r?.choice.logLoss.platt).toBeCloseTo(0.6045, 4);
    expect(r?.choice.logLoss.isotonic).toBeCloseTo(0.6052, 4);
    expect(r?.choice.logLoss.beta).toBeCloseTo(0.6053, 4);
    expect(r?.method).toBe('platt');
    // The curves not chosen are scored on the same games, out of sample, for the record (decision 129).
    expect(r?.alternatives?.map((a) => a.method)).toEqual(['isotonic', 'beta']);
    for (const a of r?.alternatives ?? []) expect(a.allGames.games).toBe(report.allGames.model.games);
  });

  it("reproduces 538's published accuracy 64.6% and Brier 0.2196", () => {
    expect(report.overall.elo538?.accuracy).toBeCloseTo(0.646, 3);
    expect(report.overall.elo538?.brier).toBeCloseTo(0.2196, 4);
  });

  it('measures the nflverse closing line: favourite wins 66.3%, Brier 0.2110, favourites cover 48.6%', () => {
    // The issue quotes 65.8% / 0.2133 / 48.3%. Those match spreadspoke's lines (a different, partly
    // opening-line source: 1,091 of these games differ) at σ ≈ 15; nflverse's closing lines are
    // sharper. See docs/decisions/010-game-model.md. Our measured values on the same games:
    expect(report.overall.market.accuracy).toBeCloseTo(0.6633, 4);
    expect(report.overall.market.brier).toBeCloseTo(0.211, 4);
    expect(report.overall.market.favouriteCovers).toEqual({
      wins: 1388,
      losses: 1470,
      pushes: 76,
      pct: 1388 / 2858,
    });
  });

  it('compares with the no-vig closing moneyline on the 2,929 games with both moneylines: level with it', () => {
    // One game of 2010–2020 (2017) has no moneyline in the schedule, so this baseline leaves it out,
    // and the model and the spread are scored again on exactly the 2,929 games it keeps.
    const ml = report.overall.moneyline;
    expect(ml?.missing).toBe(1);
    expect([ml?.market.games, ml?.model.games, ml?.spread.games]).toEqual([2929, 2929, 2929]);
    expect(ml?.market.brier).toBeCloseTo(0.210905, 6);
    // The model as the picks show it, recalibrated walk-forward (decision 107): 0.210824. The raw model
    // scored 0.21099 here (0.210993 before decision 085), above the moneyline; the curve, fitted on
    // earlier seasons only, moves it 0.00008 below: a difference of the order of one game's Brier
    // (0.25 / 2,929 = 0.000085), so level, not better.
    expect(ml?.model.brier).toBeCloseTo(0.210824, 6);
    expect(ml?.spread.brier).toBeCloseTo(0.211006, 6);
    expect(ml?.model.logLoss).toBeCloseTo(0.60914, 5);
    expect(ml?.market.logLoss).toBeCloseTo(0.60933, 5);
  });

  it("beats 538's Brier out of sample (constants fitted on 1999–2009 only)", () => {
    expect(FIT_WINDOW.toSeason).toBeLessThan(report.fromSeason);
    expect(report.overall.model.brier).toBeLessThan(0.2196);
    const ablation = Object.fromEntries(report.ablation.map((a) => [a.variant, a.overall]));
    expect(ablation['ratings-only']?.brier).toBeLessThan(0.2196);
    expect(ablation.full?.games).toBe(2930);
  });
});
