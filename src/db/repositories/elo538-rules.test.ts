// FiveThirtyEight's published Elo games on one cloned database: keyed on date and both teams (a rerun
// changes nothing), read back for a range of seasons, both ends included, by date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { type Elo538Insert, listElo538, upsertElo538 } from './elo538.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const elo = (date: string, season: number, team1: string, team2: string, eloProb1 = 0.6): Elo538Insert => ({
  date,
  season,
  neutral: false,
  playoff: false,
  team1,
  team2,
  elo1: 1550,
  elo2: 1500,
  eloProb1,
});

describe("538's Elo games", () => {
  it('are keyed on date and both teams, and read by season range in date order', async () => {
    const rows = [
      elo('1992-09-13', 1992, 'KC', 'LAR'),
      elo('1990-09-09', 1990, 'KC', 'MIN'),
      elo('1991-09-08', 1991, 'KC', 'ATL'),
      elo('1991-09-01', 1991, 'KC', 'ATL'), // the same teams on another date
      elo('1991-09-01', 1991, 'BUF', 'MIA'),
      elo('1993-09-05', 1993, 'KC', 'TB'),
    ];
    expect(await upsertElo538(t.db.orm, rows)).toEqual({ inserted: 6, updated: 0, unchanged: 0 });
    rows[0] = elo('1992-09-13', 1992, 'KC', 'LAR', 0.7);
    expect(await upsertElo538(t.db.orm, rows)).toEqual({ inserted: 0, updated: 1, unchanged: 5 });
    const read = await listElo538(t.db.orm, 1991, 1992);
    expect(
      read
        .map((r) => [r.date, r.team1, r.team2, r.eloProb1])
        .slice(0, 2)
        .sort(),
    ).toEqual([
      ['1991-09-01', 'BUF', 'MIA', 0.6],
      ['1991-09-01', 'KC', 'ATL', 0.6],
    ]);
    expect(read.map((r) => [r.date, r.team1, r.team2, r.eloProb1]).slice(2)).toEqual([
      ['1991-09-08', 'KC', 'ATL', 0.6],
      ['1992-09-13', 'KC', 'LAR', 0.7],
    ]);
  });
});
