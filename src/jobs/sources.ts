// The sources the CLI and the scheduler know, by name.

import { sourcesOffByConfiguration } from '../shared/data-sources.ts';
import { withJobLock } from './advisory-lock.ts';
import { DFS_SOURCE, ingestDfsFolder } from './ingest/dfs-folder.ts';
import { ingestDfsSalaries } from './ingest/dfs-salaries.ts';
import { ingestElo538 } from './ingest/elo538.ts';
import { ingestEspn } from './ingest/espn.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import { ingestOddsApi } from './ingest/odds-api.ts';
import { ingestOddsApiCaptures, ingestOddsApiFile, ODDS_API_FILE_SOURCE } from './ingest/odds-api-file.ts';
import { ingestSbr } from './ingest/sbr.ts';
import { ingestSleeper } from './ingest/sleeper.ts';
import { ingestWeather } from './ingest/weather.ts';
import type { IngestContext } from './ingest-context.ts';
import type { NflverseKind } from './providers/nflverse/kinds.ts';
import { type RunSummary, recordRun, type SourceResult } from './run-recorder.ts';
import { scoreAlerts } from './score-alerts.ts';
import { scoreModel } from './score-model.ts';
import { scoreProps } from './score-props.ts';

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

const LIVE_SOURCES: Record<string, (ctx: IngestContext) => Promise<SourceResult>> = {
  'odds-api': (ctx) => ingestOddsApi(ctx),
  espn: ingestEspn,
  'open-meteo': ingestWeather,
  sleeper: ingestSleeper,
};

export const SOURCE_NAMES = [
  'all',
  'nflverse',
  ...Object.keys(NFLVERSE_SOURCES),
  ...Object.keys(LIVE_SOURCES),
  'odds-api-captures',
  'elo538',
  'sbr',
  'model',
  'props',
  'alerts',
  'dfs-salaries',
] as const;

const skipped = (source: string, why: string): RunSummary => ({
  source,
  status: 'skipped',
  counts: { inserted: 0, updated: 0, unchanged: 0 },
  durationMs: 0,
  error: why,
});

/** Runs one live source, unless offline/replay mode or a missing key says it must not. */
export async function runLiveSource(ctx: IngestContext, name: string): Promise<RunSummary> {
  const run = LIVE_SOURCES[name];
  if (!run) throw new Error(`unknown live source ${name}`);
  // The same rule and words as /status shows for a source that is off.
  const off = sourcesOffByConfiguration({
    offline: ctx.config.nflDataDir !== undefined,
    replay: ctx.clock.replayAt !== undefined,
    oddsApiKey: ctx.config.oddsApiKey !== undefined,
  }).get(name);
  if (off) return skipped(name, off);
  return recordRun(ctx, name, () => run(ctx));
}

/**
 * Loads the saved The Odds API answers of ODDS_API_CAPTURES_DIR (offline and replay modes have no live
 * odds; this is how they get multi-book lines). Skipped when the folder is not configured.
 */
export async function runOddsCaptures(ctx: IngestContext): Promise<RunSummary> {
  const dir = ctx.config.oddsApiCapturesDir;
  if (!dir) return skipped(ODDS_API_FILE_SOURCE, 'ODDS_API_CAPTURES_DIR is not set');
  return recordRun(ctx, ODDS_API_FILE_SOURCE, () => ingestOddsApiCaptures(ctx, dir));
}

/** The model under the model job's lock, as the scheduler runs it: one model run at a time anywhere. */
async function scoreModelOnce(ctx: IngestContext): Promise<RunSummary> {
  const summary = await withJobLock(ctx.db, 'model', () => scoreModel(ctx));
  return summary ?? skipped('model', 'the model job is running in another process; it scores the new data');
}

export async function runSource(
  ctx: IngestContext,
  name: string,
  options: SourceOptions,
): Promise<RunSummary[]> {
  if (name === 'all') {
    const out = await ingestNflverse(ctx, { season: options.season });
    // Salary exports in the data folder, once the schedule and players they are matched to are in.
    out.push(...(await ingestDfsFolder(ctx)));
    out.push(await ingestElo538(ctx));
    // SBR's opening lines (2007–2021), matched to the schedule just loaded.
    out.push(await ingestSbr(ctx));
    for (const live of Object.keys(LIVE_SOURCES)) out.push(await runLiveSource(ctx, live));
    if (ctx.config.oddsApiCapturesDir) out.push(await runOddsCaptures(ctx));
    // Picks, the public record and alerts follow from the data just loaded.
    out.push(await scoreModelOnce(ctx));
    out.push(await scoreProps(ctx));
    out.push(await scoreAlerts(ctx, { season: options.season }));
    return out;
  }
  if (name === 'odds-api' && options.file) {
    const file = options.file;
    return [await recordRun(ctx, ODDS_API_FILE_SOURCE, () => ingestOddsApiFile(ctx, file))];
  }
  if (name === 'odds-api-captures') return [await runOddsCaptures(ctx)];
  if (name === 'alerts') return [await scoreAlerts(ctx, { season: options.season })];
  if (name === 'elo538') return [await ingestElo538(ctx)];
  if (name === 'sbr') return [await ingestSbr(ctx)];
  if (name === 'model') return [await scoreModelOnce(ctx)];
  if (name === 'props') return [await scoreProps(ctx)];
  if (name === 'nflverse') return ingestNflverse(ctx, { season: options.season });
  const kinds = NFLVERSE_SOURCES[name];
  if (kinds) return ingestNflverse(ctx, { kinds, season: options.season });
  if (LIVE_SOURCES[name]) return [await runLiveSource(ctx, name)];
  if (name === 'dfs-salaries') {
    const { file, slate } = options;
    // Without a FILE: every export in the data folder (NFL_DATA_DIR or --dir).
    if (!file) return ingestDfsFolder(ctx);
    return [
      await recordRun(ctx, DFS_SOURCE, () =>
        ingestDfsSalaries(ctx, { file, slate, season: options.season, week: options.week }),
      ),
    ];
  }
  throw new Error(`unknown source ${name}`);
}
