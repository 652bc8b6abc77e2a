// The weekly recap job: writes the blog's recap of every graded week whose Tuesday has come (at the app's
// clock, so a replay writes them too). Safe to run on every instance and every hour: one post per season
// and week, whoever inserts first.
import { writeWeeklyRecaps } from '../core/blog/weekly-recaps.ts';
import type { IngestContext } from './ingest-context.ts';
import { type RunSummary, recordRun } from './run-recorder.ts';

export const WEEKLY_RECAP_SOURCE = 'weekly-recaps';

export function runWeeklyRecaps(
  ctx: Pick<IngestContext, 'db' | 'clock' | 'progress' | 'runOwner'>,
): Promise<RunSummary> {
  return recordRun(ctx, WEEKLY_RECAP_SOURCE, async () => {
    const { written, due } = await writeWeeklyRecaps(ctx.db.orm, ctx.clock.now());
    return {
      counts: { inserted: written, updated: 0, unchanged: due - written },
      details: { written, due },
    };
  });
}
