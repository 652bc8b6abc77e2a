// What the freeze rule reads at a kickoff (src/domain/picks/freeze-rule.ts) on one cloned database: every
// game in kickoff order with when its final became known; the home spread line the model reads (the
// latest captured by kickoff and by the clock, the closing book first at one instant) and the last
// successful run of that line's source which vouched for it, by kickoff and by the clock. Season 2047
// is this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import { providerRuns } from '../schema/provider-runs.ts';
import { gameTimeline, lineConfirmations } from './freeze-inputs.ts';

let t: TestDatabase;
const KICKOFF = '2047-09-09T17:00:00Z';
/** Kickoff plus `h` hours (negative: before it), as epoch milliseconds and as an ISO instant. */
const ms = (h: number) => Date.parse(KICKOFF) + h * 3_600_000;
const iso = (h: number) => new Date(ms(h)).toISOString();
const A = '2047_01_KC_BUF';
const spread = (line: number | null, h: number, book: string, source: string) => ({
  ...oddsRow(A, { market: 'spreads', side: 'home', line, price: -110, at: iso(h), book }),
  source,
});
const run = (source: string, h: number, status: 'success' | 'failed') => ({
  source,
  startedAt: new Date(iso(h)),
  status,
});

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  // Two games kick off together (the game id breaks the tie); one later game has its final.
  await gameOf(db, '2047_01_NYJ_MIA', KICKOFF);
  await gameOf(db, A, KICKOFF);
  await gameOf(db, '2047_01_DAL_PHI', '2047-09-08T00:20:00Z', {
    home: 20,
    away: 23,
    knownAt: '2047-09-08T03:30:00Z',
  });
  await db.insert(oddsSnapshots).values([
    spread(-3, -72, 'draftkings', 'odds-api'),
    // Two books at one instant a day before kickoff: the closing book's line is read.
    spread(-3.5, -24, 'nflverse_close', 'nflverse'),
    spread(-4, -24, 'fanduel', 'odds-api'),
    // Never the line read: after kickoff, a total, the away side, no line.
    spread(-6, 1, 'nflverse_close', 'nflverse'),
    {
      ...oddsRow(A, { market: 'totals', side: 'over', line: 47, price: -110, at: iso(-2) }),
      source: 'nflverse',
    },
    {
      ...oddsRow(A, { market: 'spreads', side: 'away', line: 3.5, price: -110, at: iso(-2) }),
      source: 'nflverse',
    },
    spread(null, -2, 'betmgm', 'odds-api'),
    // Another game's line, not asked for below.
    {
      ...oddsRow('2047_01_DAL_PHI', { market: 'spreads', side: 'home', line: -1, price: -110, at: iso(-40) }),
      source: 'nflverse',
    },
  ]);
  await db.insert(providerRuns).values([
    run('odds-api', -48, 'success'), // vouches for the draftkings line of -72 h
    run('nflverse:games', -12, 'success'), // vouches for the closing line of -24 h
    run('nflverse:games', -6, 'failed'),
    run('nflverse:games', 2, 'success'), // after kickoff
    run('odds-api', -1, 'success'), // another source than the closing line's
  ]);
});
afterAll(() => t.destroy());

describe("the freeze rule's inputs", () => {
  it('lists every game by kickoff, then id, with when its final became known', async () => {
    expect(await gameTimeline(t.db.orm)).toEqual([
      {
        gameId: '2047_01_DAL_PHI',
        kickoffMs: Date.parse('2047-09-08T00:20:00Z'),
        homeTeam: 'PHI',
        awayTeam: 'DAL',
        resultKnownAtMs: Date.parse('2047-09-08T03:30:00Z'),
      },
      { gameId: A, kickoffMs: ms(0), homeTeam: 'BUF', awayTeam: 'KC', resultKnownAtMs: null },
      {
        gameId: '2047_01_NYJ_MIA',
        kickoffMs: ms(0),
        homeTeam: 'MIA',
        awayTeam: 'NYJ',
        resultKnownAtMs: null,
      },
    ]);
  });

  it("reads the latest home spread by kickoff, the closing book first, vouched for by its source's last run", async () => {
    // After everything: the closing line of -24 h, confirmed by nflverse:games at -12 h (the failed run at
    // -6 h and the one after kickoff do not count; odds-api's run at -1 h is another source).
    expect(
      await lineConfirmations(t.db.orm, [A, '2047_01_NYJ_MIA'], new Date('2047-12-01T00:00:00Z')),
    ).toEqual([{ gameId: A, capturedAtMs: ms(-24), confirmedAtMs: ms(-12) }]);
  });

  it('reads only what was known at the clock: a run after it does not vouch, a line after it is not read', async () => {
    // At -18 h the run of -12 h has not happened: the line is confirmed only by its own capture.
    expect(await lineConfirmations(t.db.orm, [A], new Date(iso(-18)))).toEqual([
      { gameId: A, capturedAtMs: ms(-24), confirmedAtMs: ms(-24) },
    ]);
    // At -36 h: the draftkings line of -72 h, which odds-api's run at -48 h found unchanged.
    expect(await lineConfirmations(t.db.orm, [A], new Date(iso(-36)))).toEqual([
      { gameId: A, capturedAtMs: ms(-72), confirmedAtMs: ms(-48) },
    ]);
    // At the capture's own instant it is read; before any capture, no row.
    expect(await lineConfirmations(t.db.orm, [A], new Date(iso(-72)))).toEqual([
      { gameId: A, capturedAtMs: ms(-72), confirmedAtMs: ms(-72) },
    ]);
    expect(await lineConfirmations(t.db.orm, [A], new Date(iso(-73)))).toEqual([]);
    expect(await lineConfirmations(t.db.orm, [], new Date(iso(0)))).toEqual([]);
  });
});
