// Ingest of every nflverse data kind, one recorded run (and one transaction) per kind. Files are
// streamed: rows are parsed, validated and written in batches inside the kind's transaction, so the
// memory used does not grow with a file's size; any invalid row (or a file cut short, or a file of
// other columns) rolls the whole kind back, so nothing of a bad download is ever written.

import { addCounts, noWrites } from '../../db/repositories/bulk-upsert.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import type { IngestContext } from '../ingest-context.ts';
import type { RowParser } from '../providers/csv.ts';
import { streamCsv } from '../providers/csv-stream.ts';
import { emptyCsvFiles, localFiles, type NflverseFile, remoteFiles } from '../providers/nflverse/files.ts';
import { gamesParser } from '../providers/nflverse/games.ts';
import { injuriesParser } from '../providers/nflverse/injuries.ts';
import { detectKind, NFLVERSE_KINDS, type NflverseKind } from '../providers/nflverse/kinds.ts';
import { playerIdsParser } from '../providers/nflverse/player-ids.ts';
import { playerSeasonStatsParser, playerWeekStatsParser } from '../providers/nflverse/player-stats.ts';
import { rostersParser } from '../providers/nflverse/rosters.ts';
import { snapCountsParser } from '../providers/nflverse/snap-counts.ts';
import { teamSeasonStatsParser, teamWeekStatsParser } from '../providers/nflverse/team-stats.ts';
import { type RunSummary, recordRun, type SourceResult } from '../run-recorder.ts';
import { gamesWriter } from './nflverse-games.ts';
import { playerIdsWriter, rostersWriter } from './nflverse-players.ts';
import {
  injuriesWriter,
  playerSeasonStatsWriter,
  playerWeekStatsWriter,
  snapCountsWriter,
  teamSeasonStatsWriter,
  teamWeekStatsWriter,
} from './nflverse-stats.ts';
import type { KindWriter } from './nflverse-writer.ts';

/** The source under which empty files in the data folder are refused. */
export const NFLVERSE_FILES_SOURCE = 'nflverse:files';

export interface NflverseOptions {
  kinds?: readonly NflverseKind[];
  /** Only rows of this season (and, remotely, only its files). */
  season?: number;
  /** Overrides NFL_DATA_DIR. */
  dir?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: each kind pairs its own parser and writer row type.
type Pipeline = { parser: RowParser<any, any>; writer: KindWriter<any> };

function pipeline(kind: NflverseKind, ctx: IngestContext): Pipeline {
  switch (kind) {
    case 'games':
      return { parser: gamesParser, writer: gamesWriter(ctx) };
    case 'player_ids':
      return { parser: playerIdsParser, writer: playerIdsWriter() };
    case 'rosters':
      return { parser: rostersParser, writer: rostersWriter() };
    case 'player_week_stats':
      return { parser: playerWeekStatsParser, writer: playerWeekStatsWriter() };
    case 'player_season_stats':
      return { parser: playerSeasonStatsParser, writer: playerSeasonStatsWriter() };
    case 'team_week_stats':
      return { parser: teamWeekStatsParser, writer: teamWeekStatsWriter() };
    case 'team_season_stats':
      return { parser: teamSeasonStatsParser, writer: teamSeasonStatsWriter() };
    case 'snap_counts':
      return { parser: snapCountsParser, writer: snapCountsWriter() };
    case 'injuries':
      return { parser: injuriesParser, writer: injuriesWriter() };
  }
}

/**
 * Streams each file (one at a time: a 2-core box and a polite client both prefer it) and checks it
 * is what it claims: a download that answers with an error page or another file's columns, or with
 * no rows at all, fails the run instead of passing as "nothing new".
 */
async function ingestKind(
  ctx: IngestContext,
  kind: NflverseKind,
  files: NflverseFile[],
  season?: number,
): Promise<SourceResult> {
  const { parser, writer } = pipeline(kind, ctx);
  return ctx.db.orm.transaction(async (tx) => {
    let counts = (await writer.begin?.(tx)) ?? noWrites();
    let skipped = 0;
    for (const file of files) {
      let rows = 0;
      ctx.progress?.start(`nflverse:${kind}`, 0);
      const result = await streamCsv(
        file.chunks(),
        parser,
        async (batch: { season?: number }[]) => {
          // Rows without a season (the id crosswalk) are not a season's: kept whatever the season asked.
          const wanted =
            season === undefined ? batch : batch.filter((r) => r.season === undefined || r.season === season);
          if (wanted.length > 0) counts = addCounts(counts, await writer.write(tx, wanted));
          rows += batch.length;
          ctx.progress?.update(rows);
        },
        {
          origin: file.origin,
          header: (columns) => {
            if (columns.every((c) => c === '')) throw new Error(`${file.origin}: the file is empty`);
            if (detectKind(columns) !== kind)
              throw new Error(`${file.origin}: not an nflverse ${kind} file (columns do not match)`);
          },
        },
      );
      if (result.rows + result.skipped === 0)
        throw new Error(`${file.origin}: the file has a header but no rows`);
      skipped += result.skipped;
    }
    const end = await writer.finish(tx, skipped);
    return { ...end, counts: end.counts ? addCounts(counts, end.counts) : counts };
  });
}

export async function ingestNflverse(
  ctx: IngestContext,
  options: NflverseOptions = {},
): Promise<RunSummary[]> {
  const kinds = NFLVERSE_KINDS.filter((k) => !options.kinds || options.kinds.includes(k));
  const dir = options.dir ?? ctx.config.nflDataDir;
  const local = dir ? await localFiles(dir) : undefined;
  const summaries: RunSummary[] = [];
  const empty = dir ? await emptyCsvFiles(dir) : [];
  if (empty.length > 0) {
    // Recorded as a failed run of its own: /status and the CLI's exit code show it, and every
    // recognised file still loads.
    summaries.push(
      await recordRun(ctx, NFLVERSE_FILES_SOURCE, async () => {
        throw new Error(
          `${empty.join(', ')}: empty (no columns, no rows), so nothing was loaded from ` +
            `${empty.length > 1 ? 'these files' : 'this file'}; replace it with the full file, or remove it`,
        );
      }),
    );
  }
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
