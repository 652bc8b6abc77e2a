// Imports are strict (issue 18): a file with a cell that is not a number, a spread or total no game
// has, or nothing in it is refused by name, line and column; nothing of it is written, the run is
// recorded as failed with the reason, and /api/data-status shows it. Small files written here, in
// the nflverse layouts; the data already loaded stays exactly as it was.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFingerprint, testIngestContext } from '../../../tests/support/ingest.ts';
import { NFLVERSE_GAMES_HEADER as GAMES_HEADER } from '../../../tests/support/nflverse-files.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import type { DataStatusResponse } from '../../shared/api/data-status.ts';
import { runSource } from '../sources.ts';

const NOW = '2025-12-12T18:00:00Z';

// Two week-1 games as nflverse writes them: the home side favoured by 8.5 at a total of 47.5, and by
// 3 at 41.5 (spread_line is the home team's margin; total_line the points of both).
const game = (id: string, away: string, home: string, spread: string, total: string) =>
  `${id},2025,REG,1,2025-09-07,Sunday,13:00,${away},20,${home},24,Home,0,,,,7,7,330,-425,${spread},` +
  `-110,-110,${total},-110,-110,1,outdoors,grass,75,11,,,,,,,,,`;
const GAMES = [
  GAMES_HEADER,
  game('2025_01_DAL_PHI', 'DAL', 'PHI', '8.5', '47.5'),
  game('2025_01_NYG_WAS', 'NYG', 'WAS', '3', '41.5'),
].join('\n');

const STATS_HEADER =
  'player_id,player_name,player_display_name,position,recent_team,season,week,season_type,opponent_team,receptions,' +
  'receiving_yards,fantasy_points,fantasy_points_ppr';
const STATS = [
  STATS_HEADER,
  '00-0036900,J.Receiver,Ja Receiver,WR,PHI,2025,1,REG,DAL,6,81,14.1,20.1',
  '00-0036901,T.Endman,Tee Endman,TE,WAS,2025,1,REG,NYG,3,27,2.7,5.7',
].join('\n');

describe('strict imports of the nflverse files', () => {
  let t: TestApp;
  let root: string;
  let folders = 0;

  /** Loads `files` as the whole data folder, as `npm run ingest -- nflverse --dir` does. */
  const load = async (files: Record<string, string>) => {
    const dir = path.join(root, String(++folders));
    await rm(dir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(dir));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    const ctx = testIngestContext(t.database.db, { now: NOW, config: { nflDataDir: dir } });
    const summaries = await runSource(ctx, 'nflverse', {});
    return { dir, summaries, run: (source: string) => summaries.find((s) => s.source === source) };
  };
  const lastError = async (source: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/data-status' });
    const body = res.json() as DataStatusResponse;
    return body.sources.find((s) => s.source === source);
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gg-strict-imports-'));
    t = await createTestApp({ now: NOW });
    const good = await load({ 'games.csv': GAMES, 'stats.csv': STATS });
    expect(good.summaries.map((s) => [s.source, s.status])).toEqual(
      expect.arrayContaining([
        ['nflverse:games', 'success'],
        ['nflverse:player_week_stats', 'success'],
      ]),
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('refuses weekly stats with a cell that is not a number, naming file, line and column', async () => {
    const before = await dataFingerprint(t.database.db);
    // Line 3 (the header is line 1): 27 receiving yards typed as '2o'; the other row is good.
    const bad = await load({ 'stats.csv': STATS.replace(',3,27,2.7,', ',3,2o,2.7,') });
    const run = bad.run('nflverse:player_week_stats');
    expect(run?.status).toBe('failed');
    expect(run?.error).toBe(
      `${path.join(bad.dir, 'stats.csv')} (nflverse player week stats): 1 invalid row; first: ` +
        "line 3, column receiving_yards: not a number: '2o'",
    );
    expect(await dataFingerprint(t.database.db)).toEqual(before);
    expect(await lastError('nflverse:player_week_stats')).toMatchObject({
      state: 'failing',
      lastError: run?.error,
    });
  });

  it('refuses a schedule whose spread and total columns are swapped', async () => {
    const before = await dataFingerprint(t.database.db);
    // The first game's spread cell holds the total (47.5) and its total cell the spread (8.5).
    const swapped = GAMES.replace(',8.5,-110,-110,47.5,', ',47.5,-110,-110,8.5,');
    const bad = await load({ 'games.csv': swapped });
    const run = bad.run('nflverse:games');
    expect(run?.status).toBe('failed');
    expect(run?.error).toBe(
      `${path.join(bad.dir, 'games.csv')} (nflverse games): 1 invalid row; first: line 2, column ` +
        'spread_line: a spread of 47.5 is beyond ±35 points (spread and total swapped?)',
    );
    // A total below any game's: a home underdog's -19 typed in the total column.
    const low = await load({ 'games.csv': GAMES.replace(',3,-110,-110,41.5,', ',3,-110,-110,-19,') });
    expect(low.run('nflverse:games')?.error).toMatch(
      /line 3, column total_line: a total of -19 is outside 20–80 points/,
    );
    expect(await dataFingerprint(t.database.db)).toEqual(before);
    expect(await lastError('nflverse:games')).toMatchObject({ state: 'failing' });
  });

  it('keeps an empty line cell allowed: a game not priced yet has no spread', async () => {
    const unpriced = await load({ 'games.csv': GAMES.replace(',3,-110,-110,41.5,', ',,-110,-110,,') });
    expect(unpriced.run('nflverse:games')?.status).toBe('success');
  });

  it('refuses an empty games file by name, and one with a header but no rows', async () => {
    const before = await dataFingerprint(t.database.db);
    const empty = await load({ 'games.csv': '', 'stats.csv': STATS });
    expect(empty.run('nflverse:files')).toMatchObject({
      status: 'failed',
      error: `${path.join(empty.dir, 'games.csv')}: empty (no columns, no rows), so nothing was loaded from this file; replace it with the full file, or remove it`,
    });
    expect(await lastError('nflverse:files')).toMatchObject({ state: 'failing' });
    const headerOnly = await load({ 'games.csv': `${GAMES_HEADER}\n` });
    expect(headerOnly.run('nflverse:games')).toMatchObject({
      status: 'failed',
      error: `${path.join(headerOnly.dir, 'games.csv')}: the file has a header but no rows`,
    });
    expect(await dataFingerprint(t.database.db)).toEqual(before);
  });
});
