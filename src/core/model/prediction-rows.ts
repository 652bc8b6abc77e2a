// Between the model's GamePrediction, the stored row of the public record and the API's view.

import type { WeekGame } from '../../db/repositories/games.ts';
import type { GradeUpdate, PredictionInsert, StoredPrediction } from '../../db/repositories/predictions.ts';
import type { PredictionDetails } from '../../db/schema/model.ts';
import type { MaybeInputScore } from '../../domain/bioboost/text.ts';
import { gradePrediction } from '../../domain/model/grading.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import type { TeamBioBoost } from '../../domain/model/team-bioboost.ts';
import { handicapFromMargin } from '../../shared/api/lines.ts';
import type { NoPickReason, NoPickView, PickView, TeamBioBoostView } from '../../shared/api/predictions.ts';
import { TIME_SLOT_LABELS } from '../../shared/time-slots.ts';

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

function bioBoostView(b: TeamBioBoost): TeamBioBoostView {
  const input = (i: MaybeInputScore) => ({
    score: i.value === null ? null : round(i.value, 2),
    reason: i.reason,
  });
  return {
    score: round(b.score, 2),
    inputs: {
      sleep: input(b.inputs.sleep),
      tIndex: input(b.inputs.tIndex),
      cortisol: input(b.inputs.cortisol),
      hydration: input(b.inputs.hydration),
      recovery: input(b.inputs.recovery),
    },
  };
}

export function toPredictionInsert(p: GamePrediction): PredictionInsert {
  const details: PredictionDetails = {
    bioBoost: { home: bioBoostView(p.bioBoost.home), away: bioBoostView(p.bioBoost.away) },
    factors: p.factors,
  };
  return {
    gameId: p.gameId,
    modelVersion: p.modelVersion,
    predictedAt: new Date(p.predictedAtMs),
    homeWinProbability: p.homeWinProbability,
    winnerTeam: p.winnerTeam,
    confidence: p.confidence.tier,
    confidencePct: p.confidence.percent,
    predictedMargin: p.predictedMargin,
    predictedTotal: p.predictedTotal,
    spreadLine: p.spread?.line ?? null,
    spreadPickTeam: p.spread?.pickTeam ?? null,
    spreadEdge: p.spread ? Math.abs(p.spread.edge) : null,
    spreadPrice: p.spread?.price ?? null,
    totalLine: p.total?.line ?? null,
    totalPick: p.total?.pick ?? null,
    totalEdge: p.total ? Math.abs(p.total.edge) : null,
    totalPrice: p.total?.price ?? null,
    homeBioBoost: p.bioBoost.home.score,
    awayBioBoost: p.bioBoost.away.score,
    details,
    commentary: p.commentary,
  };
}

/** Grades a stored pick from the final score (stored spread lines are expected home margins). */
export function gradeStored(
  row: {
    gameId: string;
    homeTeam: string;
    winnerTeam: string;
    spreadLine: number | null;
    spreadPickTeam: string | null;
    totalLine: number | null;
    totalPick: string | null;
  },
  result: { homeScore: number; awayScore: number },
): GradeUpdate {
  const side = (team: string) => (team === row.homeTeam ? 'home' : 'away');
  const grade = gradePrediction(
    {
      winner: side(row.winnerTeam),
      spread:
        row.spreadLine !== null && row.spreadPickTeam
          ? { pick: side(row.spreadPickTeam), line: row.spreadLine }
          : null,
      total:
        row.totalLine !== null && (row.totalPick === 'OVER' || row.totalPick === 'UNDER')
          ? { pick: row.totalPick, line: row.totalLine }
          : null,
    },
    result,
  );
  return {
    gameId: row.gameId,
    ...result,
    straightUp: grade.straightUp,
    againstSpread: grade.spread,
    totalResult: grade.total,
  };
}

type GameContext = Pick<WeekGame, 'gameId' | 'season' | 'week' | 'kickoff' | 'timeSlot' | 'home' | 'away'> & {
  /** The final score if known at the clock. */
  result: { homeScore: number; awayScore: number } | null;
};

function teamSide(team: WeekGame['home'], bioBoost: TeamBioBoostView) {
  return { code: team.code, name: team.name, emoji: team.emoji, bioBoost };
}

function base(game: GameContext) {
  const slot = game.timeSlot;
  return {
    gameId: game.gameId,
    season: game.season,
    week: game.week,
    kickoff: game.kickoff.toISOString(),
    slot,
    slotLabel: TIME_SLOT_LABELS[slot] ?? slot,
    result: game.result,
  };
}

/** A pick computed on request: provisional before kickoff, or locked but not yet stored by the job. */
export function viewFromComputed(game: GameContext, p: GamePrediction): PickView {
  const grade = game.result && p.locked ? gradePrediction(p, game.result) : null;
  return {
    ...base(game),
    home: teamSide(game.home, bioBoostView(p.bioBoost.home)),
    away: teamSide(game.away, bioBoostView(p.bioBoost.away)),
    modelVersion: p.modelVersion,
    status: p.locked ? 'locked' : 'provisional',
    predictedAt: new Date(p.predictedAtMs).toISOString(),
    publishedBeforeKickoff: null,
    winner: p.winnerTeam,
    winProbability: Math.max(p.homeWinProbability, 1 - p.homeWinProbability),
    confidence: p.confidence,
    predictedMargin: p.predictedMargin,
    predictedTotal: p.predictedTotal,
    spread: p.spread
      ? {
          homeLine: handicapFromMargin(p.spread.line),
          pick: p.spread.pickTeam,
          edge: Math.abs(p.spread.edge),
          price: p.spread.price,
        }
      : null,
    total: p.total
      ? { line: p.total.line, pick: p.total.pick, edge: Math.abs(p.total.edge), price: p.total.price }
      : null,
    commentary: p.commentary,
    factors: p.factors,
    grade: grade ? { straightUp: grade.straightUp, againstSpread: grade.spread, total: grade.total } : null,
  };
}

/** A pick from the public record. Its grade shows only once the result is known at the clock. */
export function viewFromStored(game: GameContext, row: StoredPrediction): PickView {
  const details = row.details;
  // Until the job stores the grade (within minutes of the final), grade the stored pick here.
  const stored =
    row.straightUp !== null
      ? { straightUp: row.straightUp, againstSpread: row.againstSpread, totalResult: row.totalResult }
      : game.result
        ? gradeStored({ ...row, homeTeam: game.home.code }, game.result)
        : null;
  return {
    ...base(game),
    home: teamSide(game.home, details.bioBoost.home),
    away: teamSide(game.away, details.bioBoost.away),
    modelVersion: row.modelVersion,
    status: 'locked',
    predictedAt: row.predictedAt.toISOString(),
    publishedBeforeKickoff: row.writtenAt.getTime() < game.kickoff.getTime(),
    winner: row.winnerTeam,
    winProbability: Math.max(row.homeWinProbability, 1 - row.homeWinProbability),
    confidence: { tier: row.confidence, percent: Math.round(row.confidencePct) },
    predictedMargin: row.predictedMargin,
    predictedTotal: row.predictedTotal,
    spread:
      row.spreadLine !== null && row.spreadPickTeam
        ? {
            homeLine: handicapFromMargin(row.spreadLine),
            pick: row.spreadPickTeam,
            edge: row.spreadEdge ?? 0,
            price: row.spreadPrice,
          }
        : null,
    total:
      row.totalLine !== null && (row.totalPick === 'OVER' || row.totalPick === 'UNDER')
        ? { line: row.totalLine, pick: row.totalPick, edge: row.totalEdge ?? 0, price: row.totalPrice }
        : null,
    commentary: row.commentary,
    factors: details.factors,
    grade:
      game.result && stored
        ? { straightUp: stored.straightUp, againstSpread: stored.againstSpread, total: stored.totalResult }
        : null,
  };
}

/** "No pick published": on the record already, or decided by the same rule before the job records it. */
export function viewFromNoPick(
  game: GameContext,
  modelVersion: string,
  reasons: readonly NoPickReason[],
  recorded: boolean,
): NoPickView {
  const ref = (team: WeekGame['home']) => ({ code: team.code, name: team.name, emoji: team.emoji });
  return {
    ...base(game),
    home: ref(game.home),
    away: ref(game.away),
    modelVersion,
    status: 'no_pick',
    reasons: reasons.map((r) => ({ code: r.code, detail: r.detail })),
    recorded,
  };
}
