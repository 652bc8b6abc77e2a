// Where nflverse files come from: a local folder (NFL_DATA_DIR, files recognised by their header) or
// the nflverse release URLs (GitHub release assets, one allowed redirect to GitHub's asset CDN).
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IngestConfig } from '../../../core/config/env.ts';
import type { HttpClient } from '../../http/http-client.ts';
import { csvHeader } from '../csv.ts';
import { textChunks } from '../csv-stream.ts';
import { detectKind, type NflverseKind } from './kinds.ts';

export interface NflverseFile {
  kind: NflverseKind;
  /** Path or URL, for messages. */
  origin: string;
  /** The text in chunks: a local file is streamed from disk, a download is sliced once it is in. */
  chunks(): AsyncIterable<string>;
}

/** A local file read 64 KiB at a time (the decoder keeps a character split between two reads whole). */
export function fileChunks(file: string): AsyncIterable<string> {
  return createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
}

export async function listCsv(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files: string[] = [];
  for (const e of entries) {
    if (!e.name.toLowerCase().endsWith('.csv')) continue;
    const full = path.join(e.parentPath, e.name);
    // A symlinked file counts (a data folder assembled from links).
    if (e.isFile() || (e.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isFile()))
      files.push(full);
  }
  return files.sort();
}

export async function firstBytes(file: string, bytes = 16_384): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The CSV files in `dir` (recursively) that hold nothing but white space. Such a file has no columns to
 * be recognised by, so it would otherwise be passed over in silence, and a kind whose only file it is
 * would look merely absent.
 */
export async function emptyCsvFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const file of await listCsv(dir)) {
    const { size } = await stat(file);
    if (size <= 16_384 && (await firstBytes(file)).replace(/^\ufeff/, '').trim() === '') out.push(file);
  }
  return out;
}

/** Every nflverse file in `dir` (recursively) with its kind; other CSVs are ignored. */
export async function localFiles(dir: string): Promise<NflverseFile[]> {
  const out: NflverseFile[] = [];
  for (const file of await listCsv(dir)) {
    const kind = detectKind(csvHeader(await firstBytes(file)));
    if (kind) out.push({ kind, origin: file, chunks: () => fileChunks(file) });
  }
  return out;
}

/** Release asset paths by kind; per-season files take the season. */
const RELEASE_PATHS: Record<Exclude<NflverseKind, 'player_ids'>, (season: number) => string> = {
  games: () => 'schedules/games.csv',
  rosters: (s) => `rosters/roster_${s}.csv`,
  player_week_stats: (s) => `stats_player/stats_player_week_${s}.csv`,
  player_season_stats: (s) => `stats_player/stats_player_reg_${s}.csv`,
  team_week_stats: (s) => `stats_team/stats_team_week_${s}.csv`,
  team_season_stats: (s) => `stats_team/stats_team_reg_${s}.csv`,
  snap_counts: (s) => `snap_counts/snap_counts_${s}.csv`,
  injuries: (s) => `injuries/injuries_${s}.csv`,
};

export function remoteFiles(
  config: IngestConfig,
  http: HttpClient,
  kinds: readonly NflverseKind[],
  seasons: readonly number[],
): NflverseFile[] {
  const out: NflverseFile[] = [];
  // The HTTP client returns a whole (size-capped) body; the parsed table is what must not be whole.
  const fetchText = (url: string, redirects: readonly string[]) =>
    async function* () {
      yield* textChunks((await http.getText(url, { allowRedirectHosts: redirects })).text);
    };
  for (const kind of kinds) {
    if (kind === 'player_ids') {
      out.push({ kind, origin: config.playerIdsUrl, chunks: fetchText(config.playerIdsUrl, []) });
      continue;
    }
    const paths = kind === 'games' ? [RELEASE_PATHS.games(0)] : seasons.map((s) => RELEASE_PATHS[kind](s));
    for (const p of paths) {
      const url = `${config.nflverseBaseUrl}/${p}`;
      out.push({ kind, origin: url, chunks: fetchText(url, config.nflverseRedirectHosts) });
    }
  }
  return out;
}
