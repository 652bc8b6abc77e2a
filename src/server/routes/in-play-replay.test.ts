// Every public GET, replayed at an in-play instant, shows nothing from after it (decision 082): Sunday
// 14 December 2025, 2 pm New York (19:00 UTC), an hour after week 15's early games kicked off. Their
// final scores became known at 22:00 UTC (kickoff + 4 h, decision 006), the late games had not started,
// and no playoff pairing was decided. The route table is the app's own (app.routeAccess): a public GET
// added later is covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameScreensDatabase } from '../../../tests/support/game-screens-fixture.ts';
import { NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { type Leak, walkJson } from '../../../tests/support/json-walk.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { scoreModel } from '../../jobs/score-model.ts';

const NOW = '2025-12-14T19:00:00Z';
const NOW_MS = Date.parse(NOW);
// Week 15's 1 pm games, in play at NOW (the schedule file's 2025 week-15 rows with gametime 13:00).
const EARLY_KICKOFF = '2025-12-14T18:00:00.000Z';

/**
 * Keys whose instants may lie after NOW: what the schedule and the record already said at NOW (a
 * game's kickoff, a week's or season's dates, when a free-pick quota resets), never an observation.
 */
const FUTURE_OK = /^(kickoff|kickoffAt|firstKickoff|lastKickoff|startsAt|endsAt|resetsAt|nextReset|locksAt)$/;

/** Walks a JSON body; reports instants after NOW, playoff game ids and scores of the games in play. */
function leaks(url: string, body: unknown, inPlay: ReadonlySet<string>): Leak[] {
  const out: Leak[] = [];
  walkJson(body, (v, path, key) => {
    if (typeof v === 'string') {
      if (/^2025_(19|2[0-2])_/.test(v)) out.push({ url, path, value: v });
      if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(v) && Date.parse(v) > NOW_MS && !FUTURE_OK.test(key))
        out.push({ url, path, value: v });
      return;
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return;
    const o = v as Record<string, unknown>;
    const id = o.gameId ?? o.id;
    // A game in play, named by its id or (a player's week) by its kickoff: no score, result or grade yet.
    if ((typeof id === 'string' && inPlay.has(id)) || o.kickoff === EARLY_KICKOFF) {
      for (const k of ['homeScore', 'awayScore', 'result', 'grade', 'final', 'actual', 'outcome'])
        if (o[k] !== undefined && o[k] !== null && o[k] !== false)
          out.push({ url, path: `${path}.${k}`, value: o[k] });
    }
  });
  return out;
}

describe('an in-play replay (Sunday 14 December 2025, 2 pm New York) leaks nothing', () => {
  let t: TestApp;
  let inPlay: Set<string>;

  beforeAll(async () => {
    const database = await gameScreensDatabase();
    // The model job at NOW: the early games are frozen, graded by nothing yet.
    const run = await scoreModel(
      testIngestContext(database.db, { clock: fixedClock(new Date(NOW)), env: { NFL_DATA_DIR: NFL_DATA } }),
    );
    expect(run.status, run.error).toBe('success');
    const { rows } = await database.db.pool.query<{ game_id: string }>(
      'select game_id from games where kickoff = $1',
      [EARLY_KICKOFF],
    );
    inPlay = new Set(rows.map((r) => r.game_id));
    t = await createTestApp({ now: NOW, database });
  }, 180_000);
  afterAll(() => t?.close());

  it('holds games in play at the instant', () => {
    // 2025 week 15's 1 pm Sunday games, counted in the schedule file.
    expect(inPlay.size).toBe(8);
  });

  it('answers every public GET without a later instant, a playoff pairing or an in-play score', async () => {
    // Path parameters: a game in play, Joe Burrow (his Bengals were playing), week 15.
    const game = '2025_15_BAL_CIN';
    expect(inPlay.has(game)).toBe(true);
    const fill = (url: string) =>
      url
        .replace(/\/players\/:[A-Za-z]+/, '/players/00-0036442')
        .replace(/:week\b/, '15')
        .replace(/:[A-Za-z]+/g, game);
    const routes = t.app.routeAccess.filter(
      (r) => r.method === 'GET' && r.access === 'public' && !r.framework,
    );
    const urls = routes.map((r) => fill(r.url));
    // And the playoff weeks asked for by name.
    for (const week of [19, 20, 21, 22])
      urls.push(`/api/games?season=2025&week=${week}`, `/api/weekly-picks/${week}?season=2025`);
    const found: Leak[] = [];
    const statuses: string[] = [];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      statuses.push(`${res.statusCode} ${url}`);
      if (!(res.headers['content-type'] ?? '').toString().includes('json')) continue;
      found.push(...leaks(url, res.json(), inPlay));
    }
    // Most routes answer (a challenge id that does not exist is the exception).
    expect(statuses.filter((s) => s.startsWith('200 ')).length).toBeGreaterThan(30);
    expect(found).toEqual([]);
  }, 300_000);
});
