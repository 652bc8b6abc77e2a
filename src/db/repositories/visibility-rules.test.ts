// When the data as known at the clock next changes without a write (the week board's cache reads it to
// know when its build goes out of date, src/core/players/board-cache.ts): the earliest instant after the
// clock at which any of the seven time-filtered sources shows a row. One cloned database; season 2040 and
// its rows are this file's own. Each source in turn holds the earliest instant, so dropping any of the
// seven reads, or reading one at or before the clock, changes an answer below.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { nextVisibleChangeAfter } from './visibility.ts';

let t: TestDatabase;
const CLOCK = new Date('2040-10-07T12:00:00Z');
/** The clock plus `h` hours, as an ISO instant (negative: before the clock). */
const plus = (h: number) => new Date(CLOCK.getTime() + h * 3_600_000).toISOString();
const next = async () => (await nextVisibleChangeAfter(t.db.orm, CLOCK))?.toISOString() ?? null;
const exec = (q: ReturnType<typeof sql>) => t.db.orm.execute(q);

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('the next instant the data changes by the clock alone', () => {
  it('is unknown (null) when no row becomes visible after the clock', async () => {
    expect(await next()).toBeNull();
  });

  it('is the earliest of the seven sources, never a row at or before the clock', async () => {
    // Each source: a row exactly at the clock and one a day before (both already visible: never the
    // answer), and one at its own later instant, 1 h (injuries) to 7 h (a final's result) after the clock.
    // KC at BUF kicked off the day before, its final known 7 h after the clock; NYJ at MIA kicks off 6 h
    // after it; DAL at PHI kicked off at the clock, its final known at the clock too.
    await gameOf(t.db.orm, '2040_05_KC_BUF', plus(-24), { home: 24, away: 20, knownAt: plus(7) });
    await gameOf(t.db.orm, '2040_05_NYJ_MIA', plus(6));
    await gameOf(t.db.orm, '2040_05_DAL_PHI', plus(0), { home: 17, away: 14, knownAt: plus(0) });
    const g = '2040_05_KC_BUF';
    for (const [i, h] of [
      [1, -24],
      [2, 0],
      [3, 1],
    ] as const) {
      await exec(sql`
        insert into injuries (source, season, week, game_type, team, player_key, full_name, report_status, reported_at)
        values ('nflverse', 2040, 5, 'REG', 'BUF', ${`00-000000${i}`}, ${`Player ${i}`}, 'Questionable', ${plus(h)})`);
    }
    for (const [slate, h] of [
      ['a', -24],
      ['b', 0],
      ['c', 2],
    ] as const) {
      await exec(sql`
        insert into dfs_salaries (site, slate, site_player_id, player_name, position, roster_position, salary, team, captured_at)
        values ('draftkings', ${slate}, 'dk1', 'Player 1', 'WR', 'WR/FLEX', 5000, 'BUF', ${plus(h)})`);
    }
    for (const h of [-24, 0, 3]) {
      await exec(sql`
        insert into weather_snapshots (game_id, source, captured_at, valid_at, observed)
        values (${g}, 'open-meteo', ${plus(h)}, ${plus(-24)}, false)`);
    }
    for (const h of [-24, 0, 4]) {
      await exec(sql`
        insert into player_props (game_id, book, market, player_name, side, line, price, captured_at)
        values (${g}, 'draftkings', 'player_pass_yds', 'Player 1', 'Over', 250.5, -110, ${plus(h)})`);
    }
    for (const h of [-24, 0, 5]) {
      await exec(sql`
        insert into odds_snapshots (game_id, book, market, side, line, price, captured_at, source)
        values (${g}, 'draftkings', 'spreads', 'home', -3, -110, ${plus(h)}, 'test')`);
    }

    // Then the earliest is taken away, source by source, and the next one answers.
    expect(await next()).toBe(plus(1)); // the injury report
    await exec(sql`delete from injuries where reported_at > ${CLOCK}`);
    expect(await next()).toBe(plus(2)); // the DFS salary
    await exec(sql`delete from dfs_salaries where captured_at > ${CLOCK}`);
    expect(await next()).toBe(plus(3)); // the weather forecast
    await exec(sql`delete from weather_snapshots where captured_at > ${CLOCK}`);
    expect(await next()).toBe(plus(4)); // the player prop
    await exec(sql`delete from player_props where captured_at > ${CLOCK}`);
    expect(await next()).toBe(plus(5)); // the line
    await exec(sql`delete from odds_snapshots where captured_at > ${CLOCK}`);
    expect(await next()).toBe(plus(6)); // NYJ at MIA's kickoff
    await exec(sql`delete from games where game_id = '2040_05_NYJ_MIA'`);
    expect(await next()).toBe(plus(7)); // KC at BUF's final
    await exec(sql`update games set result_known_at = ${plus(-1)} where game_id = ${g}`);
    // Only rows at or before the clock are left in every source.
    expect(await next()).toBeNull();
  });
});
