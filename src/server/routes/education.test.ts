// The glossary's figures are counted from the stored games and closing lines known at the clock. Seven
// hand-made games, each chosen to land in a different bucket, give figures worked out by hand below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { games } from '../../db/schema/games.ts';
import { oddsSnapshots } from '../../db/schema/odds.ts';
import { GLOSSARY_CATEGORIES, type GlossaryResponse } from '../../shared/api/glossary.ts';

const NOW = '2025-12-12T18:00:00Z';
const HOUR = 3_600_000;

interface Fixture {
  id: string;
  season: number;
  kickoff: string;
  home: number | null;
  away: number | null;
  /** nflverse closing home handicap, total, and spread prices home/away. */
  homeLine?: number;
  total?: number;
  prices?: [number, number];
  /** SBR's opener, home handicap. */
  open?: number;
}

// Home team KC, away BUF throughout; margin = home − away.
const FIXTURES: Fixture[] = [
  // 2012: KC −3 wins by 4 → favourite covers; 44 points under 44.5; −110/−110; opened −2.5 (moved 0.5).
  {
    id: 'G1',
    season: 2012,
    kickoff: '2012-09-09T17:00:00Z',
    home: 24,
    away: 20,
    homeLine: -3,
    total: 44.5,
    prices: [-110, -110],
    open: -2.5,
  },
  // 2015: BUF −7 (home +7) wins by 7 → push; 27 points on a 27 total → push; −105/−115; opened +6 (moved 1).
  {
    id: 'G2',
    season: 2015,
    kickoff: '2015-09-13T17:00:00Z',
    home: 10,
    away: 17,
    homeLine: 7,
    total: 27,
    prices: [-105, -115],
    open: 6,
  },
  // 2020: KC −6.5 loses by 3 → favourite fails, underdog wins outright; 43 over 40.5.
  {
    id: 'G3',
    season: 2020,
    kickoff: '2020-09-13T17:00:00Z',
    home: 20,
    away: 23,
    homeLine: -6.5,
    total: 40.5,
  },
  // 2008, before the ATS window: KC −10 wins by 28; 34 under 45.5; opened −7 (moved 3).
  {
    id: 'G4',
    season: 2008,
    kickoff: '2008-09-07T17:00:00Z',
    home: 31,
    away: 3,
    homeLine: -10,
    total: 45.5,
    open: -7,
  },
  // 2024: a pick'em (no favourite, no underdog), decided by 3; no total.
  { id: 'G5', season: 2024, kickoff: '2024-09-08T17:00:00Z', home: 17, away: 14, homeLine: 0 },
  // 14 December 2025: after the clock, so neither its result nor its close is known yet.
  { id: 'G6', season: 2025, kickoff: '2025-12-14T18:00:00Z', home: 30, away: 23, homeLine: -3, total: 50 },
  // Not played: no result.
  { id: 'G7', season: 2025, kickoff: '2025-12-21T18:00:00Z', home: null, away: null },
];

describe('GET /api/education/glossary', () => {
  let t: TestApp;
  let body: GlossaryResponse;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db.orm;
    await seedReferenceData(db);
    for (const f of FIXTURES) {
      const kickoff = new Date(f.kickoff);
      const played = f.home !== null;
      await db.insert(games).values({
        gameId: f.id,
        season: f.season,
        gameType: 'REG',
        week: 1,
        kickoff,
        timeSlot: 'sunday_early',
        homeTeam: 'KC',
        awayTeam: 'BUF',
        neutralSite: false,
        divisionGame: false,
        homeScore: f.home,
        awayScore: f.away,
        status: played ? 'final' : 'scheduled',
        resultKnownAt: played ? new Date(kickoff.getTime() + 4 * HOUR) : null,
      });
      const close = { gameId: f.id, book: 'nflverse_close', capturedAt: kickoff, source: 'nflverse' };
      const rows = [];
      if (f.homeLine !== undefined) {
        rows.push({
          ...close,
          market: 'spreads',
          side: 'home',
          line: f.homeLine,
          price: f.prices?.[0] ?? null,
        });
        rows.push({
          ...close,
          market: 'spreads',
          side: 'away',
          line: -f.homeLine,
          price: f.prices?.[1] ?? null,
        });
      }
      if (f.total !== undefined)
        rows.push({ ...close, market: 'totals', side: 'over', line: f.total, price: null });
      if (f.open !== undefined)
        rows.push({
          gameId: f.id,
          book: 'sbr_open',
          capturedAt: new Date(kickoff.getTime() - 5 * 24 * HOUR),
          source: 'sbr',
          market: 'spreads',
          side: 'home',
          line: f.open,
          price: null,
        });
      if (rows.length) await db.insert(oddsSnapshots).values(rows);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/education/glossary' });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json() as GlossaryResponse;
  }, 60_000);
  afterAll(() => t.close());

  it('counts the margins of the five games decided by the clock', () => {
    // G1 4, G2 7, G3 3, G4 28, G5 3: two by 3, one by 7; seasons 2008 to 2024.
    expect(body.figures.keyNumbers).toEqual({ from: 2008, to: 2024, games: 5, by3: 2, by7: 1 });
  });

  it('counts favourites against the closing spread, 2010–2024 only', () => {
    // G1 covers, G2 pushes, G3 fails; G4 (2008) is outside, G5 is a pick'em.
    expect(body.figures.favouritesAts).toEqual({ from: 2012, to: 2020, covers: 1, fails: 1, pushes: 1 });
    const favourite = body.terms.find((x) => x.term === 'Favourite');
    expect(favourite?.example).toBe(
      'Favourites covered 50.0% of closing spreads 2012–2020: 1 of 2 games, 1 pushes left out.',
    );
    expect(favourite?.source).toBe('nflverse closing lines and results, 2012–2020, 3 games');
  });

  it('counts underdogs, totals, line moves and the vig', () => {
    // Games with a favourite: G1–G4; only G3's underdog won outright.
    expect(body.figures.underdogs).toEqual({ from: 2008, to: 2020, games: 4, wins: 1 });
    // G1 under, G2 push, G3 over, G4 under.
    expect(body.figures.totals).toEqual({ from: 2008, to: 2020, overs: 1, unders: 2, pushes: 1 });
    // |−3 − −2.5| = 0.5, |7 − 6| = 1, |−10 − −7| = 3: mean 4.5 / 3 = 1.5; two moved a point or more.
    expect(body.figures.openToClose).toEqual({
      from: 2008,
      to: 2015,
      games: 3,
      meanMove: 1.5,
      movedOnePoint: 2,
    });
    // G1: 2 × 110/210 − 1 = 0.047619; G2: 105/205 + 115/215 − 1 = 0.512195 + 0.534884 − 1 = 0.047079.
    // Mean (0.047619 + 0.047079) / 2 = 0.047349.
    expect(body.figures.vig).toEqual({
      from: 2012,
      to: 2015,
      games: 2,
      meanHold: expect.closeTo(0.047349, 5),
    });
    expect(body.terms.find((x) => x.term === 'Vig (juice)')?.example).toBe(
      'At −110 on both sides the prices imply 104.8%; our closing spread prices carried a 4.73% margin on average.',
    );
  });

  it('serves at least 40 terms in every category, each with an example', () => {
    expect(body.terms.length).toBeGreaterThanOrEqual(40);
    for (const c of GLOSSARY_CATEGORIES) expect(body.terms.some((x) => x.category === c)).toBe(true);
    for (const x of body.terms) expect(x.example.length).toBeGreaterThan(0);
    expect(body.terms.find((x) => x.term === 'Ownership')?.definition).toMatch(
      /30% or more is called chalky/,
    );
  });
});
