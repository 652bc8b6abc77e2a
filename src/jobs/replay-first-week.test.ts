// A replay's current week before the rest of the record (decision 134): the first-week run decides only
// the current week's games that kicked off and precomputes the week, and what Weekly Picks then reads is
// byte for byte what it reads once the whole model job has decided every earlier game. The 2025 schedule
// replayed at Friday 12 December 2025, 18:00 UTC: week 15, whose only game played by then is Thursday's
// Falcons at Buccaneers (11 December, 8:15 pm New York); the other fifteen are still to come.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { weekPredictions } from '../core/model/week-predictions.ts';
import { scoreModel } from './score-model.ts';

const NOW = '2025-12-12T18:00:00Z';
const THURSDAY = '2025_15_ATL_TB';

describe('a replay serves its current week first', () => {
  let first: TestDatabase;
  let whole: TestDatabase;
  beforeAll(async () => {
    // Two clones of the run's one load of the 2025 schedule as of NOW (the captures test's own fixture).
    [first, whole] = await Promise.all([
      packDatabase({ kinds: ['games'], season: 2025, at: NOW }),
      packDatabase({ kinds: ['games'], season: 2025, at: NOW }),
    ]);
  }, 60_000);
  afterAll(() => Promise.all([first?.destroy(), whole?.destroy()]));

  const ctx = (t: TestDatabase) => testIngestContext(t.db, { now: NOW });
  const decided = async (t: TestDatabase) =>
    (
      await t.db.orm.execute<{ game_id: string; row: Record<string, unknown> }>(
        sql`select game_id, to_jsonb(p) - 'written_at' - 'graded_at' as row from predictions p
            union all select game_id, to_jsonb(n) - 'written_at' - 'id' as row from no_picks n order by game_id`,
      )
    ).rows;
  const week15 = async (t: TestDatabase) =>
    weekPredictions(t.db.orm, 2025, 15, new Date(NOW), ctx(t).config.freezeLineMaxAgeMs);

  it('decides only the week’s played game, then serves what the whole record serves', async () => {
    const run = await scoreModel(ctx(first), 'current week');
    expect(run.status, run.error).toBe('success');
    // One game decided (Thursday's), none of weeks 1–14; this week and next precomputed.
    expect(run.details).toMatchObject({
      frozen: 1,
      noPick: 0,
      graded: 1,
      precomputedWeeks: 2,
      firstWeek: true,
    });
    const early = await decided(first);
    expect(early.map((r) => r.game_id)).toEqual([THURSDAY]);
    const served = await week15(first);
    // Thursday's game shows its frozen pick (locked, written by the replay at its clock: not before kickoff).
    const thursday = served.predictions.find((p) => p.gameId === THURSDAY);
    expect(thursday).toMatchObject({ status: 'locked', publishedBeforeKickoff: false });
    expect(served.predictions.filter((p) => p.status === 'provisional')).toHaveLength(15);

    // The whole model job afterwards decides every other game and leaves the week as it was served.
    const rest = await scoreModel(ctx(first));
    expect(rest.status, rest.error).toBe('success');
    expect(await week15(first)).toEqual(served);
    // And Thursday's row is the one a single whole run writes: the same decision, field for field.
    expect((await scoreModel(ctx(whole))).status).toBe('success');
    expect(await decided(first)).toEqual(await decided(whole));
    expect(await week15(whole)).toEqual(served);
  }, 180_000);
});
