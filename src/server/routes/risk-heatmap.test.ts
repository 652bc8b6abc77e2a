// The risk heatmap on a hand-made week 15 of 2025 (clock Friday 12 December, 18:00 UTC): BUF @ KC with
// a big line move and high wind, NE @ DEN outdoors with one capture and no forecast. Three decided games
// earlier in the season give the ATS and over/under records. Every figure is worked out by hand below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { games } from '../../db/schema/games.ts';
import { oddsSnapshots } from '../../db/schema/odds.ts';
import { injuries } from '../../db/schema/players.ts';
import { weatherSnapshots } from '../../db/schema/weather.ts';
import { type RiskGame, RiskHeatmapResponse } from '../../shared/api/risk-heatmap.ts';

const NOW = '2025-12-12T18:00:00Z';
const HOUR = 3_600_000;

interface Played {
  id: string;
  week: number;
  kickoff: string;
  home: string;
  away: string;
  score: [number, number];
  homeLine: number;
  total: number;
}

// KC 27–20 BUF, KC −3: margin 7 − 3 = 4 → KC covers, BUF fails; 47 over 44.5.
// KC 17–24 DEN, KC −6.5: −7 − 6.5 → DEN covers, KC fails; 41 under 45.
// BUF 30–20 NE, BUF −7: 10 − 7 = 3 → BUF covers, NE fails; 50 over 48.5.
// Records: KC 1–1 ATS, 1–1 O/U; BUF 1–1 ATS, 2–0 O/U; DEN 1–0 ATS, 0–1 O/U; NE 0–1 ATS, 1–0 O/U.
const PLAYED: Played[] = [
  {
    id: 'H1',
    week: 1,
    kickoff: '2025-09-07T17:00:00Z',
    home: 'KC',
    away: 'BUF',
    score: [27, 20],
    homeLine: -3,
    total: 44.5,
  },
  {
    id: 'H2',
    week: 2,
    kickoff: '2025-09-14T17:00:00Z',
    home: 'KC',
    away: 'DEN',
    score: [17, 24],
    homeLine: -6.5,
    total: 45,
  },
  {
    id: 'H3',
    week: 2,
    kickoff: '2025-09-14T20:00:00Z',
    home: 'BUF',
    away: 'NE',
    score: [30, 20],
    homeLine: -7,
    total: 48.5,
  },
];

const lines = (gameId: string, at: string, spread: number, total: number, ml: [number, number]) =>
  [
    { market: 'spreads', side: 'home', line: spread, price: -110 },
    { market: 'spreads', side: 'away', line: -spread, price: -110 },
    { market: 'totals', side: 'over', line: total, price: -110 },
    { market: 'totals', side: 'under', line: total, price: -110 },
    { market: 'h2h', side: 'home', line: null, price: ml[0] },
    { market: 'h2h', side: 'away', line: null, price: ml[1] },
  ].map((l) => ({ ...l, gameId, book: 'draftkings', capturedAt: new Date(at), source: 'odds-api' }));

describe('GET /api/risk-heatmap', () => {
  let t: TestApp;
  let body: RiskHeatmapResponse;
  const game = (id: string) => body.games.find((g) => g.id === id) as RiskGame;
  const cell = (id: string, bet: string) => game(id).cells.find((c) => c.betType === bet);

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db.orm;
    await seedReferenceData(db);
    const base = {
      season: 2025,
      gameType: 'REG' as const,
      timeSlot: 'sunday_early' as const,
      neutralSite: false,
      divisionGame: false,
    };
    for (const p of PLAYED) {
      const kickoff = new Date(p.kickoff);
      await db.insert(games).values({
        ...base,
        gameId: p.id,
        week: p.week,
        kickoff,
        homeTeam: p.home,
        awayTeam: p.away,
        homeScore: p.score[0],
        awayScore: p.score[1],
        status: 'final',
        resultKnownAt: new Date(kickoff.getTime() + 4 * HOUR),
      });
      const close = {
        gameId: p.id,
        book: 'nflverse_close',
        capturedAt: kickoff,
        source: 'nflverse',
        price: null,
      };
      await db.insert(oddsSnapshots).values([
        { ...close, market: 'spreads', side: 'home', line: p.homeLine },
        { ...close, market: 'totals', side: 'over', line: p.total },
      ]);
    }
    for (const [gameId, home, away, kickoff] of [
      ['A', 'KC', 'BUF', '2025-12-14T18:00:00Z'],
      ['B', 'DEN', 'NE', '2025-12-14T21:25:00Z'],
    ] as const) {
      await db.insert(games).values({
        ...base,
        gameId,
        week: 15,
        kickoff: new Date(kickoff),
        homeTeam: home,
        awayTeam: away,
        roof: 'outdoors',
        status: 'scheduled',
      });
    }
    await db.insert(oddsSnapshots).values([
      ...lines('A', '2025-12-10T12:00:00Z', -2.5, 47.5, [-140, 120]),
      ...lines('A', '2025-12-12T15:00:00Z', -4.5, 44.5, [-200, 170]),
      // One capture only: no move can be measured.
      ...lines('B', '2025-12-12T15:00:00Z', -6, 40, [-280, 230]),
    ]);
    await db.insert(weatherSnapshots).values({
      gameId: 'A',
      source: 'open-meteo',
      capturedAt: new Date('2025-12-12T12:00:00Z'),
      validAt: new Date('2025-12-14T18:00:00Z'),
      observed: false,
      temperatureF: 28,
      windMph: 25,
      humidityPct: 70,
      precipitationPct: 60,
    });
    // The week's report exists (a player of a team not in these games): both games' teams are healthy.
    await db.insert(injuries).values({
      source: 'nflverse',
      season: 2025,
      week: 15,
      gameType: 'REG',
      team: 'MIA',
      playerKey: '00-0000001',
      fullName: 'Some Player',
      position: 'WR',
      reportStatus: 'Out',
      reportedAt: new Date('2025-12-11T20:00:00Z'),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/risk-heatmap' });
    expect(res.statusCode, res.body).toBe(200);
    body = RiskHeatmapResponse.parse(res.json());
  }, 60_000);
  afterAll(() => t.close());

  it('is week 15 of 2025 by the clock, both games listed', () => {
    expect([body.season, body.week, body.weekLabel]).toEqual([2025, 15, 'Week 15']);
    expect(body.games.map((g) => g.id)).toEqual(['A', 'B']);
  });

  it('scores the windy game with the big move from each factor', () => {
    const factors = (bet: string) =>
      Object.fromEntries((cell('A', bet)?.factors ?? []).map((f) => [f.key, f.risk]));
    // Spread −2.5 → −4.5: 2 × 25 + 15 (through −3) = 65. Total 47.5 → 44.5: 3 × 20 = 60.
    // Moneyline −140 → −200: 140/240 = 0.5833 → 200/300 = 0.6667, 8.33 points × 10 = 83.
    // Weather 4 × (25 − 10) + 0.4 × 60 + (32 − 28) = 60 + 24 + 4 = 88. Injuries (0 + 0) / 2 = 0.
    // ATS: KC 1–1 and BUF 1–1, both 50 %: 100 − 0 = 100. O/U: (50 % + 100 %) / 2 = 75 %: 100 − 2 × 25 = 50.
    expect(factors('spread')).toEqual({
      lineMovement: 65,
      publicBetting: null,
      weather: 88,
      injuries: 0,
      history: 100,
    });
    expect(factors('total')).toEqual({
      lineMovement: 60,
      publicBetting: null,
      weather: 88,
      injuries: 0,
      history: 50,
    });
    expect(factors('moneyline')).toEqual({
      lineMovement: 83,
      publicBetting: null,
      weather: 88,
      injuries: 0,
      history: 100,
    });
    // Spread .35×65 + .10×88 + .30×0 + .25×100 = 22.75 + 8.8 + 0 + 25 = 56.55 → 57.
    // Total .30×60 + .35×88 + .15×0 + .20×50 = 18 + 30.8 + 0 + 10 = 58.8 → 59.
    // Moneyline .30×83 + .10×88 + .35×0 + .25×100 = 24.9 + 8.8 + 0 + 25 = 58.7 → 59.
    // Two decided games per team: confidence 35 + 2 × 5 = 45.
    expect(
      game('A').cells.map((c) => [c.betType, c.line, c.riskScore, c.confidence, c.label, c.band]),
    ).toEqual([
      ['spread', 'KC −4.5', 57, 45, 'HOLD', 'yellow'],
      ['total', 'O/U 44.5', 59, 45, 'HOLD', 'yellow'],
      ['moneyline', 'KC −200', 59, 45, 'HOLD', 'yellow'],
    ]);
    const spread = cell('A', 'spread')?.factors ?? [];
    expect(spread.find((f) => f.key === 'lineMovement')).toMatchObject({
      value: 'DraftKings −2.5 → −4.5',
      source: 'Stored lines, first Dec 10, 7:00 AM ET, latest capture Dec 12, 10:00 AM ET',
    });
    expect(spread.find((f) => f.key === 'weather')).toMatchObject({
      value: 'Wind 25 mph, 28°F, precipitation 60%',
      // The source by name (issue 21: source ids on screen); captured 12:00 UTC = 7:00 AM ET.
      source: 'Forecast (Open-Meteo), Dec 12, 7:00 AM ET',
    });
    expect(spread.find((f) => f.key === 'history')?.value).toBe('BUF 1–1 ATS, KC 1–1 ATS');
  });

  it("says 'AVOID - Insufficient Data' for the total with no forecast and no move, and holds the rest", () => {
    // NE @ DEN: one capture → no line movement; outdoors without a forecast → no weather.
    // Spread: injuries (.30) + history (.25) known = .55; ATS DEN 1–0 (100 %), NE 0–1 (0 %): 100 − 100 = 0;
    // (.30×0 + .25×0) / .55 = 0. One decided game: 35 + 5 = 40, under the cap of 50. Risk 0 but confidence
    // 40: not above 60, so HOLD, not a buy.
    expect(cell('B', 'spread')).toMatchObject({ riskScore: 0, confidence: 40, label: 'HOLD', band: 'green' });
    // Total: injuries (.15) + history (.20) = .35 known, under half.
    expect(cell('B', 'total')).toMatchObject({
      riskScore: null,
      confidence: null,
      recommendation: 'insufficient_data',
      label: 'AVOID - Insufficient Data',
      band: 'none',
      reason: "Unknown: line movement, weather; under half of this bet's weight is known.",
    });
    const weather = cell('B', 'spread')?.factors.find((f) => f.key === 'weather');
    expect(weather).toMatchObject({ risk: null, value: '—' });
    expect(weather?.unknownReason).toMatch(/^Outdoors and no kickoff forecast/);
  });

  it('shows public betting as unavailable, with no weight, everywhere', () => {
    for (const g of body.games)
      for (const c of g.cells) {
        const p = c.factors.find((f) => f.key === 'publicBetting');
        expect(p).toMatchObject({ risk: null, weight: 0, source: 'None configured' });
      }
  });

  it('sums the week up: 5 of 6 bets scored', () => {
    // Scored: 57, 59, 59, 0 (B spread), 0 (B moneyline: (.35×0 + .25×0) / .60). Mean 175 / 5 = 35.
    expect(body.summary).toEqual({ bets: 6, scored: 5, averageRisk: 35, highRisk: 0, lowRisk: 2 });
  });

  it("gives each side's return on $100 at its latest stored price, and the projection as unavailable", () => {
    // NE @ DEN, one capture: DEN −280 → 100 × 100 / 280 = 35.714… → $35.71 profit; NE +230 → $230.
    expect(cell('B', 'moneyline')?.potentialReturn).toEqual([
      { side: 'DEN', price: -280, profitPer100: 35.71 },
      { side: 'NE', price: 230, profitPer100: 230 },
    ]);
    // DEN −6 and NE +6 at −110: 100 × 100 / 110 = $90.91 each.
    expect(cell('B', 'spread')?.potentialReturn).toEqual([
      { side: 'DEN −6', price: -110, profitPer100: 90.91 },
      { side: 'NE +6', price: -110, profitPer100: 90.91 },
    ]);
    expect(cell('B', 'spread')?.potentialReturnUnknown).toBeNull();
    expect(cell('B', 'total')?.projection).toBeNull();
    expect(cell('B', 'total')?.projectionUnknown).toMatch(/^Not computed here/);
  });
});
