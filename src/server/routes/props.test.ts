// Prop picks on real PostgreSQL, with the pack's 2024 schedule and weekly player lines loaded, replayed
// on Sunday 24 November 2024 (week 12: Thursday's PIT @ CLE is final, Sunday's games are to come).
// No real player-prop capture exists in the samples (api-samples/README.md, "Not found"), so the
// sportsbook answer is hand-written in The Odds API's documented event-odds shape and loaded through
// the real file ingest; every projection, stat and grade comes from the real data.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { propDecisions } from '../../db/repositories/prop-picks.ts';
import { PROP_MODEL_VERSION } from '../../domain/props/prop-pick.ts';
import { ingestNflverse } from '../../jobs/ingest/nflverse.ts';
import { ingestOddsApiFile } from '../../jobs/ingest/odds-api-file.ts';
import { scoreProps } from '../../jobs/score-props.ts';
import { PropRecordResponse, PropsResponse } from '../../shared/api/props.ts';

const NOW = '2024-11-24T12:00:00Z';
const outcomes = (player: string, line: number | null, over: number, under: number | null) => [
  { name: 'Over', description: player, price: over, ...(line === null ? {} : { point: line }) },
  ...(under === null
    ? []
    : [{ name: 'Under', description: player, price: under, ...(line === null ? {} : { point: line }) }]),
];
const market = (key: string, at: string, o: ReturnType<typeof outcomes>) => ({
  key,
  last_update: at,
  outcomes: o,
});
const answer = [
  {
    id: 'pit-cle',
    sport_key: 'americanfootball_nfl',
    commence_time: '2024-11-22T01:15:00Z',
    home_team: 'Cleveland Browns',
    away_team: 'Pittsburgh Steelers',
    bookmakers: [
      {
        key: 'draftkings',
        title: 'DraftKings',
        last_update: '2024-11-21T20:00:00Z',
        markets: [
          // Fresh and two-sided: a pick.
          market('player_pass_yds', '2024-11-21T20:00:00Z', outcomes('Russell Wilson', 214.5, -115, -105)),
          // Last moved three days before kickoff: stale.
          market('player_reception_yds', '2024-11-18T20:00:00Z', outcomes('Jerry Jeudy', 59.5, -110, -110)),
          // Only the "Yes" side priced: no fair price.
          market('player_anytime_td', '2024-11-21T20:00:00Z', [
            { name: 'Yes', description: 'Nick Chubb', price: 120 },
          ]),
        ],
      },
    ],
  },
  {
    id: 'kc-car',
    sport_key: 'americanfootball_nfl',
    commence_time: '2024-11-24T18:00:00Z',
    home_team: 'Carolina Panthers',
    away_team: 'Kansas City Chiefs',
    bookmakers: [
      {
        key: 'fanduel',
        title: 'FanDuel',
        last_update: '2024-11-24T10:00:00Z',
        markets: [
          market('player_pass_yds', '2024-11-24T10:00:00Z', outcomes('Patrick Mahomes', 249.5, -112, -112)),
        ],
      },
    ],
  },
];

describe('prop picks, frozen at kickoff and graded', () => {
  let t: TestApp;
  const ctx = () =>
    testIngestContext(t.database.db, { clock: fixedClock(new Date(NOW)), env: { NFL_DATA_DIR: NFL_DATA } });
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, config: { requestTimeoutMs: 600_000 } });
    await ingestNflverse(ctx(), { kinds: ['games', 'player_week_stats'] });
    const dir = mkdtempSync(path.join(tmpdir(), 'gg-props-'));
    const file = path.join(dir, 'event-odds.json');
    writeFileSync(file, JSON.stringify(answer));
    const loaded = await ingestOddsApiFile(ctx(), file);
    expect(loaded.counts.inserted).toBe(7); // each priced side is a row
  }, 240_000);
  afterAll(() => t?.close());

  it('before the job runs, /api/props already shows the decisions kickoff fixed, and Sunday’s pick as provisional', async () => {
    const { status, body } = await get('/api/props?week=12&limit=100');
    expect(status).toBe(200);
    const page = PropsResponse.parse(body);
    expect(page).toMatchObject({ season: 2024, week: 12, linesCaptured: 7 });
    const wilson = page.props.find((p) => p.playerName === 'Russell Wilson');
    expect(wilson).toMatchObject({
      status: 'frozen',
      market: 'player_pass_yds',
      line: { book: 'draftkings', line: 214.5 },
    });
    const mahomes = page.props.find(
      (p) => p.playerName === 'Patrick Mahomes' && p.market === 'player_pass_yds',
    );
    // Sunday's game has not kicked off: the pick and the projection (which names the side against the
    // line) are premium, withheld from the public bytes (decision 120); the book's line stays.
    expect(mahomes).toMatchObject({
      status: 'provisional',
      withheld: true,
      projection: null,
      pick: null,
      line: { book: 'fanduel', line: 249.5 },
    });
    expect(wilson).toMatchObject({ withheld: false });
    expect(wilson?.projection).toEqual(expect.any(Number));
    // The rest of the week has no line: the median view, labelled, never a pick.
    const medians = page.props.filter((p) => p.status === 'median');
    expect(medians.length).toBeGreaterThan(20);
    for (const m of medians) {
      expect(m.pick).toBeNull();
      expect(m.line).toBeNull();
      expect(m.median?.label).toBe('vs his recent median — no sportsbook line');
    }
  });

  it('the job freezes the informed prop, records why the others got no pick, and grades from the stat line', async () => {
    const run = await scoreProps(ctx(), { medianReport: false });
    expect(run.status).toBe('success');
    expect(run.details).toMatchObject({ frozen: 1, noPick: 2, graded: 1 });
    const rows = await propDecisions(t.database.db.orm, PROP_MODEL_VERSION, new Date(NOW), {
      season: 2024,
      week: 12,
    });
    const by = (name: string) => rows.find((r) => r.playerName === name);
    // Russell Wilson threw for 270 yards in 2024 week 12 (nflverse weekly stats).
    expect(by('Russell Wilson')).toMatchObject({
      status: 'pick',
      decidedAt: new Date('2024-11-22T01:15:00Z'),
      line: 214.5,
      actual: 270,
    });
    const wilson = by('Russell Wilson');
    expect(wilson?.outcome).toBe(wilson?.side === 'OVER' ? 'win' : 'loss');
    expect(by('Jerry Jeudy')).toMatchObject({
      status: 'no_pick',
      outcome: null,
      reasons: [expect.objectContaining({ code: 'stale_line' })],
    });
    expect(by('Nick Chubb')).toMatchObject({
      status: 'no_pick',
      reasons: [expect.objectContaining({ code: 'one_sided_line' })],
    });
    // Sunday's game has not kicked off: nothing decided for it.
    expect(by('Patrick Mahomes')).toBeUndefined();
  });

  it('a second run writes nothing and changes no grade', async () => {
    const before = await t.database.db.orm.execute(sql`select * from prop_picks order by player_id, market`);
    const run = await scoreProps(ctx(), { medianReport: false });
    expect(run.details).toMatchObject({ frozen: 0, noPick: 0, graded: 0 });
    const after = await t.database.db.orm.execute(sql`select * from prop_picks order by player_id, market`);
    expect(after.rows).toEqual(before.rows);
  });

  it('the record cannot be rewritten or deleted; only a grade may be written', async () => {
    const db = t.database.db.orm;
    // drizzle wraps the database's refusal; the trigger's words are in its cause.
    const refused = (pattern: RegExp) => ({
      cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
    });
    await expect(
      db.execute(sql`update prop_picks set side = 'UNDER', line = 300 where status = 'pick'`),
    ).rejects.toMatchObject(refused(/is frozen: only its grade may change/));
    await expect(db.execute(sql`delete from prop_picks`)).rejects.toMatchObject(refused(/cannot be deleted/));
    await expect(
      db.execute(sql`update prop_picks set reasons = '[]'::jsonb where status = 'no_pick'`),
    ).rejects.toMatchObject(refused(/is frozen/));
    await expect(
      db.execute(sql`update prop_picks set graded_at = graded_at where status = 'pick'`),
    ).resolves.toBeDefined();
  });

  it('/api/props/record counts only graded picks with a line, and says the data holds no historical lines', async () => {
    const { status, body } = await get('/api/props/record');
    expect(status).toBe(200);
    const r = PropRecordResponse.parse(body);
    expect(r.record.picks).toBe(1);
    expect(r.record.wins + r.record.losses).toBe(1);
    expect(r.record.byMarket).toEqual([expect.objectContaining({ market: 'player_pass_yds' })]);
    expect(r.noPicks).toBe(2);
    expect(r).toMatchObject({ linesCaptured: 7, weeksWithLines: 1 });
  });

  it.each([
    ['/api/props?week=0', 'week'],
    ['/api/props?week=23', 'week'],
    ['/api/props?week=twelve', 'week'],
    ['/api/props?limit=500', 'limit'],
    ['/api/props?player=1', 'player'],
  ])('%s is refused with 400', async (url, what) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.message).toContain(what);
  });

  it('an earlier week shows only what is on the record', async () => {
    const { body } = await get('/api/props?week=11');
    expect(PropsResponse.parse(body)).toMatchObject({ week: 11, total: 0, linesCaptured: 0 });
  });
});
