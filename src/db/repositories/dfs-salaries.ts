import { dfsSalaries } from '../schema/dfs.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export type DfsSalaryInsert = typeof dfsSalaries.$inferInsert;

/** Re-importing a slate updates salaries in place but keeps when they were first known. */
export function upsertDfsSalaries(db: Executor, rows: DfsSalaryInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, dfsSalaries, rows, {
    target: [dfsSalaries.site, dfsSalaries.slate, dfsSalaries.sitePlayerId],
    rules: { captured_at: (cur) => cur },
  });
}
