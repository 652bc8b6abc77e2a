import { and, desc, eq, lte } from 'drizzle-orm';
import { modelReports } from '../schema/model.ts';
import type { Executor } from './executor.ts';
import { writeStamp } from './write-stamp.ts';

export type ModelReportRow = typeof modelReports.$inferSelect;

/** The newest report computed as of an instant no later than `asOf` (replay never sees a later one). */
export async function latestReport(
  db: Executor,
  modelVersion: string,
  asOf: Date,
): Promise<ModelReportRow | undefined> {
  const [row] = await db
    .select()
    .from(modelReports)
    .where(and(eq(modelReports.modelVersion, modelVersion), lte(modelReports.asOf, asOf)))
    .orderBy(desc(modelReports.asOf))
    .limit(1);
  return row;
}

/** Reports are derived data (the picks are the record): a recomputation at the same instant replaces it. */
export async function saveReport(db: Executor, row: typeof modelReports.$inferInsert): Promise<void> {
  await db
    .insert(modelReports)
    .values(row)
    .onConflictDoUpdate({
      target: [modelReports.modelVersion, modelReports.asOf],
      set: {
        fromSeason: row.fromSeason,
        toSeason: row.toSeason,
        dataKey: row.dataKey,
        report: row.report,
        computedAt: writeStamp(),
      },
    });
}
