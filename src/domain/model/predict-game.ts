// One game's prediction from the state the model holds at the moment of predicting. Pure: the engine
// (walk-forward.ts) decides which results that state has seen.

import { teamLineupImpact } from '../bioboost/lineup-impact.ts';
import { commentaryFor } from './commentary.ts';
import { type Confidence, confidenceOf } from './confidence.ts';
import { isPlayoff, type ModelGame, type Side } from './game.ts';
import { type LeagueState, ratingMargin, type TeamState, teamState } from './league-state.ts';
import type { ModelParams } from './params.ts';
import type { GameFacts, SideFacts } from './schedule-facts.ts';
import { spreadToProbability } from './spread-probability.ts';
import { type TeamBioBoost, teamBioBoost } from './team-bioboost.ts';

export interface PredictionFactors {
  homeRating: number;
  awayRating: number;
  homeField: number;
  restTravel: number;
  /** Rating gap + home field + rest/travel. */
  ratingMargin: number;
  marketSpread: number | null;
  marketWeight: number;
  bioBoostPoints: number;
  modelTotal: number;
  marketTotal: number | null;
  /**
   * The probability before the walk-forward recalibration (live-recalibration.ts); equal to
   * homeWinProbability for a season that is not recalibrated (decision 100).
   */
  rawHomeWinProbability: number;
}

export interface GamePrediction {
  gameId: string;
  season: number;
  week: number;
  kickoffMs: number;
  homeTeam: string;
  awayTeam: string;
  modelVersion: string;
  /** The instant whose knowledge the prediction reflects: kickoff for a locked pick, else "as of". */
  predictedAtMs: number;
  /** True when made at kickoff: the pick is frozen and will be graded. */
  locked: boolean;
  homeWinProbability: number;
  winner: Side;
  winnerTeam: string;
  confidence: Confidence;
  /** Expected home margin, points. */
  predictedMargin: number;
  predictedTotal: number;
  /** Against the market spread: the side we expect to cover; edge = predicted − line, points. */
  /** `price`: American odds of the picked side at that line as quoted with it; null when not recorded. */
  spread: { line: number; pick: Side; pickTeam: string; edge: number; price: number | null } | null;
  total: { line: number; pick: 'OVER' | 'UNDER'; edge: number; price: number | null } | null;
  factors: PredictionFactors;
  bioBoost: { home: TeamBioBoost; away: TeamBioBoost };
  commentary: string;
}

export interface PredictOptions {
  explain: boolean;
  predictedAtMs: number;
  locked: boolean;
  /** Maps the model's probability to the one shown, winner, tier and commentary included (decision 100). */
  recalibrate?: (p: number) => number;
}

export function predictGame(
  league: LeagueState,
  game: ModelGame,
  facts: GameFacts,
  params: ModelParams,
  options: PredictOptions,
): GamePrediction {
  const home = teamState(league, game.homeTeam, game.season, params);
  const away = teamState(league, game.awayTeam, game.season, params);
  const rating = ratingMargin(home, away, league, facts, params);

  const spreadLine = game.market.spread;
  const w = spreadLine === null ? 0 : params.marketWeight;
  const blended = w * (spreadLine ?? 0) + (1 - w) * rating.margin;

  const bio = {
    home: teamBioBoost(signals(game, facts, facts.home, home, away, 'home'), options.explain),
    away: teamBioBoost(signals(game, facts, facts.away, away, home, 'away'), options.explain),
  };
  const bioBoostPoints = params.bioBoostPoints * (bio.home.score - bio.away.score);
  const predictedMargin = blended + bioBoostPoints;
  const rawHomeWinProbability = spreadToProbability(predictedMargin, params.sigma);
  const homeWinProbability = options.recalibrate
    ? options.recalibrate(rawHomeWinProbability)
    : rawHomeWinProbability;

  const modelTotal = 2 * league.meanPoints + home.offense + away.defense + away.offense + home.defense;
  const totalLine = game.market.total;
  const wt = totalLine === null ? 0 : params.totals.marketWeight;
  const predictedTotal = wt * (totalLine ?? 0) + (1 - wt) * modelTotal;

  // Ties go to home: an exact 50% needs a rule, and home teams win more often than not.
  const winner: Side = homeWinProbability >= 0.5 ? 'home' : 'away';
  const prediction: GamePrediction = {
    gameId: game.id,
    season: game.season,
    week: game.week,
    kickoffMs: game.kickoffMs,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    modelVersion: params.version,
    predictedAtMs: options.predictedAtMs,
    locked: options.locked,
    homeWinProbability,
    winner,
    winnerTeam: winner === 'home' ? game.homeTeam : game.awayTeam,
    confidence: confidenceOf(homeWinProbability),
    predictedMargin,
    predictedTotal,
    spread: spreadLine === null ? null : spreadPick(game, spreadLine, predictedMargin),
    total: totalLine === null ? null : totalPick(game, totalLine, predictedTotal),
    factors: {
      homeRating: home.rating,
      awayRating: away.rating,
      homeField: rating.homeField,
      restTravel: rating.restTravel,
      ratingMargin: rating.margin,
      marketSpread: spreadLine,
      marketWeight: w,
      bioBoostPoints,
      modelTotal,
      marketTotal: totalLine,
      rawHomeWinProbability,
    },
    bioBoost: bio,
    commentary: '',
  };
  if (options.explain) prediction.commentary = commentaryFor(prediction, game, facts);
  return prediction;
}

function spreadPick(game: ModelGame, line: number, predictedMargin: number): GamePrediction['spread'] {
  const edge = predictedMargin - line;
  // No edge at all: take the underdog, since favourites have covered slightly under half of the time.
  const pick: Side = edge > 0 ? 'home' : edge < 0 ? 'away' : line > 0 ? 'away' : 'home';
  const price = game.market.prices?.spread[pick] ?? null;
  return { line, pick, pickTeam: pick === 'home' ? game.homeTeam : game.awayTeam, edge, price };
}

function totalPick(game: ModelGame, line: number, predictedTotal: number): GamePrediction['total'] {
  const edge = predictedTotal - line;
  // No edge: UNDER, the side that has landed slightly more often in the long run.
  const pick = edge > 0 ? 'OVER' : 'UNDER';
  const price = game.market.prices?.total[pick === 'OVER' ? 'over' : 'under'] ?? null;
  return { line, pick, edge, price };
}

function signals(
  game: ModelGame,
  facts: GameFacts,
  side: SideFacts,
  own: TeamState,
  opp: TeamState,
  which: Side,
) {
  const recent = own.recent.filter((r) => r.season === game.season);
  const first = recent[0];
  const last = recent.at(-1);
  const injuries = game.injuries ? game.injuries[which] : null;
  return {
    sleep: side,
    form: {
      recentMargins: recent.map((r) => r.margin),
      ratingChange: first && last ? last.ratingAfter - first.ratingBefore : 0,
    },
    stress: {
      primeTime: facts.primeTime,
      slotLabel: facts.slotLabel,
      divisional: game.divisional,
      playoff: isPlayoff(game),
      isHome: which === 'home' && facts.homeFieldApplies,
      opponentEdge: opp.rating - own.rating,
      injuryImpact: injuries === null ? null : teamLineupImpact(injuries),
    },
    weather: { roof: game.roof, ...game.weather },
    injuries,
  };
}
