// Ingest of every nflverse data kind, one recorded run (and one transaction) per kind. Files are
// parsed and validated completely before anything is written.

import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import type { IngestContext } from '../ingest-context.ts';
import { csvHeader } from '../providers/csv.ts';
import { localFiles, type NflverseFile, remoteFiles } from '../providers/nflverse/files.ts';
import { parseGames } from '../providers/nflverse/games.ts';
import { parseInjuries } from '../providers/nflverse/injuries.ts';
import { detectKind, NFLVERSE_KINDS, type NflverseKind } from '../providers/nflverse/kinds.ts';
import { parsePlayerIds } from '../providers/nflverse/player-ids.ts';
import { parsePlayerSeasonStats, parsePlayerWeekStats } from '../providers/nflverse/player-stats.ts';
import { parseRosters } from '../providers/nflverse/rosters.ts';
import { parseSnapCounts } from '../providers/nflverse/snap-counts.ts';
import { parseTeamSeasonStats, parseTeamWeekStats } from '../providers/nflverse/team-stats.ts';
import { type RunSummary, recordRun, type SourceResult } from '../run-recorder.ts';
import { writeGames } from './nflverse-games.ts';
import { writePlayerIds, writeRosters } from './nflverse-players.ts';
import {
  writeInjuries,
  writePlayerSeasonStats,
  writePlayerWeekStats,
  writeSnapCounts,
  writeTeamSeasonStats,
  writeTeamWeekStats,
} from './nflverse-stats.ts';

export interface NflverseOptions {
  kinds?: readonly NflverseKind[];
  /** Only rows of this season (and, remotely, only its files). */
  season?: number;
  /** Overrides NFL_DATA_DIR. */
  dir?: string;
}

const bySeason = <T extends { season: number }>(rows: T[], season: number | undefined) =>
  season === undefined ? rows : rows.filter((r) => r.season === season);

/**
 * Reads each file (one at a time: a 2-core box and a polite client both prefer it) and checks it is
 * what it claims: a download that answers with an error page or another file's columns, or with no
 * rows at all, fails the run instead of passing as "nothing new".
 */
async function readAll(kind: NflverseKind, files: NflverseFile[]): Promise<string[]> {
  const texts: string[] = [];
  for (const f of files) {
    const text = await f.read();
    const found = detectKind(csvHeader(text.slice(0, 16_384)));
    if (found !== kind) throw new Error(`${f.origin}: not an nflverse ${kind} file (columns do not match)`);
    if (!/\n\s*\S/.test(text)) throw new Error(`${f.origin}: the file has a header but no rows`);
    texts.push(text);
  }
  return texts;
}

async function ingestKind(
  ctx: IngestContext,
  kind: NflverseKind,
  files: NflverseFile[],
  season?: number,
): Promise<SourceResult> {
  const texts = await readAll(kind, files);
  const all = <T>(parse: (t: string) => T[]) => texts.flatMap(parse);
  switch (kind) {
    case 'games':
      return writeGames(ctx, bySeason(all(parseGames), season));
    case 'player_ids': {
      const parsed = texts.map(parsePlayerIds);
      return writePlayerIds(
        ctx,
        parsed.flatMap((p) => p.rows),
        parsed.reduce((n, p) => n + p.skipped, 0),
        parsed.flatMap((p) => p.all),
      );
    }
    case 'rosters': {
      const parsed = texts.map(parseRosters);
      const rows = bySeason(
        parsed.flatMap((p) => p.rows),
        season,
      );
      return writeRosters(
        ctx,
        rows,
        parsed.reduce((n, p) => n + p.skipped, 0),
      );
    }
    case 'player_week_stats':
      return writePlayerWeekStats(ctx, bySeason(all(parsePlayerWeekStats), season));
    case 'player_season_stats':
      return writePlayerSeasonStats(ctx, bySeason(all(parsePlayerSeasonStats), season));
    case 'team_week_stats':
      return writeTeamWeekStats(ctx, bySeason(all(parseTeamWeekStats), season));
    case 'team_season_stats':
      return writeTeamSeasonStats(ctx, bySeason(all(parseTeamSeasonStats), season));
    case 'snap_counts':
      return writeSnapCounts(ctx, bySeason(all(parseSnapCounts), season));
    case 'injuries':
      return writeInjuries(ctx, bySeason(all(parseInjuries), season));
  }
}

export async function ingestNflverse(
  ctx: IngestContext,
  options: NflverseOptions = {},
): Promise<RunSummary[]> {
  const kinds = NFLVERSE_KINDS.filter((k) => !options.kinds || options.kinds.includes(k));
  const dir = options.dir ?? ctx.config.nflDataDir;
  const local = dir ? await localFiles(dir) : undefined;
  const summaries: RunSummary[] = [];
  for (const kind of kinds) {
    const source = `nflverse:${kind}`;
    let files: NflverseFile[];
    if (local) {
      files = local.filter((f) => f.kind === kind);
    } else {
      // The schedule decides which season is current, so it is read first (kinds are in that order).
      const season = options.season ?? currentWeek(await seasonWindows(ctx.db.orm), ctx.clock.now()).season;
      files = remoteFiles(ctx.config, ctx.http, [kind], [season]);
    }
    if (files.length === 0) {
      summaries.push({
        source,
        status: 'skipped',
        counts: { inserted: 0, updated: 0, unchanged: 0 },
        durationMs: 0,
        error: `no ${kind} file in ${dir}`,
      });
      continue;
    }
    const summary = await recordRun(ctx, source, async () => {
      const result = await ingestKind(ctx, kind, files, options.season);
      return { ...result, details: { ...result.details, files: files.map((f) => f.origin) } };
    });
    summaries.push(summary);
  }
  return summaries;
}
