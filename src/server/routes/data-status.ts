import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SourceStatus as Stored, sourceStatuses } from '../../db/repositories/provider-runs.ts';
import { DataStatusResponse, type SourceStatus } from '../../shared/api/data-status.ts';
import { DATA_SOURCES } from '../../shared/data-sources.ts';
import type { AppContext } from '../app-context.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A source is stale when its last success is too old or a failure came after it. */
export function describeSource(
  id: string,
  label: string,
  maxAgeSeconds: number | null,
  stored: Stored | undefined,
  now: Date,
  offReason?: string,
): SourceStatus {
  const success = stored?.lastSuccess;
  const failure = stored?.lastFailure;
  const successAt = success?.finishedAt ?? null;
  // Run ids order runs even when a frozen clock gives them all one time (pg may hand int8 as text).
  const failing = failure !== undefined && (!success || Number(failure.id) > Number(success.id));
  // Runs recorded in real time can lie after a replay clock; age is never negative.
  const ageSeconds = successAt ? Math.max(0, Math.floor((now.getTime() - successAt.getTime()) / 1000)) : null;
  const tooOld = ageSeconds !== null && maxAgeSeconds !== null && ageSeconds > maxAgeSeconds;
  const state = offReason
    ? 'off'
    : !success
      ? failure
        ? 'failing'
        : 'never_run'
      : failing
        ? 'failing'
        : tooOld
          ? 'stale'
          : 'ok';
  const dataAsOf = success?.dataAsOf ?? null;
  return {
    source: id,
    label,
    state,
    stale: state !== 'ok' && state !== 'off',
    offReason: offReason ?? null,
    lastSuccessAt: iso(successAt),
    lastFailureAt: iso(failure?.finishedAt ?? failure?.startedAt),
    // An old failure of a source this configuration no longer runs is history, not a current problem.
    lastError: failing && !offReason ? (failure?.error ?? null) : null,
    rows: success
      ? { inserted: success.rowsInserted, updated: success.rowsUpdated, unchanged: success.rowsUnchanged }
      : null,
    ageSeconds,
    maxAgeSeconds,
    dataAsOf: dataAsOf ? iso(new Date(Math.min(dataAsOf.getTime(), now.getTime()))) : null,
  };
}

export const dataStatusRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, sourcesOff }) => {
  app.get(
    '/data-status',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'Freshness of every data source: last success, last failure and why, rows, age',
        tags: ['system'],
        response: { 200: DataStatusResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const stored = new Map((await sourceStatuses(db.orm, now)).map((s) => [s.source, s]));
      const known = new Set(DATA_SOURCES.map((s) => s.id));
      const sources = [
        ...DATA_SOURCES.map((s) =>
          describeSource(s.id, s.label, s.maxAgeSeconds, stored.get(s.id), now, sourcesOff.get(s.id)),
        ),
        ...[...stored.keys()]
          .filter((id) => !known.has(id))
          .map((id) => describeSource(id, id, null, stored.get(id), now)),
      ];
      reply.header('cache-control', 'public, max-age=30');
      return { now: now.toISOString(), sources };
    },
  );
};
