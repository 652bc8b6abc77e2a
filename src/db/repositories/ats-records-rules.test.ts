// Each team's record this season against nflverse's closing spread and total, on one cloned database:
// only the closing book's lines captured by the clock, only finals known by it, only the season asked;
// a push counts neither way. Seasons 2054 and 2055 are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import { atsRecords } from './ats-records.ts';

let t: TestDatabase;
const CLOCK = '2055-10-01T00:00:00Z';
const known = (home: number, away: number, knownAt = '2055-09-30T00:00:00Z') => ({ home, away, knownAt });
const close = (
  gameId: string,
  market: string,
  side: string,
  line: number,
  at = '2055-09-01T00:00:00Z',
  book?: string,
) => oddsRow(gameId, { market, side, line, price: -110, at, book });

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, '2055_01_KC_BUF', '2055-09-07T17:00:00Z', known(24, 20));
  await gameOf(db, '2055_02_BUF_MIA', '2055-09-14T17:00:00Z', known(20, 27));
  await gameOf(db, '2055_03_KC_NYJ', '2055-09-21T17:00:00Z', known(17, 20));
  await gameOf(db, '2055_04_KC_DEN', '2055-09-28T17:00:00Z', known(30, 3, '2055-10-01T00:00:01Z')); // after the clock
  await gameOf(db, '2054_01_KC_LV', '2054-09-07T17:00:00Z', known(3, 30, '2054-09-08T00:00:00Z')); // last season
  await db.insert(oddsSnapshots).values([
    close('2055_01_KC_BUF', 'spreads', 'home', -3),
    close('2055_01_KC_BUF', 'totals', 'over', 43),
    close('2055_01_KC_BUF', 'totals', 'over', 50, '2055-10-01T00:00:01Z'), // captured after the clock
    close('2055_02_BUF_MIA', 'spreads', 'home', 3),
    close('2055_02_BUF_MIA', 'spreads', 'home', 20, '2055-09-02T00:00:00Z', 'draftkings'), // not the close
    close('2055_02_BUF_MIA', 'totals', 'over', 40),
    close('2055_03_KC_NYJ', 'spreads', 'home', 3),
    close('2055_03_KC_NYJ', 'totals', 'over', 40),
    close('2055_04_KC_DEN', 'spreads', 'home', -3),
    close('2055_04_KC_DEN', 'totals', 'over', 40),
    close('2054_01_KC_LV', 'spreads', 'home', -3),
    close('2054_01_KC_LV', 'totals', 'over', 40),
  ]);
});
afterAll(() => t.destroy());

describe('records against the closing lines', () => {
  it('count covers and overs of the finals known at the clock; a push neither way', async () => {
    const records = await atsRecords(t.db.orm, 2055, new Date(CLOCK));
    // KC at BUF 20-24, BUF -3: BUF by 4 - 3 = 1 covers, KC fails; 44 points over 43.
    // BUF at MIA 27-20, MIA +3: MIA by -7 + 3 = -4 fails, BUF covers; 47 over 40.
    // KC at NYJ 20-17, NYJ +3: -3 + 3 = 0, a push; 37 under 40.
    expect(Object.fromEntries([...records].sort())).toEqual({
      BUF: { covers: 2, fails: 0, overs: 2, unders: 0 },
      KC: { covers: 0, fails: 1, overs: 1, unders: 1 },
      MIA: { covers: 0, fails: 1, overs: 1, unders: 0 },
      NYJ: { covers: 0, fails: 0, overs: 0, unders: 1 },
    });
  });
});
