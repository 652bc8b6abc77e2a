// Every ingest of every source is recorded in provider_runs, success or failure. A failure never
// throws past this point: the previous data stays, the run says why, and the caller moves on.
import { performance } from 'node:perf_hooks';
import { notifyDataChanged } from '../core/data-changes.ts';
import type { WriteCounts } from '../db/repositories/bulk-upsert.ts';
import { finishRun, startRun } from '../db/repositories/provider-runs.ts';
import type { IngestContext } from './ingest-context.ts';

export interface SourceResult {
  counts: WriteCounts;
  dataAsOf?: Date | null;
  details?: Record<string, unknown>;
}

export interface RunSummary {
  source: string;
  status: 'success' | 'failed' | 'skipped';
  counts: WriteCounts;
  durationMs: number;
  error?: string;
  details?: Record<string, unknown>;
}

export async function recordRun(
  ctx: Pick<IngestContext, 'db' | 'clock' | 'progress' | 'runOwner'>,
  source: string,
  work: () => Promise<SourceResult>,
): Promise<RunSummary> {
  const t0 = performance.now();
  const id = await startRun(ctx.db.orm, source, ctx.clock.now(), ctx.runOwner ?? null);
  try {
    const result = await work();
    await finishRun(ctx.db.orm, id, {
      finishedAt: ctx.clock.now(),
      status: 'success',
      counts: result.counts,
      dataAsOf: result.dataAsOf ?? null,
      details: result.details,
    });
    notifyDataChanged();
    return {
      source,
      status: 'success',
      counts: result.counts,
      durationMs: performance.now() - t0,
      details: result.details,
    };
  } catch (error) {
    const message = describeError(error);
    await finishRun(ctx.db.orm, id, { finishedAt: ctx.clock.now(), status: 'failed', error: message }).catch(
      () => {},
    );
    notifyDataChanged();
    return {
      source,
      status: 'failed',
      counts: { inserted: 0, updated: 0, unchanged: 0 },
      durationMs: performance.now() - t0,
      error: message,
    };
  } finally {
    ctx.progress?.stop();
  }
}

export function formatSummary(s: RunSummary): string {
  const c = s.counts;
  const secs = (s.durationMs / 1000).toFixed(2);
  if (s.status === 'skipped') return `${s.source}: skipped (${s.error ?? 'nothing to do'})`;
  if (s.status === 'failed') return `${s.source}: FAILED after ${secs} s: ${s.error}`;
  return `${s.source}: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged in ${secs} s`;
}

/**
 * The reason a run failed, as shown on the status page: a database error's own message rather than
 * the query text the driver wraps it in, and never more than a short paragraph.
 */
export function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const wrapped = error instanceof Error && error.message.startsWith('Failed query:');
  const message = cause && wrapped ? cause.message : error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
}
