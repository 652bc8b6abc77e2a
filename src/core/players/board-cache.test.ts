// The week board is rebuilt only when what it reads can have changed: the data (a finished run here or
// on another instance) or the clock passing an instant at which a stored row becomes visible. A live
// clock ticking over a minute with nothing new does not rebuild it (decision 065).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../tests/support/manual-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { notifyDataChanged } from '../data-changes.ts';
import { createBoardCache } from './board-cache.ts';
import type { WeekBoard } from './week-board.ts';

describe('the week board cache', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.destroy());

  const counting = () => {
    const builds: string[] = [];
    const build = async (season: number, week: number, asOf: Date) => {
      builds.push(asOf.toISOString());
      return { season, week, asOf: asOf.toISOString() } as WeekBoard;
    };
    return { builds, build };
  };

  it('two calls a minute apart with no data change build once; a finished run rebuilds', async () => {
    const clock = manualClock('2025-11-19T12:00:30Z');
    const { builds, build } = counting();
    const boards = createBoardCache(t.db, build);
    const first = await boards(2025, 12, clock.now());
    clock.advance(60_000);
    const second = await boards(2025, 12, clock.now());
    expect(builds).toEqual(['2025-11-19T12:00:30.000Z']);
    expect(second).toBe(first);
    // This process's own job finished a run.
    notifyDataChanged();
    await boards(2025, 12, clock.now());
    // Another instance's run bumped the database's data version.
    clock.advance(60_000);
    await t.db.orm.execute(
      // What the provider_runs trigger does when any instance finishes a run (migration 0006).
      sql`insert into settings (key, value, updated_at) values ('data_version', '1'::jsonb, now())
          on conflict (key) do update set value = to_jsonb((settings.value #>> '{}')::bigint + 1)`,
    );
    await boards(2025, 12, clock.now());
    expect(builds).toEqual([
      '2025-11-19T12:00:30.000Z',
      '2025-11-19T12:01:30.000Z',
      '2025-11-19T12:02:30.000Z',
    ]);
  });

  it('rebuilds when the clock passes a stored row’s visibility (an injury report published later)', async () => {
    const clock = manualClock('2025-11-19T12:00:00Z');
    await t.db.orm.execute(sql`
      insert into injuries (source, season, week, game_type, team, player_key, full_name, report_status, reported_at)
      values ('nflverse', 2025, 12, 'REG', 'BUF', '00-0034857', 'Josh Allen', 'Questionable', '2025-11-19T18:00:00Z')`);
    const { builds, build } = counting();
    const boards = createBoardCache(t.db, build);
    await boards(2025, 12, clock.now());
    clock.advance(5 * 3_600_000); // 17:00: the report is not public yet
    await boards(2025, 12, clock.now());
    expect(builds).toHaveLength(1);
    clock.advance(3_600_000); // 18:00: it is
    await boards(2025, 12, clock.now());
    clock.advance(60_000);
    await boards(2025, 12, clock.now());
    expect(builds).toEqual(['2025-11-19T12:00:00.000Z', '2025-11-19T18:00:00.000Z']);
  });

  it('a new week, or a clock set back before the build, builds afresh', async () => {
    const clock = manualClock('2025-11-26T12:00:00Z');
    const { builds, build } = counting();
    const boards = createBoardCache(t.db, build);
    await boards(2025, 13, clock.now());
    await boards(2025, 12, clock.now());
    await boards(2025, 12, new Date('2025-11-19T12:00:00Z'));
    expect(builds).toHaveLength(3);
  });

  it('concurrent first requests share one build, and a failed build is not kept', async () => {
    let n = 0;
    const boards = createBoardCache(t.db, async (season, week, asOf) => {
      n += 1;
      if (n === 2) throw new Error('worker lost');
      return { season, week, asOf: asOf.toISOString() } as WeekBoard;
    });
    const now = new Date('2025-11-20T12:00:00Z');
    const [a, b] = await Promise.all([boards(2025, 12, now), boards(2025, 12, now)]);
    expect(a).toBe(b);
    expect(n).toBe(1);
    notifyDataChanged();
    await expect(boards(2025, 12, now)).rejects.toThrow('worker lost');
    await boards(2025, 12, now);
    expect(n).toBe(3);
  });
});
