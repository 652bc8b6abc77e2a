// A pick locks at kickoff, not a second sooner: one second before the 2025 opener (PHI–DAL, Thursday
// 4 September 2025, 8:20 pm New York) the model job stores nothing and the API shows the pick as
// provisional; at kickoff the job freezes it and the API serves the stored pick as locked. Tested
// through the job and the API, as a user (and the public record) would see them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import { baseTestConfig } from '../../tests/support/test-app.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { fixedClock } from '../core/clock.ts';
import { buildApp } from '../server/app.ts';
import type { PublicPredictionsResponse } from '../shared/api/predictions.ts';
import { scoreModel } from './score-model.ts';

const OPENER = '2025_01_DAL_PHI';
const KICKOFF = Date.parse('2025-09-05T00:20:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('a pick locks exactly at kickoff', () => {
  let t: TestDatabase;
  const stored = async () =>
    (
      await t.db.orm.execute(
        sql`select game_id, extract(epoch from predicted_at)::float8 * 1000 as predicted_ms from predictions where game_id in (select game_id from games where season = 2025)`,
      )
    ).rows as { game_id: string; predicted_ms: number }[];
  const picksAt = async (ms: number) => {
    const app = await buildApp(baseTestConfig(), { db: t.db, clock: fixedClock(new Date(ms)) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/predictions?season=2025&week=1' });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as PublicPredictionsResponse).predictions;
    } finally {
      await app.close();
    }
  };
  const opener = async (ms: number) => (await picksAt(ms)).find((p) => p.gameId === OPENER);

  beforeAll(async () => {
    // Only the 2025 schedule, loaded today (a clone of the run's one load: tests/support/pack-fixtures.ts):
    // the opener is then the first game the job could ever freeze.
    t = await packDatabase({ kinds: ['games'], season: 2025 });
  }, 60_000);
  afterAll(() => t.destroy());

  it('one second before kickoff: nothing is frozen and the pick is provisional', async () => {
    const run = await scoreModel(testIngestContext(t.db, { now: iso(KICKOFF - 1000) }));
    expect(run.status).toBe('success');
    expect(run.counts.inserted).toBe(0);
    expect(await stored()).toEqual([]);
    // Not kicked off: the public answer withholds the (provisional, unstored) pick (decision 120).
    expect(await opener(KICKOFF - 1000)).toMatchObject({ status: 'withheld' });
  }, 60_000);

  it('at kickoff: the job freezes the opener alone, and the API serves it locked', async () => {
    const run = await scoreModel(testIngestContext(t.db, { now: iso(KICKOFF) }));
    expect(run.status).toBe('success');
    expect(run.counts.inserted).toBe(1);
    expect(await stored()).toEqual([{ game_id: OPENER, predicted_ms: KICKOFF }]);
    const week = await picksAt(KICKOFF);
    expect(week.find((p) => p.gameId === OPENER)).toMatchObject({
      status: 'locked',
      predictedAt: iso(KICKOFF),
    });
    // The rest of week 1 kicks off later: still provisional, so premium and withheld from the public.
    const others = week.filter((p) => p.gameId !== OPENER);
    expect(others.length).toBeGreaterThan(10);
    expect(others.every((p) => p.status === 'withheld')).toBe(true);
  }, 60_000);

  it('a replay of the second before kickoff still shows the pick as provisional', async () => {
    expect(await stored()).toHaveLength(1);
    expect(await opener(KICKOFF - 1000)).toMatchObject({ status: 'withheld' });
    expect(await opener(KICKOFF)).toMatchObject({ status: 'locked' });
  }, 60_000);
});
