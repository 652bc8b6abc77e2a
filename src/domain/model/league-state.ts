// The rating state of one walk-forward run: what the model knows at a moment. It is created fresh for
// each run and changed only by applyResult, which the engine calls once a game's result is known
// (walk-forward.ts). Nothing here is shared between runs.

import { eloShift, regressToMean } from './elo.ts';
import type { GameResult, ModelGame } from './game.ts';
import type { ModelParams } from './params.ts';
import type { GameFacts } from './schedule-facts.ts';

export interface RecentGame {
  season: number;
  margin: number;
  ratingBefore: number;
  ratingAfter: number;
}

export interface TeamState {
  /** Points better than an average team on a neutral field. */
  rating: number;
  /** Points scored above the league mean per game (totals model). */
  offense: number;
  /** Points allowed above the league mean per game (positive = leaky defence). */
  defense: number;
  season: number;
  /** The last few known results, oldest first. */
  recent: RecentGame[];
}

export interface LeagueState {
  teams: Map<string, TeamState>;
  /** Current home-field advantage, points. */
  homeField: number;
  /** League points per team per game. */
  meanPoints: number;
}

const RECENT_KEPT = 4;

export function createLeagueState(params: ModelParams): LeagueState {
  return { teams: new Map(), homeField: params.homeField.start, meanPoints: params.totals.meanStart };
}

/** The team's state for `season`, regressing it toward the mean the first time a new season touches it. */
export function teamState(league: LeagueState, team: string, season: number, params: ModelParams): TeamState {
  let t = league.teams.get(team);
  if (!t) {
    // A franchise first seen (the 1999 teams, Houston in 2002) starts at the league mean.
    t = { rating: 0, offense: 0, defense: 0, season, recent: [] };
    league.teams.set(team, t);
  } else if (t.season < season) {
    t.rating = regressToMean(t.rating, params.elo.seasonRegression);
    t.offense = regressToMean(t.offense, params.totals.seasonRegression);
    t.defense = regressToMean(t.defense, params.totals.seasonRegression);
    t.season = season;
  }
  return t;
}

// At module level, not inside restTravelPoints: run through tsx (the CLIs and their worker), a helper
// declared inside a function is renamed by a `__name` call each time it is created, which was 0.4 s of
// a 1999–2025 backtest's CPU (decision 127).
const bye = (days: number | null) => (days !== null && days >= 13 ? 1 : 0);
const short = (days: number | null) => (days !== null && days <= 5 ? 1 : 0);
const miles = (m: number | null) => (m ?? 0) / 1000;

/** Rest and travel, in points for the home side (positive helps home). */
export function restTravelPoints(facts: GameFacts, params: ModelParams): number {
  const r = params.rest;
  return (
    r.byePoints * (bye(facts.home.restDays) - bye(facts.away.restDays)) -
    r.shortWeekPoints * (short(facts.home.restDays) - short(facts.away.restDays)) -
    r.travelPointsPer1000Miles * (miles(facts.home.travelMiles) - miles(facts.away.travelMiles))
  );
}

/** The rating model's expected home margin: rating gap, home field where it applies, rest and travel. */
export function ratingMargin(
  home: TeamState,
  away: TeamState,
  league: LeagueState,
  facts: GameFacts,
  params: ModelParams,
) {
  const homeField = facts.homeFieldApplies ? league.homeField : 0;
  const restTravel = restTravelPoints(facts, params);
  return { margin: home.rating - away.rating + homeField + restTravel, homeField, restTravel };
}

/** Learn from a final score. Called by the engine only once the result is known. */
export function applyResult(
  league: LeagueState,
  game: ModelGame,
  result: GameResult,
  facts: GameFacts,
  params: ModelParams,
): void {
  const home = teamState(league, game.homeTeam, game.season, params);
  const away = teamState(league, game.awayTeam, game.season, params);
  const { margin: expected, homeField } = ratingMargin(home, away, league, facts, params);
  const actual = result.homeScore - result.awayScore;
  const shift = eloShift(expected, actual, { ...params.elo, sigma: params.sigma });

  const homeBefore = home.rating;
  const awayBefore = away.rating;
  home.rating += shift;
  away.rating -= shift;
  remember(home, { season: game.season, margin: actual, ratingBefore: homeBefore, ratingAfter: home.rating });
  remember(away, {
    season: game.season,
    margin: -actual,
    ratingBefore: awayBefore,
    ratingAfter: away.rating,
  });

  if (facts.homeFieldApplies) league.homeField += params.homeField.rate * (actual - expected);

  // Totals: each side's points against its offence and the opponent's defence, home field split evenly.
  const mean = league.meanPoints;
  const homeErr = result.homeScore - (mean + home.offense + away.defense + homeField / 2);
  const awayErr = result.awayScore - (mean + away.offense + home.defense - homeField / 2);
  const k = params.totals.k;
  home.offense += k * homeErr;
  away.defense += k * homeErr;
  away.offense += k * awayErr;
  home.defense += k * awayErr;
  league.meanPoints += params.totals.meanRate * ((result.homeScore + result.awayScore) / 2 - mean);
}

function remember(team: TeamState, game: RecentGame): void {
  team.recent.push(game);
  if (team.recent.length > RECENT_KEPT) team.recent.shift();
}
