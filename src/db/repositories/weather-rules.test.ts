// Weather snapshots on one cloned database: keyed on game, source and capture instant (a rerun changes
// nothing); the latest known at the clock per game, an observation beating a forecast made at the same
// instant; a snapshot after the clock never answers. Season 2054 is this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { latestWeather, upsertWeather, type WeatherInsert } from './weather.ts';

let t: TestDatabase;
const A = '2054_01_KC_BUF';
const B = '2054_01_NYJ_MIA';
const KICKOFF = '2054-09-06T17:00:00Z';
const snap = (gameId: string, source: string, at: string, temperatureF: number): WeatherInsert => ({
  gameId,
  source,
  capturedAt: new Date(at),
  validAt: new Date(KICKOFF),
  observed: source === 'nflverse',
  temperatureF,
  windMph: 5,
});

beforeAll(async () => {
  t = await createTestDatabase();
  await gameOf(t.db.orm, A, KICKOFF);
  await gameOf(t.db.orm, B, KICKOFF);
});
afterAll(() => t.destroy());

describe('weather snapshots', () => {
  it('are keyed on game, source and capture instant', async () => {
    const rows = [
      snap(A, 'open-meteo', '2054-09-05T12:00:00Z', 50),
      snap(A, 'open-meteo', KICKOFF, 55),
      snap(A, 'nflverse', KICKOFF, 57),
      snap(A, 'open-meteo', '2054-09-06T18:00:00Z', 60),
      snap(B, 'open-meteo', '2054-09-06T18:00:00Z', 70),
    ];
    expect(await upsertWeather(t.db.orm, rows)).toEqual({ inserted: 5, updated: 0, unchanged: 0 });
    // The same rows again, one forecast revised.
    rows[0] = { ...snap(A, 'open-meteo', '2054-09-05T12:00:00Z', 51) };
    expect(await upsertWeather(t.db.orm, rows)).toEqual({ inserted: 0, updated: 1, unchanged: 4 });
  });

  it('reads the latest per game at the clock, the observation first at one instant', async () => {
    const at = await latestWeather(t.db.orm, [A, B], new Date(KICKOFF));
    // A: the forecast (55) and the observation (57) at kickoff: the observation; the 18:00 one is later.
    // B: its only snapshot is after the clock.
    expect([...at].map(([g, r]) => [g, r.source, r.temperatureF, r.observed])).toEqual([
      [A, 'nflverse', 57, true],
    ]);
    const before = await latestWeather(t.db.orm, [A], new Date('2054-09-06T16:59:59Z'));
    expect(before.get(A)?.temperatureF).toBe(51); // the revised forecast of the day before
    const after = await latestWeather(t.db.orm, [A, B], new Date('2054-09-07T00:00:00Z'));
    expect([...after].map(([g, r]) => [g, r.temperatureF])).toEqual([
      [A, 60],
      [B, 70],
    ]);
    expect(await latestWeather(t.db.orm, [], new Date(KICKOFF))).toEqual(new Map());
  });
});
