// The two health probes, prepared so that answering them costs what a cached read costs. Liveness says
// the process serves and never touches the database: its body is built at most once a second. Readiness
// asks the database at most once a second, however often it is probed, and answers from that result in
// between. Both are served by the routes in routes/health.ts and, for a result already known, by the
// front door. See docs/decisions/019-losing-postgresql.md.
import type { Clock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { pingDatabase } from '../db/repositories/health.ts';
import type { HealthResponse, ReadinessResponse } from '../shared/api/health.ts';
import type { DatabaseState } from './database-state.ts';

export const LIVENESS_PATH = '/api/health';
export const READINESS_PATH = '/api/ready';
const CHECK_EVERY_MS = 1_000;

export interface ProbeAnswer {
  status: 200 | 503;
  body: Buffer;
  /** The complete header list, security headers included. */
  headers: string[];
}

export interface Probes {
  liveness(): ProbeAnswer;
  /** The readiness answer, asking the database if the last answer is older than a second. */
  readiness(): Promise<ProbeAnswer>;
  /** The readiness answer if one from the last second is known (no I/O). */
  knownReadiness(): ProbeAnswer | undefined;
}

export function createProbes(deps: {
  db: Database;
  clock: Clock;
  version: string;
  database: Pick<DatabaseState, 'up'>;
  security: Readonly<Record<string, string>>;
}): Probes {
  const startedAt = Date.now();
  const answer = (status: 200 | 503, value: HealthResponse | ReadinessResponse): ProbeAnswer => {
    const body = Buffer.from(JSON.stringify(value));
    const headers = {
      ...deps.security,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(body.length),
    };
    return { status, body, headers: Object.entries(headers).flat() };
  };

  let live: { second: number; up: boolean; answer: ProbeAnswer } | undefined;
  let ready: { at: number; answer: Promise<ProbeAnswer>; known?: ProbeAnswer } | undefined;
  return {
    liveness() {
      const second = Math.floor(Date.now() / 1000);
      const up = deps.database.up;
      if (live?.second !== second || live.up !== up) {
        const body: HealthResponse = {
          status: 'ok',
          database: up ? 'up' : 'down',
          version: deps.version,
          uptimeSeconds: Math.max(0, second - Math.floor(startedAt / 1000)),
          now: deps.clock.now().toISOString(),
        };
        live = { second, up, answer: answer(200, body) };
      }
      return live.answer;
    },
    readiness() {
      const now = Date.now();
      if (!ready || now - ready.at >= CHECK_EVERY_MS) {
        const check: NonNullable<typeof ready> = {
          at: now,
          answer: pingDatabase(deps.db).then((up) => {
            check.known = up
              ? answer(200, { status: 'ready', database: 'up' })
              : answer(503, { status: 'not_ready', database: 'down' });
            return check.known;
          }),
        };
        ready = check;
      }
      return ready.answer;
    },
    knownReadiness() {
      return ready && Date.now() - ready.at < CHECK_EVERY_MS ? ready.known : undefined;
    },
  };
}
