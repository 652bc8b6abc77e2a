// The loading view's figures on one cloned database, over the games whose final is known at the clock:
// the most common margin (the smaller one on a tie), the seasons covered, and the home record of
// regular-season games at the home team's own venue, overall and in 2020. A final known after the
// clock, a neutral site or a playoff game changes the figure it must not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { funFactFigures } from './fun-facts.ts';

let t: TestDatabase;
const CLOCK = '2021-02-10T00:00:00Z';
const final = (home: number, away: number, knownAt = '2021-01-01T00:00:00Z') => ({ home, away, knownAt });

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('the fun facts figures', () => {
  it('are null while no final is known', async () => {
    await gameOf(t.db.orm, '2020_01_KC_BUF', '2020-09-13T17:00:00Z'); // no result
    expect(await funFactFigures(t.db.orm, new Date(CLOCK))).toBeNull();
  });

  it('count the finals known at the clock; home figures only for regular-season games at home', async () => {
    const db = t.db.orm;
    await gameOf(db, '2019_01_NYJ_MIA', '2019-09-08T17:00:00Z', final(24, 21)); // margin 3, home win
    await gameOf(db, '2020_02_DAL_PHI', '2020-09-20T17:00:00Z', final(17, 20)); // margin 3, away win
    // Margin 7, home win, known at the clock itself.
    await gameOf(db, '2020_03_SF_SEA', '2020-09-27T17:00:00Z', final(27, 20, CLOCK));
    await gameOf(db, '2020_04_LA_DEN', '2020-10-04T17:00:00Z', final(30, 10)); // margin 20, neutral site
    await db.execute(sql`update games set neutral_site = true where game_id = '2020_04_LA_DEN'`);
    await game(db, {
      id: '2020_19_MIA_KC',
      season: 2020,
      week: 19,
      gameType: 'WC',
      kickoff: '2021-01-09T21:30:00Z',
      home: 'KC',
      away: 'MIA',
      score: final(31, 24, '2021-01-10T01:00:00Z'),
    }); // margin 7, playoff
    // Margin 7 too, but known a second after the clock: it would make 7 the most common margin.
    await gameOf(db, '2021_01_GB_CHI', '2021-09-12T17:00:00Z', final(13, 6, '2021-02-10T00:00:01Z'));
    // Five finals known: margins 3 (x2), 7 (x2), 20; the tie of 3 and 7 goes to the smaller margin.
    // Home figures: 2019 NYJ at MIA (win), 2020 DAL at PHI (loss), 2020 SF at SEA (win) = 3 games, 2 wins;
    // of them in 2020: 2 games, 1 win. The neutral-site game and the playoff game count only as games.
    expect(await funFactFigures(db, new Date(CLOCK))).toEqual({
      fromSeason: 2019,
      toSeason: 2020,
      games: 5,
      topMargin: 3,
      topMarginGames: 2,
      homeGames: 3,
      homeWins: 2,
      homeGames2020: 2,
      homeWins2020: 1,
    });
  });
});
