// One player's season week by week, as known at an instant: what we projected before each of his
// games (walk-forward, so each projection read only games finished before that kickoff), what he
// scored, and his BioBoost that week. A season without weekly player lines (2025 in the data pack)
// has only this week's projection from the board, and says so.
import type { Executor } from '../../db/repositories/executor.ts';
import { BAND_TABLES } from '../../domain/players/band-table.ts';
import type { PlayerBioBoost } from '../../domain/players/bioboost/player-bioboost.ts';
import { draftKingsPoints } from '../../domain/players/fantasy-scoring.ts';
import type { ProjectionTarget } from '../../domain/players/project-player.ts';
import { bandOf } from '../../domain/players/projection-band.ts';
import { playerWalkForwardInWorker } from '../model/model-task.ts';
import { loadPlayerData } from './player-data.ts';
import type { WeekBoard } from './week-board.ts';

export interface PlayerWeekRow {
  season: number;
  week: number;
  opponent: string;
  kickoffMs: number;
  projected: { median: number; low: number; high: number };
  /** DraftKings points scored, once the result is known at the instant. */
  actual: number | null;
  bioBoost: PlayerBioBoost | null;
}

export const WEEKS_NOTES = {
  'weekly-lines':
    'Each projection was made before that kickoff from earlier games only; actual points once the result was known.',
  'snaps-and-last-season':
    'No weekly player stats this season yet, so there are no earlier projections to grade: this week’s projection only.',
} as const;

export async function playerWeeks(
  db: Executor,
  board: WeekBoard,
  playerId: string,
): Promise<PlayerWeekRow[]> {
  const current = board.players.find((p) => p.projection.target.playerId === playerId);
  if (board.basis !== 'weekly-lines') {
    if (!current) return [];
    const t = current.projection.target;
    return [
      {
        season: t.season,
        week: t.week,
        opponent: t.opponent,
        kickoffMs: t.kickoffMs,
        projected: { median: current.median, low: current.low, high: current.high },
        actual: null,
        bioBoost: current.bioBoost,
      },
    ];
  }
  const data = await loadPlayerData(db, [board.season], new Date(board.asOf));
  const played = data.history.filter((g) => g.playerId === playerId && g.season === board.season);
  const targets: ProjectionTarget[] = played.map((g) => ({
    playerId: g.playerId,
    name: g.name,
    position: g.position,
    team: g.team,
    opponent: g.opponent,
    season: g.season,
    week: g.week,
    gameId: g.gameId,
    kickoffMs: g.kickoffMs,
  }));
  if (current && !played.some((g) => g.gameId === current.projection.target.gameId))
    targets.push(current.projection.target);
  const outlooks = await playerWalkForwardInWorker(data, targets);
  return outlooks.map((o) => {
    const t = o.projection.target;
    const game = played.find((g) => g.gameId === t.gameId);
    return {
      season: t.season,
      week: t.week,
      opponent: t.opponent,
      kickoffMs: t.kickoffMs,
      projected: bandOf(BAND_TABLES, o.projection),
      actual: game ? draftKingsPoints(game.line) : null,
      bioBoost: o.bioBoost ?? null,
    };
  });
}
