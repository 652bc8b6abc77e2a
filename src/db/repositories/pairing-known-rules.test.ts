// When a playoff game's pairing is known (decision 082) on one cloned database: a Wild Card game only
// once every game of its season's week 18 has its final at the clock (at the instant counts), a round
// only once the round before is final; a week-17 game or another season's week 18 without a result
// changes nothing; a regular-season week is always decided. Season 2043 is this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { undecidedNote, undecidedPairings } from './pairing-known.ts';

let t: TestDatabase;
const at = (iso: string) => new Date(iso);
// Week 18's two finals are known at 22:00 and 01:00; the Wild Card round's at 01:00 and 04:00.
const WEEK18_LAST = '2044-01-08T01:00:00Z';

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, '2043_18_KC_BUF', '2044-01-07T18:00:00Z', {
    home: 20,
    away: 17,
    knownAt: '2044-01-07T22:00:00Z',
  });
  await gameOf(db, '2043_18_NYJ_MIA', '2044-01-07T21:25:00Z', { home: 10, away: 13, knownAt: WEEK18_LAST });
  // Without results, but not the week before a playoff round of 2043: never a reason to hide one.
  await gameOf(db, '2043_17_DAL_PHI', '2043-12-31T18:00:00Z');
  await gameOf(db, '2042_18_SF_SEA', '2043-01-08T18:00:00Z');
  const wc = { season: 2043, week: 19, gameType: 'WC' as const };
  await game(db, {
    ...wc,
    id: '2043_19_MIA_KC',
    kickoff: '2044-01-13T21:30:00Z',
    home: 'KC',
    away: 'MIA',
    score: { home: 26, away: 7, knownAt: '2044-01-14T01:00:00Z' },
  });
  await game(db, {
    ...wc,
    id: '2043_19_PIT_BUF',
    kickoff: '2044-01-14T18:00:00Z',
    home: 'BUF',
    away: 'PIT',
    score: { home: 31, away: 17, knownAt: '2044-01-14T04:00:00Z' },
  });
  await game(db, {
    id: '2043_20_KC_BUF',
    season: 2043,
    week: 20,
    gameType: 'DIV',
    kickoff: '2044-01-21T23:30:00Z',
    home: 'BUF',
    away: 'KC',
  });
});
afterAll(() => t.destroy());

describe('undecided playoff pairings', () => {
  it('hides the Wild Card round until the last week-18 final is known, at that instant included', async () => {
    // At 23:00 one week-18 final (01:00) is still unknown: both Wild Card games are undecided.
    expect(await undecidedPairings(t.db.orm, 2043, 19, at('2044-01-07T23:00:00Z'))).toEqual([
      { gameType: 'WC', games: 2 },
    ]);
    expect(await undecidedNote(t.db.orm, 2043, 19, at('2044-01-07T23:00:00Z'))).toBe(
      "Not decided yet: 2 playoff games this week, whose teams are known once every game of the regular season's last week is final.",
    );
    // At 01:00 exactly, the last final is known.
    expect(await undecidedPairings(t.db.orm, 2043, 19, at(WEEK18_LAST))).toEqual([]);
    expect(await undecidedNote(t.db.orm, 2043, 19, at(WEEK18_LAST))).toBeUndefined();
  });

  it('never hides a regular-season week', async () => {
    // Week 18 follows week 17, whose only game has no result.
    expect(await undecidedPairings(t.db.orm, 2043, 18, at('2043-06-01T00:00:00Z'))).toEqual([]);
    expect(await undecidedNote(t.db.orm, 2043, 18, at('2043-06-01T00:00:00Z'))).toBeUndefined();
  });

  it('hides the next round until every game of this one is final', async () => {
    // The Wild Card finals are known at 01:00 and 04:00 on 14 January.
    expect(await undecidedPairings(t.db.orm, 2043, 20, at(WEEK18_LAST))).toEqual([
      { gameType: 'DIV', games: 1 },
    ]);
    expect(await undecidedNote(t.db.orm, 2043, 20, at('2044-01-14T02:00:00Z'))).toBe(
      'Not decided yet: 1 playoff game this week, whose teams are known once every game of the previous playoff round is final.',
    );
    expect(await undecidedPairings(t.db.orm, 2043, 20, at('2044-01-14T04:00:00Z'))).toEqual([]);
  });
});
