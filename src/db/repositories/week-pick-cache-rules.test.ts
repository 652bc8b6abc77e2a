// The week-picks cache on one cloned database (decision 128, the repositories' fast test set; decisions
// 017, 137 and 141): the inputs key moves exactly when what the model reads at the instant changes (a
// kickoff, a result, the 4-hour result horizon, a line, a forecast or an injury report crossing the
// instant, at it and not a millisecond before; a stored line; a run that wrote rows or failed) and stays
// put otherwise (the model's own runs, a run that changed nothing); an entry is found only under its whole
// key, the first write of a key wins, and a week keeps its 8 newest entries. Each test uses dates, sources
// and model versions of its own, so tests never see each other's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import { injuries } from '../schema/players.ts';
import { weatherSnapshots } from '../schema/weather.ts';
import { finishRun, startRun } from './provider-runs.ts';
import { cachedWeekPicks, modelInputsKey, saveWeekPicks, type WeekKey } from './week-pick-cache.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const key = (iso: string) => modelInputsKey(t.db.orm, new Date(iso));
/** The key just before and at an instant: [a millisecond before, at]. */
const around = async (iso: string) => [
  await key(new Date(Date.parse(iso) - 1).toISOString()),
  await key(iso),
];

describe('the inputs key', () => {
  it('is the first 32 hex digits of the SHA-256 of the format and every count, on an empty database', async () => {
    const empty = await createTestDatabase();
    try {
      // sha256('{"format":2,"runs":"0","games":null,"odds":null,"results":"0","kickoffs":"0","horizons":"0",
      // "lines":"0","weather":"0","injuries":"0"}'), its first 32 hex digits (node:crypto, once).
      expect(await modelInputsKey(empty.db.orm, new Date('2030-01-01T00:00:00Z'))).toBe(
        'a4ed4134e3bbbc940b05d3906bb62fe2',
      );
    } finally {
      await empty.destroy();
    }
  });

  it('moves at a kickoff, at a result and at the 4-hour horizon after kickoff, each at its instant', async () => {
    // NE at MIA, kickoff 17:00; final known 20:00; horizon 17:00 + 4 h = 21:00.
    await gameOf(t.db.orm, '2031_01_NE_MIA', '2031-09-14T17:00:00Z', {
      home: 24,
      away: 17,
      knownAt: '2031-09-14T20:00:00Z',
    });
    for (const instant of ['2031-09-14T17:00:00Z', '2031-09-14T20:00:00Z', '2031-09-14T21:00:00Z']) {
      const [before, at] = await around(instant);
      expect(at).not.toBe(before);
    }
    // Between the instants nothing is crossed: 18:00 and 19:00 see the same inputs.
    expect(await key('2031-09-14T18:00:00Z')).toBe(await key('2031-09-14T19:00:00Z'));
    expect(await key('2031-09-14T20:00:00Z')).toBe(await key('2031-09-14T20:59:59.999Z'));
    expect(await key('2031-09-14T21:00:00Z')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('moves when a line, a forecast or an injury report is captured by the instant, and with every stored line', async () => {
    await gameOf(t.db.orm, '2032_01_NE_MIA', '2032-09-12T17:00:00Z');
    const stored = await key('2032-09-10T00:00:00Z');
    await t.db.orm.insert(oddsSnapshots).values(
      oddsRow('2032_01_NE_MIA', {
        market: 'spreads',
        side: 'home',
        line: -3,
        price: -110,
        at: '2032-09-10T12:00:00Z',
      }),
    );
    // A line stored later than the instant asked still moves the key (a new stored id).
    expect(await key('2032-09-10T00:00:00Z')).not.toBe(stored);
    await t.db.orm.insert(weatherSnapshots).values({
      gameId: '2032_01_NE_MIA',
      source: 'open-meteo',
      capturedAt: new Date('2032-09-11T06:00:00Z'),
      validAt: new Date('2032-09-12T17:00:00Z'),
      observed: false,
    });
    await t.db.orm.insert(injuries).values({
      source: 'test',
      season: 2032,
      week: 1,
      gameType: 'REG',
      team: 'MIA',
      playerKey: 'p-1',
      fullName: 'A Player',
      reportedAt: new Date('2032-09-11T18:00:00Z'),
    });
    for (const instant of ['2032-09-10T12:00:00Z', '2032-09-11T06:00:00Z', '2032-09-11T18:00:00Z']) {
      const [before, at] = await around(instant);
      expect(at).not.toBe(before);
    }
  });

  it("moves with a run that wrote rows or failed; not with the model's own run or a run that changed nothing", async () => {
    const asOf = '2033-01-01T00:00:00Z';
    const keyMoves = async (
      source: string,
      status: 'success' | 'failed' | null,
      counts = { inserted: 0, updated: 0, unchanged: 5 },
    ) => {
      const before = await key(asOf);
      const id = await startRun(t.db.orm, source, new Date('2032-12-31T10:00:00Z'));
      if (status)
        await finishRun(t.db.orm, id, { finishedAt: new Date('2032-12-31T11:00:00Z'), status, counts });
      return (await key(asOf)) !== before;
    };
    expect(await keyMoves('kc:unchanged', 'success')).toBe(false);
    expect(await keyMoves('kc:running', null)).toBe(false);
    expect(await keyMoves('model', 'success', { inserted: 5, updated: 0, unchanged: 0 })).toBe(false);
    expect(await keyMoves('model', 'failed')).toBe(false);
    expect(await keyMoves('kc:failed', 'failed')).toBe(true);
    expect(await keyMoves('kc:inserted', 'success', { inserted: 1, updated: 0, unchanged: 0 })).toBe(true);
    expect(await keyMoves('kc:updated', 'success', { inserted: 0, updated: 1, unchanged: 0 })).toBe(true);
  });
});

const picks = (label: string) => [{ gameId: label }] as unknown as GamePrediction[];
const week = (modelVersion: string, inputsKey: string, w = 1, season = 2025): WeekKey => ({
  modelVersion,
  season,
  week: w,
  inputsKey,
});

describe('cached picks', () => {
  it('finds an entry only under its whole key; the first write of a key wins', async () => {
    await saveWeekPicks(t.db.orm, week('cp', 'k1'), picks('first'));
    await saveWeekPicks(t.db.orm, week('cp', 'k1'), picks('second'));
    await saveWeekPicks(t.db.orm, week('cp-other', 'k1'), picks('other version'));
    await saveWeekPicks(t.db.orm, week('cp', 'k1', 1, 2024), picks('other season'));
    await saveWeekPicks(t.db.orm, week('cp', 'k1', 2), picks('other week'));
    const found = async (k: WeekKey) => (await cachedWeekPicks(t.db.orm, k))?.[0]?.gameId;
    expect(await found(week('cp', 'k1'))).toBe('first');
    expect(await found(week('cp-other', 'k1'))).toBe('other version');
    expect(await found(week('cp', 'k1', 1, 2024))).toBe('other season');
    expect(await found(week('cp', 'k1', 2))).toBe('other week');
    expect(await cachedWeekPicks(t.db.orm, week('cp', 'k2'))).toBeUndefined();
    expect(await cachedWeekPicks(t.db.orm, week('cp', 'k1', 3))).toBeUndefined();
  });

  it("keeps a week's 8 newest entries and never touches another week, season or version", async () => {
    // Other weeks, seasons and versions written first (the oldest entries of all).
    await saveWeekPicks(t.db.orm, week('kp', 'w2', 2), picks('w2'));
    await saveWeekPicks(t.db.orm, week('kp', 's24', 1, 2024), picks('s24'));
    await saveWeekPicks(t.db.orm, week('kp-other', 'v'), picks('v'));
    for (let i = 1; i <= 9; i++) await saveWeekPicks(t.db.orm, week('kp', `e${i}`), picks(`e${i}`));
    const present = async (k: WeekKey) => (await cachedWeekPicks(t.db.orm, k)) !== undefined;
    // Nine entries of week 1, 8 kept: e1, the oldest, is dropped; e2 … e9 stay.
    expect(await present(week('kp', 'e1'))).toBe(false);
    expect(await present(week('kp', 'e2'))).toBe(true);
    expect(await present(week('kp', 'e9'))).toBe(true);
    expect([
      await present(week('kp', 'w2', 2)),
      await present(week('kp', 's24', 1, 2024)),
      await present(week('kp-other', 'v')),
    ]).toEqual([true, true, true]);
  });
});
