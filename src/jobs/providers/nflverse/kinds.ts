// Files are recognised by their header columns, not their names: vendored copies are named freely.
export const NFLVERSE_KINDS = [
  'games',
  'player_ids',
  'rosters',
  'player_week_stats',
  'player_season_stats',
  'team_week_stats',
  'team_season_stats',
  'snap_counts',
  'injuries',
] as const;
export type NflverseKind = (typeof NFLVERSE_KINDS)[number];

export function detectKind(header: readonly string[]): NflverseKind | undefined {
  const has = (...cols: string[]) => cols.every((c) => header.includes(c));
  const teamCol = has('team') || has('recent_team');
  if (has('game_id', 'gameday', 'gametime', 'home_team', 'away_team', 'spread_line')) return 'games';
  if (has('gsis_id', 'sleeper_id', 'espn_id', 'merge_name')) return 'player_ids';
  if (has('season', 'team', 'gsis_id', 'full_name', 'jersey_number', 'status')) return 'rosters';
  if (has('game_id', 'pfr_player_id', 'offense_snaps')) return 'snap_counts';
  if (has('season', 'week', 'team', 'gsis_id', 'report_status', 'practice_status')) return 'injuries';
  if (has('player_id', 'season', 'week', 'season_type') && teamCol) return 'player_week_stats';
  if (has('player_id', 'season', 'season_type', 'games') && teamCol) return 'player_season_stats';
  if (has('season', 'week', 'team', 'season_type', 'opponent_team') && !has('player_id'))
    return 'team_week_stats';
  if (has('season', 'team', 'season_type', 'games') && !has('player_id') && !has('week'))
    return 'team_season_stats';
  return undefined;
}
