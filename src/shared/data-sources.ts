// The data sources the app ingests, with how old their data may get before the site calls it stale.
// Shared so the status page can list sources that have never run.
export interface DataSourceInfo {
  id: string;
  label: string;
  /** Older than this since the last success (or failing since) and the source is stale. */
  maxAgeSeconds: number | null;
  /**
   * Computed by our own jobs from the other sources, not loaded from outside: such a job succeeds on an
   * empty database too, so it never shows that the app has data (a first run, issue 21).
   */
  derived?: true;
  /**
   * Its runs write what the model reads for a week's picks (loadModelGames: the schedule with its
   * results, lines and weather, the injury reports, the snap counts). Only these runs change the key the
   * precomputed weeks are stored under (week-pick-cache.ts, decision 146); a run of any other source
   * leaves them valid. A run recorded under an id not listed here counts as an input.
   */
  modelInput: boolean;
}

const HOUR = 3600;

export const DATA_SOURCES: readonly DataSourceInfo[] = [
  {
    id: 'nflverse:games',
    label: 'Schedule, results and closing lines (nflverse)',
    maxAgeSeconds: 36 * HOUR,
    modelInput: true,
  },
  {
    id: 'nflverse:player_ids',
    label: 'Player id crosswalk (DynastyProcess)',
    maxAgeSeconds: 8 * 24 * HOUR,
    modelInput: false,
  },
  { id: 'nflverse:rosters', label: 'Rosters (nflverse)', maxAgeSeconds: 36 * HOUR, modelInput: false },
  {
    id: 'nflverse:player_week_stats',
    label: 'Weekly player stats (nflverse)',
    maxAgeSeconds: 36 * HOUR,
    modelInput: false,
  },
  {
    id: 'nflverse:player_season_stats',
    label: 'Season player stats (nflverse)',
    maxAgeSeconds: 36 * HOUR,
    modelInput: false,
  },
  {
    id: 'nflverse:team_week_stats',
    label: 'Weekly team stats (nflverse)',
    maxAgeSeconds: 36 * HOUR,
    modelInput: false,
  },
  {
    id: 'nflverse:team_season_stats',
    label: 'Season team stats (nflverse)',
    maxAgeSeconds: 36 * HOUR,
    modelInput: false,
  },
  {
    id: 'nflverse:snap_counts',
    label: 'Snap counts (nflverse / PFR)',
    maxAgeSeconds: 36 * HOUR,
    modelInput: true,
  },
  { id: 'nflverse:injuries', label: 'Injury reports (nflverse)', maxAgeSeconds: 36 * HOUR, modelInput: true },
  { id: 'odds-api', label: 'Betting lines (The Odds API)', maxAgeSeconds: 2 * HOUR, modelInput: true },
  // Saved answers (npm run ingest -- odds-api --file F, ODDS_API_CAPTURES_DIR): files do not go stale.
  {
    id: 'odds-api:file',
    label: 'Saved betting-line captures (The Odds API files)',
    maxAgeSeconds: null,
    modelInput: true,
  },
  { id: 'espn', label: 'Live scores and fallback lines (ESPN)', maxAgeSeconds: 24 * HOUR, modelInput: true },
  {
    id: 'open-meteo',
    label: 'Kickoff weather forecasts (Open-Meteo)',
    maxAgeSeconds: 6 * HOUR,
    modelInput: true,
  },
  { id: 'sleeper', label: 'Player injury status (Sleeper)', maxAgeSeconds: 3 * HOUR, modelInput: true },
  {
    id: 'dfs-salaries',
    label: 'DFS salaries (DraftKings / FanDuel exports)',
    maxAgeSeconds: null,
    modelInput: false,
  },
  {
    id: 'fivethirtyeight:elo',
    label: 'FiveThirtyEight Elo archive (for the model comparison)',
    maxAgeSeconds: null,
    modelInput: false,
  },
  // The SBR archive's opening lines (decision 089), read from the data folder.
  { id: 'sbr', label: 'Opening lines archive (SportsBookReview)', maxAgeSeconds: null, modelInput: true },
  {
    id: 'model',
    label: 'Picks, grades and the model record (our model)',
    maxAgeSeconds: 1 * HOUR,
    derived: true,
    modelInput: false,
  },
  {
    id: 'alerts',
    label: 'Juice Watch alerts and their grades (our rules)',
    maxAgeSeconds: 1 * HOUR,
    derived: true,
    modelInput: false,
  },
  // Jobs that recorded their runs under their ids, which /status showed as labels ("weekly-digest").
  {
    id: 'props',
    label: 'Player prop picks (our model)',
    maxAgeSeconds: null,
    derived: true,
    modelInput: false,
  },
  {
    id: 'weekly-recaps',
    label: 'Weekly recap posts for the blog (our job)',
    maxAgeSeconds: null,
    derived: true,
    modelInput: false,
  },
  {
    id: 'weekly-digest',
    label: 'Weekly digest mail and push (our job)',
    maxAgeSeconds: null,
    derived: true,
    modelInput: false,
  },
];

/** The sources our own jobs compute from the others. */
export const DERIVED_SOURCE_IDS: ReadonlySet<string> = new Set(
  DATA_SOURCES.filter((s) => s.derived).map((s) => s.id),
);

/** The live APIs: called only by a live run with internet (not offline, not a replay). */
export const LIVE_SOURCE_IDS = ['odds-api', 'espn', 'open-meteo', 'sleeper'] as const;

export interface SourceSwitches {
  /** NFL_DATA_DIR is set: files only. */
  offline: boolean;
  /** NOW / --as-of: the app runs as of a past instant. */
  replay: boolean;
  oddsApiKey: boolean;
}

/**
 * Sources this configuration never runs, each with the reason shown on /status: "off" is not "never
 * loaded" and not "failing".
 */
export function sourcesOffByConfiguration(switches: SourceSwitches): Map<string, string> {
  const off = new Map<string, string>();
  const why = switches.replay
    ? 'Off in replay mode: a live API describes the present, not the replayed instant.'
    : switches.offline
      ? 'Off in offline mode (NFL_DATA_DIR): the app reads files and calls no live API.'
      : undefined;
  if (why) for (const id of LIVE_SOURCE_IDS) off.set(id, why);
  if (!off.has('odds-api') && !switches.oddsApiKey)
    off.set('odds-api', 'Off: ODDS_API_KEY is not set, so lines come from ESPN.');
  return off;
}

/** A weather row's source by name, for a line of text ("Forecast · Open-Meteo"); unknown ids show as sent. */
const WEATHER_SOURCE_NAMES: Readonly<Record<string, string>> = {
  'open-meteo': 'Open-Meteo',
  // Observed weather comes with the nflverse schedule (src/jobs/ingest/nflverse-game-records.ts).
  nflverse: 'nflverse schedule',
};
export const weatherSourceName = (id: string): string => WEATHER_SOURCE_NAMES[id] ?? id;
