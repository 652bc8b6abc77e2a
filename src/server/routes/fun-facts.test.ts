// The loading view's fun facts come from the results known at the clock: a replay of 19 November 2025
// counts only the games decided by then, and the figures match a count made straight from the file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA } from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { funFactFigures } from '../../db/repositories/fun-facts.ts';
import { type FunFactFigures, type FunFactsResponse, funFacts } from '../../shared/fun-facts.ts';

const NOW = '2025-11-19T12:00:00Z';
const rows = (
  parse(readFileSync(path.join(NFL_DATA, 'schedules', 'nflverse_games_1999_2026.csv')), {
    columns: true,
  }) as Record<string, string>[]
).filter((g) => g.result !== '');

/** The figures counted from the file: games played on or before `lastDay` (New York dates). */
function fromFile(lastDay: string): FunFactFigures {
  const games = rows.filter((g) => (g.gameday ?? '') <= lastDay);
  const margins = new Map<number, number>();
  for (const g of games) {
    const m = Math.abs(Number(g.result));
    margins.set(m, (margins.get(m) ?? 0) + 1);
  }
  const [top] = [...margins.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const home = games.filter((g) => g.game_type === 'REG' && g.location === 'Home');
  const won = (list: typeof home) => list.filter((g) => Number(g.result) > 0).length;
  const in2020 = home.filter((g) => g.season === '2020');
  const seasons = games.map((g) => Number(g.season));
  return {
    fromSeason: Math.min(...seasons),
    toSeason: Math.max(...seasons),
    games: games.length,
    topMargin: top?.[0] ?? 0,
    topMarginGames: top?.[1] ?? 0,
    homeGames: home.length,
    homeWins: won(home),
    homeGames2020: in2020.length,
    homeWins2020: won(in2020),
  };
}

describe('GET /api/fun-facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The schedule loaded as of NOW (a clone of the run's one load: tests/support/pack-fixtures.ts).
    t = await createTestApp({ now: NOW, database: await packDatabase({ kinds: ['games'], at: NOW }) });
  }, 120_000);
  afterAll(() => t.close());

  it('in a replay of 19 November 2025, counts only the games decided by then', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fun-facts' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as FunFactsResponse;
    // Week 11 ended with Monday night's game on 17 November; week 12 starts on Thursday the 20th.
    const expected = fromFile('2025-11-18');
    expect(body.figures).toEqual(expected);
    expect(body.facts).toEqual(funFacts(expected));
    expect(body.figures?.games).toBeLessThan(fromFile('2026-12-31').games);
  });

  it('after Super Bowl LX counts every result from 1999 to 2025', async () => {
    const figures = await funFactFigures(t.database.db.orm, new Date('2026-11-23T12:00:00Z'));
    expect(figures).toEqual(fromFile('2026-12-31'));
    expect(funFacts(figures as FunFactFigures)[0]).toBe(
      'A field goal decides more NFL games than any other margin: 1,100 of the 7,276 games from 1999 to 2025 (15%) ended 3 points apart.',
    );
  });
});
