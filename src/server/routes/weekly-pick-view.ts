import { weekPredictions } from '../../core/model/week-predictions.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { listWeekGames, type WeekGame } from '../../db/repositories/games.ts';
import { easternWallTime } from '../../domain/time/eastern-time.ts';
import { handicapFromMargin } from '../../shared/api/lines.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function location(game: WeekGame | undefined): string | null {
  const s = game?.stadium;
  if (!s?.name) return null;
  return s.city ? `${s.name}, ${s.city}` : s.name;
}

/** A prediction (pick or no pick) in the weekly-pick shape of spec 01 §3. */
export function weeklyPickView(p: PredictionView, game: WeekGame | undefined): WeeklyPick {
  const kickoff = new Date(p.kickoff);
  const wall = easternWallTime(kickoff);
  const common = {
    gameId: p.gameId,
    id: p.gameId,
    date: wall.date,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
    kickoff: p.kickoff,
    week: p.week,
    timeSlot: p.slot,
    slotLabel: p.slotLabel,
    international: p.slot === 'international' || (game?.stadium?.country ?? 'US') !== 'US',
    location: location(game),
    result: p.result,
  };
  if (p.status === 'no_pick') {
    const side = (t: typeof p.home) => ({ code: t.code, team: t.name, emoji: t.emoji, bioBoost: null });
    return {
      ...common,
      away: side(p.away),
      home: side(p.home),
      status: 'no_pick',
      noPickReasons: p.reasons.map((r) => r.detail),
      withheld: false,
      predicted: null,
      winner: null,
      winnerConfidence: null,
      confidence: null,
      spread: null,
      spreadPick: null,
      spreadEdge: null,
      spreadPrice: null,
      modelSpread: null,
      total: null,
      totalPick: null,
      totalEdge: null,
      totalPrice: null,
      modelTotal: null,
      commentary: null,
      grade: null,
    };
  }
  const side = (t: typeof p.home) => ({
    code: t.code,
    team: t.name,
    emoji: t.emoji,
    bioBoost: Math.round(t.bioBoost.score),
  });
  return {
    ...common,
    away: side(p.away),
    home: side(p.home),
    status: p.status,
    noPickReasons: [],
    withheld: false,
    predicted: p.winner,
    winner: p.winner === p.home.code ? 'home' : 'away',
    winnerConfidence: Math.round(p.winProbability * 100),
    confidence: p.confidence.tier,
    spread: p.spread?.homeLine ?? null,
    spreadPick: p.spread?.pick ?? null,
    spreadEdge: p.spread ? Math.round(p.spread.edge * 10) / 10 : null,
    spreadPrice: p.spread?.price ?? null,
    modelSpread: Math.round(handicapFromMargin(p.predictedMargin) * 10) / 10,
    total: p.total?.line ?? null,
    totalPick: p.total?.pick ?? null,
    totalEdge: p.total ? Math.round(p.total.edge * 10) / 10 : null,
    totalPrice: p.total?.price ?? null,
    modelTotal: Math.round(p.predictedTotal * 10) / 10,
    commentary: p.commentary,
    grade: p.grade ? { straightUp: p.grade.straightUp, againstSpread: p.grade.againstSpread } : null,
  };
}

/** One week's cards in full (premium content included: callers decide who sees it). */
export async function weekPickViews(
  db: Executor,
  week: { season: number; week: number },
  now: Date,
  freezeLineMaxAgeMs: number,
): Promise<{ modelVersion: string; picks: WeeklyPick[] }> {
  const [predictions, games] = await Promise.all([
    weekPredictions(db, week.season, week.week, now, freezeLineMaxAgeMs),
    listWeekGames(db, week.season, week.week, now),
  ]);
  const byId = new Map(games.map((g) => [g.gameId, g]));
  return {
    modelVersion: predictions.modelVersion,
    picks: predictions.predictions.map((p) => weeklyPickView(p, byId.get(p.gameId))),
  };
}
