// GET /api/week1 replayed on 3 September 2025, the day before the season opened: the upcoming 2025
// week 1 in spec 02's game shape, every figure from stored data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayClock } from '../../../tests/support/manual-clock.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { Week1Response } from '../../shared/api/week1.ts';

const NOW = '2025-09-03T12:00:00Z';

describe('GET /api/week1', () => {
  let t: TestApp;
  const clock = replayClock(NOW);
  beforeAll(async () => {
    // The schedule loaded as of NOW (a clone of the run's one load: tests/support/pack-fixtures.ts).
    t = await createTestApp({ clock, database: await packDatabase({ kinds: ['games'], at: NOW }) });
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
      // Not kicked off: the call is premium (decision 120), withheld from these public bytes.
      expect(g.bioBoost).toMatchObject({
        withheld: true,
        pick: null,
        confidence: null,
        recommendation: null,
        commentary: 'Premium pick until kickoff: subscribers and free picks see it.',
      });
      // A spread is printed from the team's own side: the two sides mirror each other.
      if (g.homeTeam.spreadValue !== null) expect(g.awayTeam.spreadValue).toBe(-g.homeTeam.spreadValue || 0);
    }
    expect(w.games.filter((g) => g.timeSlot === 'MNF')).toHaveLength(1);
  });

  it('serves the same public bytes to everyone, and a game’s call once it kicks off', async () => {
    const res = await t.app.inject('/api/week1');
    const visitor = await t.app.inject({ url: '/api/week1', headers: { cookie: 'gg.visitor=x.y' } });
    expect(visitor.body).toBe(res.body);
    // No side, probability or total pick in the bytes while every game is upcoming.
    expect(res.body).not.toMatch(/"pick":"|"confidence":\d|"recommendation":"/);
    // DAL at PHI kicked off Thursday 4 September 2025 20:20 EDT = 5 September 00:20Z; a minute later its
    // call is public, the Friday game in São Paulo still premium.
    try {
      clock.set('2025-09-05T00:21:00Z');
      const w = Week1Response.parse((await t.app.inject('/api/week1')).json());
      const opener = w.games.find((g) => g.id === '2025_01_DAL_PHI');
      expect(opener?.bioBoost.withheld).toBe(false);
      expect(['PHI', 'DAL']).toContain(opener?.bioBoost.pick);
      expect(opener?.bioBoost.confidence).toBeGreaterThanOrEqual(50);
      expect(w.games.find((g) => g.id === '2025_01_KC_LAC')?.bioBoost).toMatchObject({
        withheld: true,
        pick: null,
      });
    } finally {
      clock.set(NOW);
    }
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
