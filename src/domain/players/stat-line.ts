// A player's box-score line in one game, in the units fantasy scoring reads. nflverse names its
// columns differently between release formats (`interceptions` in the old weekly file,
// `passing_interceptions` in the new one); `statLineFromNflverse` reads both.

export interface StatLine {
  passAttempts: number;
  completions: number;
  passYards: number;
  passTds: number;
  interceptions: number;
  carries: number;
  rushYards: number;
  rushTds: number;
  targets: number;
  receptions: number;
  recYards: number;
  recTds: number;
  /** Fumbles lost on sacks, runs and catches. */
  fumblesLost: number;
  /** Two-point conversions passed, run or caught. */
  twoPointConversions: number;
  /** Kick, punt and field-goal return touchdowns, and offensive fumble-recovery touchdowns. */
  returnTds: number;
}

export const STAT_KEYS = [
  'passAttempts',
  'completions',
  'passYards',
  'passTds',
  'interceptions',
  'carries',
  'rushYards',
  'rushTds',
  'targets',
  'receptions',
  'recYards',
  'recTds',
  'fumblesLost',
  'twoPointConversions',
  'returnTds',
] as const satisfies readonly (keyof StatLine)[];

export function emptyLine(): StatLine {
  return {
    passAttempts: 0,
    completions: 0,
    passYards: 0,
    passTds: 0,
    interceptions: 0,
    carries: 0,
    rushYards: 0,
    rushTds: 0,
    targets: 0,
    receptions: 0,
    recYards: 0,
    recTds: 0,
    fumblesLost: 0,
    twoPointConversions: 0,
    returnTds: 0,
  };
}

/** Reads an nflverse stats map (old `player_stats` or new `stats_player_week` columns). */
export function statLineFromNflverse(stats: Readonly<Record<string, number>>): StatLine {
  const v = (...names: string[]) => {
    for (const n of names) {
      const x = stats[n];
      if (x !== undefined && Number.isFinite(x)) return x;
    }
    return 0;
  };
  return {
    passAttempts: v('attempts'),
    completions: v('completions'),
    passYards: v('passing_yards'),
    passTds: v('passing_tds'),
    interceptions: v('interceptions', 'passing_interceptions'),
    carries: v('carries'),
    rushYards: v('rushing_yards'),
    rushTds: v('rushing_tds'),
    targets: v('targets'),
    receptions: v('receptions'),
    recYards: v('receiving_yards'),
    recTds: v('receiving_tds'),
    fumblesLost: v('sack_fumbles_lost') + v('rushing_fumbles_lost') + v('receiving_fumbles_lost'),
    twoPointConversions:
      v('passing_2pt_conversions') + v('rushing_2pt_conversions') + v('receiving_2pt_conversions'),
    returnTds: v('special_teams_tds') + v('fumble_recovery_tds'),
  };
}
