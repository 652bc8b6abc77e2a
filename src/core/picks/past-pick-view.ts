// A settled pick of the public record as the archive shows it: the side we took, its grade and its
// closing-line value (decisions 037, 084).

import type { SettledPick } from '../../db/repositories/past-picks.ts';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import { pickOutcome } from '../../domain/picks/season-record.ts';
import { handicapFromMargin } from '../../shared/api/lines.ts';
import type { PastPick } from '../../shared/api/past-picks.ts';
import { settledGrades } from '../model/season-record.ts';
import { spreadClvView } from './clv-view.ts';

/** `snapshots`: the game's stored lines known at the clock (its CLV is read from them). */
export function pastPickView(row: SettledPick, snapshots: readonly LineSnapshot[]): PastPick {
  const p = row.prediction;
  const result = { homeScore: row.homeScore ?? 0, awayScore: row.awayScore ?? 0 };
  // The record's own grading (decision 083), so these cards add up to the season record shown elsewhere.
  const { season: _, prices: _prices, ...grade } = settledGrades(row);
  const spreadPick = p.spreadLine !== null && p.spreadPickTeam !== null ? p.spreadPickTeam : null;
  const pickedTeam = spreadPick ?? p.winnerTeam;
  const side = pickedTeam === row.home.code ? 'home' : 'away';
  const homeLine = p.spreadLine !== null ? handicapFromMargin(p.spreadLine) : null;
  const outcome = pickOutcome(grade);
  return {
    id: p.gameId,
    season: row.season,
    week: row.week,
    kickoff: row.kickoff.toISOString(),
    homeTeam: row.home,
    awayTeam: row.away,
    pick: spreadPick ? 'spread' : 'winner',
    pickedTeam,
    pickedSpread: spreadPick && homeLine !== null ? (side === 'home' ? homeLine : -homeLine) + 0 : null,
    pickedTotal:
      p.totalLine !== null && p.totalPick !== null ? { line: p.totalLine, pick: p.totalPick } : null,
    outcome,
    grades: grade,
    finalScore: { home: result.homeScore, away: result.awayScore },
    pickedBioBoost: Math.round((side === 'home' ? p.homeBioBoost : p.awayBioBoost) * 10) / 10,
    confidencePct: Math.round(p.confidencePct),
    commentary: p.commentary,
    ...spreadClvView(snapshots, {
      side: spreadPick ? side : null,
      pickedAt: p.predictedAt,
      kickoff: row.kickoff,
    }),
  };
}
