// GET /api/weekly-picks/:week on the real 2025 schedule replayed on Wednesday 19 November 2025, after
// the model job froze and graded every pick up to then: locked weeks, the provisional current week,
// the playoffs, the season record and the week's edges, and the 400s.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';

const NOW = '2025-11-19T12:00:00Z';

describe('GET /api/weekly-picks/:week', () => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const week = async (url: string) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    return WeeklyPicksResponse.parse(body);
  };

  beforeAll(async () => {
    // The schedule loaded and the model job run as of NOW, once per run (tests/support/pack-fixtures.ts;
    // the build fails unless every run succeeded).
    const database = await packDatabase({ kinds: ['games'], at: NOW, modelAt: NOW });
    t = await createTestApp({ now: NOW, database });
  }, 240_000);
  afterAll(() => t.close());

  it('answers 400 with a readable message for a week outside 1–22 or a bad season', async () => {
    for (const url of [
      '/api/weekly-picks/0',
      '/api/weekly-picks/23',
      '/api/weekly-picks/twelve',
      '/api/weekly-picks/12?season=1850',
      '/api/weekly-picks/12?sort=asc',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.error).toBe('Bad Request');
      expect(body.message).toMatch(/^Invalid (params|querystring)/);
    }
  });

  it('serves a played week as locked picks, graded, with every game of the week', async () => {
    const w = await week('/api/weekly-picks/11');
    expect(w).toMatchObject({ season: 2025, week: 11, weekLabel: 'Week 11', lastWeek: 22 });
    expect(w.current).toMatchObject({ season: 2025, week: 12 });
    const games = await t.database.db.orm.execute<{ n: number }>(
      sql`select count(*)::int as n from games where season = 2025 and week = 11`,
    );
    expect(w.picks).toHaveLength(Number(games.rows[0]?.n));
    for (const p of w.picks) {
      expect(p.id).toBe(p.gameId);
      expect(p.status).toBe('locked');
      expect(p.result).not.toBeNull();
      expect(p.grade).not.toBeNull();
      expect([p.home.code, p.away.code]).toContain(p.predicted);
      expect(p.winner === 'home' ? p.home.code : p.away.code).toBe(p.predicted);
      expect(p.winnerConfidence).toBeGreaterThanOrEqual(50);
      expect(p.home.bioBoost).toBeGreaterThanOrEqual(0);
      expect(p.date).toMatch(/^2025-11-1[3-7]$/);
      expect(p.time).toMatch(/^\d\d:\d\d$/);
    }
    // Week 11 of 2025 opened in Madrid (WAS–MIA): labelled international, still a Sunday-morning game.
    const madrid = w.picks.find((p) => p.international);
    expect(madrid?.timeSlot).toBe('international');
    expect(madrid?.time).toBe('09:30');
  });

  it("serves the current week's games not yet played as provisional picks", async () => {
    const w = await week('/api/weekly-picks/12');
    expect(w.picks.length).toBeGreaterThan(10);
    expect(w.picks.every((p) => p.status === 'provisional' && p.result === null)).toBe(true);
  });

  it("counts the model's season record from the graded picks the week views show", async () => {
    const w = await week('/api/weekly-picks/12');
    const { seasonStraightUp: su, seasonAgainstSpread: ats } = w.edge;
    let wins = 0;
    let graded = 0;
    for (let n = 1; n <= 11; n += 1) {
      const past = await week(`/api/weekly-picks/${n}`);
      graded += past.picks.filter((p) => p.grade).length;
      wins += past.picks.filter((p) => p.grade?.straightUp === 'win').length;
    }
    expect(su.graded).toBe(graded);
    expect(su.wins).toBe(wins);
    expect(su.wins + su.losses + su.pushes).toBe(su.graded);
    expect(ats.graded).toBeGreaterThan(0);
    expect(ats.graded).toBeLessThanOrEqual(su.graded);
  });

  it("names the week's biggest edge and every game where the model picks the market's underdog", async () => {
    const w = await week('/api/weekly-picks/11');
    const best = Math.max(...w.picks.map((p) => p.spreadEdge ?? -1));
    expect(w.edge.biggestEdge?.edge).toBe(best);
    const underdogPicks = w.picks.filter(
      (p) =>
        p.spread !== null && p.spread !== 0 && p.predicted !== (p.spread < 0 ? p.home.code : p.away.code),
    );
    expect(w.edge.disagreements.map((d) => d.gameId)).toEqual(underdogPicks.map((p) => p.gameId));
    expect(w.edge.withLine).toBe(w.picks.filter((p) => p.spread !== null).length);
  });

  it('reaches the playoffs and the Super Bowl of a past season', async () => {
    const sb = await week('/api/weekly-picks/22?season=2024');
    expect(sb.weekLabel).toBe('Playoffs');
    expect(sb.picks).toHaveLength(1);
    expect(sb.picks[0]?.gameId).toBe('2024_22_KC_PHI');
    expect(sb.picks[0]?.status).toBe('locked');
    const wildCard = await week('/api/weekly-picks/19?season=2024');
    expect(wildCard.picks).toHaveLength(6);
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await get('/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/weekly-picks/{week}',
        '/api/week1',
        '/api/newsletter',
        '/api/alerts/summary',
      ]),
    );
  });
});
