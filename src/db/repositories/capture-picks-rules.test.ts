// Picks against captured lines (decision 099) on one cloned database: the instants The Odds API's lines
// were stamped by the clock and the games with such a line that had kicked off by then; the rows stored
// per model version, keyed on game and version; one season's rows in kickoff order. Seasons 2051 and
// 2052 are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import {
  type CapturePickInsert,
  ODDS_API_LINE_SOURCE,
  oddsApiCaptures,
  seasonCapturePicks,
  storedCapturePickIds,
  upsertCapturePicks,
} from './capture-picks.ts';

let t: TestDatabase;
const CLOCK = '2051-09-10T12:00:00Z';
const S1 = '2051-09-05T12:00:00Z';
const S2 = '2051-09-08T12:00:00Z';
const quote = (gameId: string, at: string, source: string, market = 'spreads') => ({
  ...oddsRow(gameId, { market, side: 'home', line: -3, price: -110, at, book: 'draftkings' }),
  source,
});
const pick = (
  gameId: string,
  modelVersion: string,
  extra: Partial<CapturePickInsert> = {},
): CapturePickInsert => ({
  gameId,
  modelVersion,
  inputsKnownAt: new Date('2051-09-01T00:00:00Z'),
  pick: 'home',
  pickLine: -3,
  ...extra,
});

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, '2051_01_KC_BUF', '2051-09-09T17:00:00Z'); // kicked off before the clock
  await gameOf(db, '2051_01_NYJ_MIA', CLOCK); // kicks off at the clock
  await gameOf(db, '2051_02_KC_DEN', '2051-09-16T17:00:00Z'); // after it
  await gameOf(db, '2051_01_DAL_PHI', '2051-09-07T17:00:00Z'); // kicked off, nflverse lines only
  await gameOf(db, '2051_01_SF_SEA', '2051-09-08T20:00:00Z'); // kicked off, its line stamped after the clock
  await gameOf(db, '2052_01_KC_LV', '2052-09-08T17:00:00Z');
  await db.insert(oddsSnapshots).values([
    quote('2051_01_KC_BUF', S1, ODDS_API_LINE_SOURCE),
    quote('2051_01_KC_BUF', S2, ODDS_API_LINE_SOURCE),
    quote('2051_01_KC_BUF', S2, ODDS_API_LINE_SOURCE, 'totals'), // the same stamp, counted once
    quote('2051_01_NYJ_MIA', CLOCK, ODDS_API_LINE_SOURCE), // at the clock: a stamp
    quote('2051_02_KC_DEN', S1, ODDS_API_LINE_SOURCE),
    quote('2051_01_DAL_PHI', '2051-09-04T12:00:00Z', 'nflverse'),
    quote('2051_01_SF_SEA', '2051-09-11T12:00:00Z', ODDS_API_LINE_SOURCE),
  ]);
});
afterAll(() => t.destroy());

describe('the captures a pick is read from', () => {
  it("stamps The Odds API's lines at or before the clock once each; games kicked off by then with such a line", async () => {
    const { stampsMs, gameIds } = await oddsApiCaptures(t.db.orm, new Date(CLOCK));
    expect(stampsMs.sort((a, b) => a - b)).toEqual([Date.parse(S1), Date.parse(S2), Date.parse(CLOCK)]);
    // NYJ at MIA kicks off at the clock (kicked off); KC at DEN later; DAL at PHI has no Odds API line;
    // SF at SEA's was stamped after the clock.
    expect(gameIds.sort()).toEqual(['2051_01_KC_BUF', '2051_01_NYJ_MIA']);
    // Before the first stamp: nothing.
    expect(await oddsApiCaptures(t.db.orm, new Date('2051-09-05T11:59:59Z'))).toEqual({
      stampsMs: [],
      gameIds: [],
    });
  });
});

describe('the stored rows', () => {
  it('are keyed on game and model version; a rerun with the same row changes nothing', async () => {
    expect(
      await upsertCapturePicks(t.db.orm, [
        pick('2051_02_KC_DEN', 'm1'),
        pick('2051_01_KC_BUF', 'm1'),
        pick('2051_01_KC_BUF', 'm2'),
        pick('2052_01_KC_LV', 'm1'),
      ]),
    ).toEqual({ inserted: 4, updated: 0, unchanged: 0 });
    expect(
      await upsertCapturePicks(t.db.orm, [
        pick('2051_01_KC_BUF', 'm1'),
        pick('2051_01_KC_BUF', 'm2', { pick: null, pickLine: null, unknown: 'one capture only' }),
      ]),
    ).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect([...(await storedCapturePickIds(t.db.orm, 'm2'))]).toEqual(['2051_01_KC_BUF']);
    expect([...(await storedCapturePickIds(t.db.orm, 'm1'))].sort()).toEqual([
      '2051_01_KC_BUF',
      '2051_02_KC_DEN',
      '2052_01_KC_LV',
    ]);
    expect(await storedCapturePickIds(t.db.orm, 'm3')).toEqual(new Set());
  });

  it("reads one season's rows of one version in kickoff order, with their games", async () => {
    const rows = await seasonCapturePicks(t.db.orm, 'm1', 2051);
    expect(rows.map((r) => [r.row.gameId, r.row.pick, r.game.kickoff.toISOString()])).toEqual([
      ['2051_01_KC_BUF', 'home', '2051-09-09T17:00:00.000Z'],
      ['2051_02_KC_DEN', 'home', '2051-09-16T17:00:00.000Z'],
    ]);
    const m2 = await seasonCapturePicks(t.db.orm, 'm2', 2051);
    expect(m2.map((r) => [r.row.gameId, r.row.pick, r.row.unknown])).toEqual([
      ['2051_01_KC_BUF', null, 'one capture only'],
    ]);
  });
});
