// The model's record for one season as known at a clock: the locked picks on the public record whose
// final score was known by then, counted by the grade the model job stored.
import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';

export interface WinLossCount {
  wins: number;
  losses: number;
  pushes: number;
  graded: number;
}

const empty = (): WinLossCount => ({ wins: 0, losses: 0, pushes: 0, graded: 0 });

export async function seasonRecord(
  db: Executor,
  q: { modelVersion: string; season: number; asOf: Date },
): Promise<{ straightUp: WinLossCount; againstSpread: WinLossCount }> {
  const result = await db.execute<{ kind: string; outcome: string; n: number }>(sql`
    with graded as (
      select p.straight_up, p.against_spread
      from predictions p join games g on g.game_id = p.game_id
      where p.model_version = ${q.modelVersion} and g.season = ${q.season}
        and g.result_known_at <= ${q.asOf} and p.predicted_at <= ${q.asOf}
    )
    select 'su' as kind, straight_up as outcome, count(*)::int as n
      from graded where straight_up is not null group by straight_up
    union all
    select 'ats', against_spread, count(*)::int from graded where against_spread is not null group by against_spread`);
  const straightUp = empty();
  const againstSpread = empty();
  for (const row of result.rows) {
    const target = row.kind === 'su' ? straightUp : againstSpread;
    const n = Number(row.n);
    if (row.outcome === 'win') target.wins += n;
    else if (row.outcome === 'loss') target.losses += n;
    else target.pushes += n;
    target.graded += n;
  }
  return { straightUp, againstSpread };
}
