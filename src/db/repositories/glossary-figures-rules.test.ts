// The glossary's example figures (the repositories' fast test set: decisions 128, 137): counted from our
// own finals and lines as known at the clock: nflverse's closing lines (book nflverse_close) and SBR's
// earliest opener (book sbr_open). A part with no games is null (the page then shows no figure), never
// zeros. Each figure below is worked out by hand from the games in the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import { glossaryFigures } from './glossary-figures.ts';

let t: TestDatabase;

/**
 * id (away_home), kickoff, final (home–away, known 3 hours after kickoff unless given), closing home spread,
 * home and away spread prices, closing total, SBR openers (line at instant).
 *
 * | game              | margin | close | fav margin vs points | total vs points | open → close |
 * | 2009_01_NE_DEN    |  +10   | -10   | 10 = 10 push         | 30 < 35 under   | —            |
 * | 2012_01_KC_BUF    |   +3   | -2.5  | 3 > 2.5 cover        | 51 > 44.5 over  | -1 → -2.5    |
 * | 2012_02_CHI_GB    |    0   |  0    | pick'em: not counted | 42 > 40 over    | —            |
 * | 2015_01_SEA_ARI   |   +3   | -3    | 3 = 3 push           | —               | —            |
 * | 2016_01_CAR_ATL   |   +3   | -7    | 3 < 7 fail           | —               | —            |
 * | 2024_02_NYJ_MIA   |   -7   | +3    | away: 7 > 3 cover    | 41 = 41 push    | —            |
 * | 2025_01_DAL_PHI   |   -3   | -6    | -3: dog wins         | —               | -6.5 → -6    |
 * | 2024_03_LV_SF     | no final                                                                   |
 * | 2024_04_ATL_NO    | final known only after the clock                                          |
 */
const CLOCK = new Date('2026-06-01T00:00:00Z');

async function finalGame(
  id: string,
  kickoff: string,
  home: number,
  away: number,
  lines: { spread?: number; prices?: [number, number]; total?: number; opens?: [number, string][] },
  knownAt?: string,
) {
  const known = knownAt ?? new Date(Date.parse(kickoff) + 3 * 3600_000).toISOString();
  await gameOf(t.db.orm, id, kickoff, { home, away, knownAt: known });
  await quotes(id, kickoff, lines);
}

async function quotes(
  id: string,
  kickoff: string,
  lines: { spread?: number; prices?: [number, number]; total?: number; opens?: [number, string][] },
) {
  const rows = [];
  if (lines.spread !== undefined) {
    rows.push(
      oddsRow(id, {
        market: 'spreads',
        side: 'home',
        line: lines.spread,
        price: lines.prices?.[0] ?? null,
        at: kickoff,
      }),
    );
    rows.push(
      oddsRow(id, {
        market: 'spreads',
        side: 'away',
        line: -lines.spread,
        price: lines.prices?.[1] ?? null,
        at: kickoff,
      }),
    );
  }
  if (lines.total !== undefined)
    rows.push(oddsRow(id, { market: 'totals', side: 'over', line: lines.total, price: -110, at: kickoff }));
  for (const [line, at] of lines.opens ?? [])
    rows.push(oddsRow(id, { market: 'spreads', side: 'home', line, price: -110, at, book: 'sbr_open' }));
  if (rows.length > 0) await t.db.orm.insert(oddsSnapshots).values(rows);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await finalGame('2009_01_NE_DEN', '2009-09-13T17:00:00Z', 20, 10, { spread: -10, total: 35 });
  await finalGame('2012_01_KC_BUF', '2012-09-09T17:00:00Z', 27, 24, {
    spread: -2.5,
    prices: [-110, -110],
    total: 44.5,
    // The earliest opener counts, not the later one.
    opens: [
      [-1, '2012-09-04T12:00:00Z'],
      [-2, '2012-09-06T12:00:00Z'],
    ],
  });
  // A closing line recorded after the clock is not known yet (it would make BUF a 10-point underdog).
  await t.db.orm.insert(oddsSnapshots).values(
    oddsRow('2012_01_KC_BUF', {
      market: 'spreads',
      side: 'home',
      line: 10,
      price: 500,
      at: '2026-07-01T00:00:00Z',
    }),
  );
  await finalGame('2012_02_CHI_GB', '2012-09-16T17:00:00Z', 21, 21, { spread: 0, total: 40 });
  await finalGame('2015_01_SEA_ARI', '2015-09-13T17:00:00Z', 20, 17, { spread: -3 });
  await finalGame('2016_01_CAR_ATL', '2016-09-11T17:00:00Z', 24, 21, { spread: -7 });
  await finalGame('2024_02_NYJ_MIA', '2024-09-15T17:00:00Z', 17, 24, {
    spread: 3,
    prices: [120, -140],
    total: 41,
  });
  await finalGame('2025_01_DAL_PHI', '2025-09-07T17:00:00Z', 10, 13, {
    spread: -6,
    opens: [[-6.5, '2025-09-02T12:00:00Z']],
  });
  await gameOf(t.db.orm, '2024_03_LV_SF', '2024-09-22T17:00:00Z');
  await quotes('2024_03_LV_SF', '2024-09-22T17:00:00Z', { spread: -3, prices: [-110, -110], total: 45 });
  await finalGame(
    '2024_04_ATL_NO',
    '2024-09-29T17:00:00Z',
    30,
    0,
    { spread: -3, total: 45 },
    '2026-07-01T00:00:00Z',
  );
});
afterAll(() => t.destroy());

describe('the glossary figures', () => {
  it('counts every part from the finals and lines known at the clock', async () => {
    const figures = await glossaryFigures(t.db.orm, CLOCK);
    expect(figures).toEqual({
      // 7 finals by the clock; |margin| 3: BUF, ARI, ATL, PHI (4); 7: MIA (1).
      keyNumbers: { from: 2009, to: 2025, games: 7, by3: 4, by7: 1 },
      // Seasons 2010–2024 with a favourite: BUF cover, ARI push, ATL fail, NYJ cover.
      favouritesAts: { from: 2012, to: 2024, covers: 2, fails: 1, pushes: 1 },
      // Every season with a favourite: 6 games (not GB's pick'em); only DAL won as the underdog.
      underdogs: { from: 2009, to: 2025, games: 6, wins: 1 },
      // DEN under, BUF over, GB over, MIA push.
      totals: { from: 2009, to: 2024, overs: 2, unders: 1, pushes: 1 },
      // BUF moved |-2.5 - -1| = 1.5, PHI |-6 - -6.5| = 0.5: mean (1.5 + 0.5) / 2 = 1; one moved a point or more.
      openToClose: { from: 2012, to: 2025, games: 2, meanMove: 1, movedOnePoint: 1 },
      // BUF -110/-110: 110/210 × 2 − 1 = 1/21; MIA +120/-140: 100/220 + 140/240 − 1 = 5/132;
      // mean (1/21 + 5/132) / 2 = 79/1848 = 0.0427489…
      vig: { from: 2012, to: 2024, games: 2, meanHold: expect.closeTo(0.042748917748917, 12) },
    });
  });

  it('gives null for each part no game reaches yet', async () => {
    // Only DEN's 2009 final is known: no season in 2010–2024, no opener, no prices.
    const early = await glossaryFigures(t.db.orm, new Date('2010-01-01T00:00:00Z'));
    expect(early).toEqual({
      keyNumbers: { from: 2009, to: 2009, games: 1, by3: 0, by7: 0 },
      favouritesAts: null,
      underdogs: { from: 2009, to: 2009, games: 1, wins: 0 },
      totals: { from: 2009, to: 2009, overs: 0, unders: 1, pushes: 0 },
      openToClose: null,
      vig: null,
    });
    const none = await glossaryFigures(t.db.orm, new Date('2009-09-13T19:59:59Z'));
    expect(none).toEqual({
      keyNumbers: null,
      favouritesAts: null,
      underdogs: null,
      totals: null,
      openToClose: null,
      vig: null,
    });
  });
});
