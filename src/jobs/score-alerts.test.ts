// The alerts job on real data (2025 schedule, injury reports, snap counts and the saved Odds API
// answer of 12 Dec 2025), against a real PostgreSQL: idempotent, replay-true, graded from real scores.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SAMPLES, NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { alertSummary, listAlerts } from '../db/repositories/alerts.ts';
import { alertView } from '../server/routes/alert-view.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import { scoreAlerts } from './score-alerts.ts';
import { runSource } from './sources.ts';

const WEEK15_FILE = path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json');
const NOW = '2025-12-12T18:00:00Z';
const AFTER_WEEK_15 = '2025-12-16T12:00:00Z';

describe('alerts job', () => {
  let database: TestDatabase;
  let dir: string;
  const ctx = (now: string) => testIngestContext(database.db, { now });
  /** A digest of the stored alerts (all, or those with these keys). */
  const digest = async (keys?: string[]) => {
    const { rows } = await database.db.pool.query<{ d: string; n: string }>(
      `select count(*) as n, md5(coalesce(string_agg(a::text, '|' order by a.key), '')) as d
       from alerts a where $1::text[] is null or a.key = any($1)`,
      [keys ?? null],
    );
    return `${rows[0]?.n}:${rows[0]?.d}`;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'gg-odds-'));
    await ingestNflverse(
      testIngestContext(database.db, { env: { NFL_DATA_DIR: NFL_DATA }, now: '2026-03-01T00:00:00Z' }),
      {
        kinds: ['games', 'injuries', 'snap_counts'],
        season: 2025,
      },
    );
    await runSource(ctx(NOW), 'odds-api', { file: WEEK15_FILE });
  }, 120_000);
  afterAll(async () => {
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores each alert once: a second run at the same clock adds nothing and rewrites nothing', async () => {
    const first = await scoreAlerts(ctx(NOW));
    expect(first.status).toBe('success');
    expect(first.details?.stored).toBeGreaterThan(0);
    const before = await digest();
    const again = await scoreAlerts(ctx(NOW));
    expect(again.status).toBe('success');
    expect(again.details).toMatchObject({ stored: 0, graded: 0, found: first.details?.found });
    expect(await digest()).toBe(before);
  });

  it('as of 12 Dec 2025, week 15 shows the Thursday teams’ injury changes and no line move (one capture)', async () => {
    const asOf = new Date(NOW);
    const week = await listAlerts(database.db.orm, { asOf, season: 2025, week: 15 });
    expect(week.length).toBeGreaterThan(0);
    expect(new Set(week.map((a) => a.alert.type))).toEqual(new Set(['injury']));
    expect(new Set(week.map((a) => a.alert.team))).toEqual(new Set(['ATL', 'TB']));
    expect(week.every((a) => a.alert.detectedAt <= asOf && a.grade === null)).toBe(true);
    const summary = await alertSummary(database.db.orm, { asOf, season: 2025, week: 15 });
    expect(summary).toMatchObject({ alerts: week.length, graded: 0, hitRate: null, units: 0 });
    expect(summary.byType.injury).toBe(week.length);
  });

  it('a later run adds the moves to the close and grades them from the final scores; earlier alerts stay as they were', async () => {
    const earlyKeys = (await database.db.pool.query<{ key: string }>('select key from alerts')).rows.map(
      (r) => r.key,
    );
    const early = await digest(earlyKeys);
    const seenAtNow = await listAlerts(database.db.orm, { asOf: new Date(NOW) });
    const later = await scoreAlerts(ctx(AFTER_WEEK_15));
    expect(later.status).toBe('success');
    expect(later.details?.stored).toBeGreaterThan(0);
    expect(await digest(earlyKeys)).toBe(early);
    // Replayed at 12 Dec, the feed is what it was then: nothing detected later shows.
    expect(await listAlerts(database.db.orm, { asOf: new Date(NOW) })).toEqual(seenAtNow);

    // ARI @ HOU: nine books at HOU −9.5 (median) on 12 Dec; nflverse's close −10.5. HOU won 40–20.
    const asOf = new Date(AFTER_WEEK_15);
    const hou = await listAlerts(database.db.orm, { asOf, gameId: '2025_15_ARI_HOU', type: 'line_movement' });
    const spread = hou.find((a) => a.alert.market === 'spreads');
    expect(spread?.alert).toMatchObject({
      book: 'consensus',
      oldValue: 'HOU −9.5',
      newValue: 'HOU −10.5',
      side: 'home',
      line: -10.5,
    });
    expect(spread?.grade).toMatchObject({ outcome: 'win', price: -110, homeScore: 40, awayScore: 20 });
    expect(spread?.grade?.units).toBeCloseTo(100 / 110, 12);
    // A consensus move has no single book's price: the −110 is assumed, and the card is told so
    // (decision 129), where a book's own price would not be.
    expect(spread?.alert.price).toBeNull();
    if (!spread) throw new Error('no HOU spread alert');
    expect(alertView(spread).grade).toMatchObject({ price: -110, priceAssumed: true });
    expect(alertView({ ...spread, alert: { ...spread.alert, price: -105 } }).grade?.priceAssumed).toBe(false);
    // The grade is not visible before the result was known (kickoff + 4 h).
    const atKickoff = await listAlerts(database.db.orm, {
      asOf: new Date('2025-12-14T18:00:00Z'),
      gameId: '2025_15_ARI_HOU',
    });
    expect(atKickoff.find((a) => a.alert.key === spread?.alert.key)?.grade).toBeNull();
    const summary = await alertSummary(database.db.orm, { asOf, season: 2025, week: 15 });
    expect(summary.graded).toBeGreaterThan(0);
    expect(summary.wins + summary.losses + summary.pushes).toBe(summary.graded);
    // The panel's count of assumed prices is the week's graded alerts without a price of their own.
    const week = await listAlerts(database.db.orm, { asOf, season: 2025, week: 15 });
    const assumed = week.filter((a) => a.grade !== null && a.alert.price === null).length;
    expect(assumed).toBeGreaterThan(0);
    expect(summary.assumedPrices).toBe(assumed);
  });

  it('finds steam in a later capture and grades it (a constructed second capture: the samples hold one)', async () => {
    // The real answer with DraftKings and FanDuel moving HOU from −9.5 to −10 ten minutes apart on
    // 13 Dec: the only edit is to those two books' spreads and their last_update.
    const events = JSON.parse(readFileSync(WEEK15_FILE, 'utf8')) as {
      home_team: string;
      bookmakers: {
        key: string;
        last_update: string;
        markets: { key: string; last_update: string; outcomes: { name: string; point?: number }[] }[];
      }[];
    }[];
    const hou = events.find((e) => e.home_team === 'Houston Texans');
    for (const [book, at] of [
      ['draftkings', '2025-12-13T15:00:00Z'],
      ['fanduel', '2025-12-13T15:10:00Z'],
    ] as const) {
      const spreads = hou?.bookmakers.find((b) => b.key === book)?.markets.find((m) => m.key === 'spreads');
      if (!spreads) throw new Error(`no ${book} spread in the sample`);
      spreads.last_update = at;
      for (const o of spreads.outcomes) o.point = o.name === 'Houston Texans' ? -10 : 10;
    }
    const file = path.join(dir, 'later.json');
    await writeFile(file, JSON.stringify([hou]));
    await runSource(ctx('2025-12-13T16:00:00Z'), 'odds-api', { file });
    await scoreAlerts(ctx(AFTER_WEEK_15));
    const steam = await listAlerts(database.db.orm, { asOf: new Date(AFTER_WEEK_15), type: 'sharp_money' });
    expect(
      steam.map((a) => [a.alert.gameId, a.alert.side, a.alert.line, a.alert.detectedAt.toISOString()]),
    ).toEqual([['2025_15_ARI_HOU', 'home', -10, '2025-12-13T15:10:00.000Z']]);
    expect(steam[0]?.grade).toMatchObject({ outcome: 'win', homeScore: 40, awayScore: 20 });
    // Replayed at the moment between the two moves, no steam existed yet.
    expect(
      await listAlerts(database.db.orm, { asOf: new Date('2025-12-13T15:05:00Z'), type: 'sharp_money' }),
    ).toEqual([]);
  });

  it('alerts are a record: the database refuses to change or delete one', async () => {
    await expect(database.db.pool.query(`update alerts set title = 'tidied' where true`)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(database.db.pool.query('delete from alerts where true')).rejects.toThrow(
      /cannot be changed/,
    );
  });
});
