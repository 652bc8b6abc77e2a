import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { providerRuns } from '../schema/provider-runs.ts';
import type { WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export async function startRun(
  db: Executor,
  source: string,
  startedAt: Date,
  owner: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(providerRuns)
    .values({ source, startedAt, status: 'running', owner })
    .returning({ id: providerRuns.id });
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent: an insert … returning of one row always answers that row
  if (!row) throw new Error('could not record the run');
  return row.id;
}

export async function finishRun(
  db: Executor,
  id: number,
  result: {
    finishedAt: Date;
    status: 'success' | 'failed';
    counts?: WriteCounts;
    error?: string;
    dataAsOf?: Date | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .update(providerRuns)
    .set({
      finishedAt: result.finishedAt,
      status: result.status,
      rowsInserted: result.counts?.inserted ?? 0,
      rowsUpdated: result.counts?.updated ?? 0,
      rowsUnchanged: result.counts?.unchanged ?? 0,
      error: result.error?.slice(0, 2000) ?? null,
      dataAsOf: result.dataAsOf ?? null,
      details: result.details ?? null,
    })
    .where(eq(providerRuns.id, id));
}

export type ProviderRun = typeof providerRuns.$inferSelect;

export interface SourceStatus {
  source: string;
  lastRun: ProviderRun | undefined;
  lastSuccess: ProviderRun | undefined;
  lastFailure: ProviderRun | undefined;
}

/**
 * The latest run, latest success and latest failure of every source that has run by `asOf` (runs
 * recorded after the clock, by a later run of the app, are not known yet).
 */
export async function sourceStatuses(db: Executor, asOf: Date): Promise<SourceStatus[]> {
  const pick = (status: ProviderRun['status'] | null) =>
    db
      .selectDistinctOn([providerRuns.source])
      .from(providerRuns)
      .where(
        and(lte(providerRuns.startedAt, asOf), status === null ? sql`true` : eq(providerRuns.status, status)),
      )
      .orderBy(providerRuns.source, desc(providerRuns.startedAt), desc(providerRuns.id));
  const [last, success, failed] = await Promise.all([pick(null), pick('success'), pick('failed')]);
  const bySource = (rows: ProviderRun[]) => new Map(rows.map((r) => [r.source, r]));
  const s = bySource(success);
  const f = bySource(failed);
  return last.map((run) => ({
    source: run.source,
    lastRun: run,
    lastSuccess: s.get(run.source),
    lastFailure: f.get(run.source),
  }));
}

export async function lastSuccessAt(db: Executor, source: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: providerRuns.finishedAt })
    .from(providerRuns)
    .where(sql`${providerRuns.source} = ${source} and ${providerRuns.status} = 'success'`)
    .orderBy(desc(providerRuns.finishedAt))
    .limit(1);
  return row?.at ?? undefined;
}

/**
 * Has a whole run of `source` ever succeeded here: not a part of one (a replay's first-week model run
 * carries `firstWeek` in its details, decision 134)?
 */
export async function wholeRunSucceeded(db: Executor, source: string): Promise<boolean> {
  // Stryker disable ObjectLiteral: equivalent: only whether a row came back is read (a next-line comment inside the chain is not applied)
  const [row] = await db
    .select({ id: providerRuns.id })
    .from(providerRuns)
    .where(
      sql`${providerRuns.source} = ${source} and ${providerRuns.status} = 'success' and (${providerRuns.details}->>'firstWeek') is null`,
    )
    .limit(1);
  // Stryker restore ObjectLiteral
  return row !== undefined;
}

export async function countRuns(db: Executor, source: string, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(providerRuns)
    .where(sql`${providerRuns.source} = ${source} and ${providerRuns.status} = ${status}`);
  // Stryker disable next-line OptionalChaining: equivalent: count(*) always answers one row
  return row?.n ?? 0;
}

/** Owners of runs still marked running (null: rows from before owners were recorded). */
export async function runningOwners(db: Executor): Promise<(number | null)[]> {
  const rows = await db
    .selectDistinct({ owner: providerRuns.owner })
    .from(providerRuns)
    .where(eq(providerRuns.status, 'running'));
  return rows.map((r) => r.owner);
}

/** Marks one owner's unfinished runs as aborted: its process stopped before they finished. */
export async function abortRuns(db: Executor, owner: number | null, noticedAt: Date): Promise<number> {
  const rows = await db
    .update(providerRuns)
    .set({
      status: 'aborted',
      error: `The process running it stopped before it finished (noticed at ${noticedAt.toISOString()}).`,
    })
    .where(
      and(
        eq(providerRuns.status, 'running'),
        owner === null ? isNull(providerRuns.owner) : eq(providerRuns.owner, owner),
      ),
    )
    .returning({ id: providerRuns.id });
  return rows.length;
}
