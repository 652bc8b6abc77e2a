// GET /api/week1 replayed on 3 September 2025, the day before the season opened: the upcoming 2025
// week 1 in spec 02's game shape, every figure from stored data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { Week1Response } from '../../shared/api/week1.ts';

const NOW = '2025-09-03T12:00:00Z';

describe('GET /api/week1', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The schedule loaded as of NOW (a clone of the run's one load: tests/support/pack-fixtures.ts).
    t = await createTestApp({ now: NOW, database: await packDatabase({ kinds: ['games'], at: NOW }) });
  }, 240_000);
  afterAll(() => t.close());

  it('shows the upcoming week 1 of the season in force, each game unplayed with a provisional call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/week1' });
    expect(res.statusCode).toBe(200);
    const w = Week1Response.parse(res.json());
    expect(w).toMatchObject({ season: 2025, week: 1, asOf: '2025-09-03T12:00:00.000Z' });
    expect(w.games).toHaveLength(16);
    const opener = w.games[0];
    expect(opener).toMatchObject({
      id: '2025_01_DAL_PHI',
      timeSlot: 'Thursday',
      date: '2025-09-04',
      time: '20:20',
      awayTeam: { abbreviation: 'DAL' },
      homeTeam: { abbreviation: 'PHI' },
    });
    // São Paulo, Friday night: international, filed under Friday.
    const brazil = w.games.find((g) => g.id === '2025_01_KC_LAC');
    expect(brazil).toMatchObject({ timeSlot: 'Friday', international: true });
    expect(brazil?.bioBoost.factors.travelMiles).toBeGreaterThan(4000);
    for (const g of w.games) {
      expect(g.bioBoost.status).toBe('provisional');
      expect(g.bioBoost.score).toBeGreaterThanOrEqual(0);
      expect(g.bioBoost.score).toBeLessThanOrEqual(100);
      expect([g.homeTeam.abbreviation, g.awayTeam.abbreviation]).toContain(g.bioBoost.pick);
      expect(g.bioBoost.commentary.length).toBeGreaterThan(20);
      // A spread is printed from the team's own side: the two sides mirror each other.
      if (g.homeTeam.spreadValue !== null) expect(g.awayTeam.spreadValue).toBe(-g.homeTeam.spreadValue || 0);
    }
    expect(w.games.filter((g) => g.timeSlot === 'MNF')).toHaveLength(1);
  });

  it('answers 400 for a bad season', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/week1?season=20x5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid querystring/);
  });

  it('answers the Juice Watch summary of the current week with real zeros before any alert', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/alerts/summary' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      season: 2025,
      week: 1,
      alerts: 0,
      graded: 0,
      hitRate: null,
      units: 0,
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/alerts/summary?week=0' });
    expect(bad.statusCode).toBe(400);
  });
});
