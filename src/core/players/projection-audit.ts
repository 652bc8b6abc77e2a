// The projection audit (npm run audit:projections, decision 081): every player-week the app projects
// (2023 and 2024 from weekly lines, 2025 under the fallback basis), as the week's board shows it at
// an instant just after the week's first Sunday kickoff, checked against the real distribution of
// weekly DraftKings points in the pack and against itself. What it checks is pure
// (src/domain/players/projection-checks.ts); this file loads the boards.
import type { Executor } from '../../db/repositories/executor.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import { BAND_TABLES } from '../../domain/players/band-table.ts';
import { draftKingsPoints } from '../../domain/players/fantasy-scoring.ts';
import {
  type AuditFinding,
  type AuditRow,
  auditBoard,
  type PositionBounds,
  positionBounds,
} from '../../domain/players/projection-checks.ts';
import { easternWallTime } from '../../domain/time/eastern-time.ts';
import { loadPlayerData } from './player-data.ts';
import { featuredPicks, homeCards } from './player-ranking.ts';
import { type Basis, computeWeekBoard, loadWeekBoardInputs } from './week-board.ts';

export const AUDIT_SEASONS: readonly { season: number; basis: Basis }[] = [
  { season: 2023, basis: 'weekly-lines' },
  { season: 2024, basis: 'weekly-lines' },
  { season: 2025, basis: 'snaps-and-last-season' },
];

export interface ProjectionAudit {
  bounds: Record<string, PositionBounds>;
  weeks: { season: number; week: number; basis: Basis; atMs: number; players: number }[];
  findings: AuditFinding[];
  /** Every player-week checked, for the outlier lists. */
  rows: AuditRow[];
}

/**
 * The instant a week is audited at: a minute after its first Sunday kickoff (Thursday's game and
 * the early Sunday games have kicked off, so the lists must have left them out).
 */
export function auditInstant(kickoffs: readonly number[]): number {
  const sunday = kickoffs.filter((k) => easternWallTime(new Date(k)).weekday === 0).sort((a, b) => a - b);
  const first = sunday[0] ?? Math.min(...kickoffs);
  return first + 60_000;
}

export async function auditProjections(
  db: Executor,
  asOf: Date,
  only?: readonly { season: number; week: number }[],
  progress: (line: string) => void = () => {},
): Promise<ProjectionAudit> {
  const real = await loadPlayerData(db, [2023, 2024, 2025], asOf);
  const bounds = positionBounds(
    real.history
      .filter((g) => g.week <= 18)
      .map((g) => ({ position: g.position, points: draftKingsPoints(g.line) })),
  );
  const games = (await loadModelGames(db, asOf, { toSeason: 2025 })).filter((g) => g.week <= 18);
  const out: ProjectionAudit = { bounds, weeks: [], findings: [], rows: [] };
  for (const { season, basis } of AUDIT_SEASONS) {
    for (let week = 1; week <= 18; week++) {
      if (only && !only.some((w) => w.season === season && w.week === week)) continue;
      const kickoffs = games.filter((g) => g.season === season && g.week === week).map((g) => g.kickoffMs);
      if (kickoffs.length === 0) continue;
      const atMs = auditInstant(kickoffs);
      const board = computeWeekBoard(await loadWeekBoardInputs(db, season, week, new Date(atMs), basis));
      const audit = auditBoard(board, atMs, bounds, BAND_TABLES, {
        featured: featuredPicks(board.players, atMs),
        homeCards: homeCards(board.players, atMs),
      });
      out.weeks.push({ season, week, basis, atMs, players: board.players.length });
      out.findings.push(...audit.findings);
      out.rows.push(...audit.rows);
      progress(
        `${season} week ${week}: ${board.players.length} players, ${audit.findings.length} violations`,
      );
    }
  }
  return out;
}
