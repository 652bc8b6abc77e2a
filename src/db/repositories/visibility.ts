// When the data as known at the clock next changes without a write: every row the read paths filter by
// time (a result known from result_known_at, a line from its capture, a report from its publication, a
// kickoff capping the lines read) becomes visible at its own instant. A replay's clock stands still; a
// live one passes these instants, and anything built as of an earlier one is out of date from then.
import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';

export async function nextVisibleChangeAfter(db: Executor, asOf: Date): Promise<Date | null> {
  const { rows } = await db.execute<{ at: Date | null }>(sql`
    select least(
      (select min(result_known_at) from games where result_known_at > ${asOf}),
      (select min(kickoff) from games where kickoff > ${asOf}),
      (select min(captured_at) from odds_snapshots where captured_at > ${asOf}),
      (select min(captured_at) from player_props where captured_at > ${asOf}),
      (select min(captured_at) from weather_snapshots where captured_at > ${asOf}),
      (select min(reported_at) from injuries where reported_at > ${asOf}),
      (select min(captured_at) from dfs_salaries where captured_at > ${asOf})
    ) as at`);
  const at = rows[0]?.at;
  return at === null || at === undefined ? null : new Date(at);
}
