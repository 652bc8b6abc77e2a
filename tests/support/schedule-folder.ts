// An offline data folder (NFL_DATA_DIR) holding only the pack's nflverse schedule, as the scheduler's
// offline catch-up reads it: the whole file (every game since 1999), or only some seasons' rows of it
// for tests whose subject is the catch-up's locking, concurrency or crash recovery rather than its
// size (decision 132). Written in a temp folder, never in the repo; the caller removes it.
import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/client.ts';
import { NFL_DATA } from './ingest.ts';

const SCHEDULE = path.join(NFL_DATA, 'schedules', 'nflverse_games_1999_2026.csv');

/** A temp folder with `games.csv`: the pack's schedule, or only the rows of `seasons` (by game id). */
export async function scheduleFolder(seasons?: readonly number[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gg-nfl-'));
  const file = path.join(dir, 'games.csv');
  if (seasons === undefined) {
    await symlink(SCHEDULE, file);
    return dir;
  }
  const [header, ...rows] = (await readFile(SCHEDULE, 'utf8')).trimEnd().split('\n');
  const kept = rows.filter((row) => seasons.some((season) => row.startsWith(`${season}_`)));
  await writeFile(file, `${[header, ...kept].join('\n')}\n`);
  return dir;
}

/** Games the catch-up decided: frozen picks and published no-picks (each game is decided once). */
export async function decidedGames(db: Database): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    'select (select count(*) from predictions)::int + (select count(*) from no_picks)::int as n',
  );
  return rows[0]?.n ?? 0;
}
