import { and, asc, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { dfsSalaries } from '../schema/dfs.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export type DfsSalaryInsert = typeof dfsSalaries.$inferInsert;
export type DfsSalaryRow = typeof dfsSalaries.$inferSelect;

/** Re-importing a slate updates salaries in place but keeps when they were first known. */
export function upsertDfsSalaries(db: Executor, rows: DfsSalaryInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, dfsSalaries, rows, {
    target: [dfsSalaries.site, dfsSalaries.slate, dfsSalaries.sitePlayerId],
    rules: { captured_at: (cur) => cur },
  });
}

/** A week's salaries of one site as known at `asOf` (replay: a file published later is invisible). */
export function salariesAsOf(
  db: Executor,
  season: number,
  week: number,
  asOf: Date,
  site: 'draftkings' | 'fanduel' = 'draftkings',
): Promise<DfsSalaryRow[]> {
  return db
    .select()
    .from(dfsSalaries)
    .where(
      and(
        eq(dfsSalaries.site, site),
        eq(dfsSalaries.season, season),
        eq(dfsSalaries.week, week),
        lte(dfsSalaries.capturedAt, asOf),
      ),
    )
    .orderBy(asc(dfsSalaries.slate), desc(dfsSalaries.salary), asc(dfsSalaries.sitePlayerId));
}

/** Real salaries of our players (gsis ids) in `seasons`, known at `asOf`, for the DFS backtest. */
export function salariesOfSeasons(db: Executor, seasons: readonly number[], asOf: Date, site = 'draftkings') {
  if (seasons.length === 0) return Promise.resolve([]);
  return db
    .select({
      season: dfsSalaries.season,
      week: dfsSalaries.week,
      gsisId: dfsSalaries.gsisId,
      salary: dfsSalaries.salary,
    })
    .from(dfsSalaries)
    .where(
      and(
        eq(dfsSalaries.site, site),
        inArray(dfsSalaries.season, [...seasons]),
        isNotNull(dfsSalaries.gsisId),
        lte(dfsSalaries.capturedAt, asOf),
      ),
    );
}

/** Salary against the site's own average points, for fitting how the site prices players. */
export function salaryFitRows(db: Executor, asOf: Date, site = 'draftkings') {
  return db
    .select({ position: dfsSalaries.position, salary: dfsSalaries.salary, avgPoints: dfsSalaries.avgPoints })
    .from(dfsSalaries)
    .where(and(eq(dfsSalaries.site, site), gt(dfsSalaries.avgPoints, 0), lte(dfsSalaries.capturedAt, asOf)));
}
