// The sources the CLI and the scheduler know, by name.

import { ingestNflverse } from './ingest/nflverse.ts';
import type { IngestContext } from './ingest-context.ts';
import type { NflverseKind } from './providers/nflverse/kinds.ts';
import type { RunSummary } from './run-recorder.ts';

export interface SourceOptions {
  season?: number;
  week?: number;
  file?: string;
  slate?: string;
}

const NFLVERSE_SOURCES: Record<string, NflverseKind[]> = {
  games: ['games'],
  'player-ids': ['player_ids'],
  rosters: ['rosters'],
  players: ['player_ids', 'rosters'],
  'player-stats': ['player_week_stats', 'player_season_stats'],
  'team-stats': ['team_week_stats', 'team_season_stats'],
  'snap-counts': ['snap_counts'],
  injuries: ['injuries'],
};

export const SOURCE_NAMES = ['all', 'nflverse', ...Object.keys(NFLVERSE_SOURCES)] as const;

export async function runSource(
  ctx: IngestContext,
  name: string,
  options: SourceOptions,
): Promise<RunSummary[]> {
  if (name === 'nflverse' || name === 'all') return ingestNflverse(ctx, { season: options.season });
  const kinds = NFLVERSE_SOURCES[name];
  if (kinds) return ingestNflverse(ctx, { kinds, season: options.season });
  throw new Error(`unknown source ${name}`);
}
