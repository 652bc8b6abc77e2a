// The recalibration the picks show (decision 100): the walk-forward engine hands each decided result
// to `learn` when it becomes known, with the raw probability it had given the game, and asks
// `curveFor(season)` before predicting a game of that season. The curve is the report's (decision
// 091, backtest-recalibration.ts): the method chosen by log loss on the CHOICE_SEASONS before the first
// recalibrated season, fitted on RECALIBRATION_FIT_FROM to the season before, so /model's "after" is
// what Weekly Picks and the game page show.
import { CHOICE_SEASONS, RECALIBRATION_FIT_FROM } from './backtest-recalibration.ts';
import { FIT_WINDOW } from './params.ts';
import {
  type Curve,
  chooseMethod,
  type RecalibrationMethod,
  type SeasonScored,
  seasonCurve,
} from './recalibration.ts';

/**
 * The first season whose probabilities are recalibrated: the first after the seasons the model's
 * constants were fitted on (params.ts, 1999–2009). Before it the raw probability is in-sample for σ,
 * and the public record starts there.
 */
export const RECALIBRATED_FROM_SEASON = FIT_WINDOW.toSeason + 1;

/** The window the method is chosen on: the five seasons before the first recalibrated one (2005–2009). */
export const LIVE_CHOICE_WINDOW = {
  fromSeason: RECALIBRATED_FROM_SEASON - CHOICE_SEASONS,
  toSeason: RECALIBRATED_FROM_SEASON - 1,
};

export class LiveRecalibration {
  readonly #items: SeasonScored[] = [];
  readonly #curves = new Map<number, Curve>();
  #method: RecalibrationMethod | undefined;

  /** A decided game's result, once known, with the raw probability the model gave it. */
  learn(season: number, rawHomeWinProbability: number, homeWon: boolean): void {
    this.#items.push({ season, p: rawHomeWinProbability, homeWon });
  }

  /** The method, chosen once from the choice window's results (none before they are all in). */
  get method(): RecalibrationMethod | undefined {
    return this.#method;
  }

  /**
   * The curve for a season's picks, from the results learned so far of the seasons before it; none
   * before RECALIBRATED_FROM_SEASON. Fixed at the season's first pick: by then every earlier season
   * has finished, so later results (of this season) never enter it.
   */
  curveFor(season: number): Curve | undefined {
    if (season < RECALIBRATED_FROM_SEASON) return undefined;
    const cached = this.#curves.get(season);
    if (cached) return cached;
    this.#method ??= chooseMethod(
      this.#items.filter((i) => i.season < RECALIBRATED_FROM_SEASON),
      RECALIBRATION_FIT_FROM,
      LIVE_CHOICE_WINDOW,
    ).method;
    const curve = seasonCurve(this.#items, this.#method, RECALIBRATION_FIT_FROM, season);
    this.#curves.set(season, curve);
    return curve;
  }
}
