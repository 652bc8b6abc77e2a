// Ingest runs on one cloned database (decision 128, the repositories' fast test set; decisions 137 and
// 141): a run is recorded running with its owner, finished with its counts, error (cut at 2,000
// characters) and data instant; the data-status page reads each source's latest run, success and failure
// among the runs started by the instant asked (at it, not a millisecond after); the latest success is the
// latest to finish; a replay's first-week run is not a whole run; a stopped process's runs are aborted by
// owner only. Each test uses sources and owners of its own, so tests never see each other's rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { providerRuns } from '../schema/provider-runs.ts';
import {
  abortRuns,
  countRuns,
  finishRun,
  lastSuccessAt,
  runningOwners,
  sourceStatuses,
  startRun,
  wholeRunSucceeded,
} from './provider-runs.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
const row = async (id: number) =>
  (await t.db.orm.select().from(providerRuns).where(eq(providerRuns.id, id)))[0];

/** A run of `source` started at `startedAt` and, unless still running, finished an hour later as `status`. */
async function run(source: string, startedAt: string, status: 'running' | 'success' | 'failed', extra = {}) {
  const id = await startRun(t.db.orm, source, at(startedAt));
  if (status !== 'running')
    await finishRun(t.db.orm, id, {
      finishedAt: new Date(Date.parse(startedAt) + 3_600_000),
      status,
      ...extra,
    });
  return id;
}

describe('recording a run', () => {
  it('records a run as running, with its owner when given and none otherwise', async () => {
    const owned = await startRun(t.db.orm, 'rec:a', at('2025-01-01T10:00:00Z'), 41);
    const plain = await startRun(t.db.orm, 'rec:a', at('2025-01-01T11:00:00Z'));
    expect(plain).toBe(owned + 1);
    const r = await row(owned);
    expect([r?.source, r?.startedAt, r?.status, r?.owner, r?.finishedAt]).toEqual([
      'rec:a',
      at('2025-01-01T10:00:00Z'),
      'running',
      41,
      null,
    ]);
    expect((await row(plain))?.owner).toBeNull();
  });

  it('finishes only the run named, with its counts, data instant, details and an error cut at 2,000 characters', async () => {
    const first = await startRun(t.db.orm, 'rec:b', at('2025-01-02T10:00:00Z'), 42);
    const second = await startRun(t.db.orm, 'rec:b', at('2025-01-02T10:05:00Z'), 42);
    await finishRun(t.db.orm, first, {
      finishedAt: at('2025-01-02T10:30:00Z'),
      status: 'failed',
      counts: { inserted: 3, updated: 2, unchanged: 1 },
      error: 'x'.repeat(2001),
      dataAsOf: at('2025-01-02T09:00:00Z'),
      details: { files: 4 },
    });
    const r = await row(first);
    expect([
      r?.finishedAt,
      r?.status,
      r?.rowsInserted,
      r?.rowsUpdated,
      r?.rowsUnchanged,
      r?.error?.length,
      r?.dataAsOf,
      r?.details,
    ]).toEqual([
      at('2025-01-02T10:30:00Z'),
      'failed',
      3,
      2,
      1,
      2000,
      at('2025-01-02T09:00:00Z'),
      { files: 4 },
    ]);
    expect([(await row(second))?.status, (await row(second))?.finishedAt]).toEqual(['running', null]);
    // Finished with nothing but the instant and status: zero counts, no error, data instant or details.
    await finishRun(t.db.orm, second, { finishedAt: at('2025-01-02T10:40:00Z'), status: 'success' });
    const s = await row(second);
    expect([
      s?.status,
      s?.rowsInserted,
      s?.rowsUpdated,
      s?.rowsUnchanged,
      s?.error,
      s?.dataAsOf,
      s?.details,
    ]).toEqual(['success', 0, 0, 0, null, null, null]);
  });
});

describe('the status of each source', () => {
  it("answers each source's latest run, success and failure among runs started by the instant", async () => {
    // st:a: success 10:00, failed 11:00, running from 12:00. st:b: two successes started at 10:00 (the
    // later id wins the tie), a failure started 13:00 (after the instants asked).
    const a1 = await run('st:a', '2025-02-01T10:00:00Z', 'success');
    const a2 = await run('st:a', '2025-02-01T11:00:00Z', 'failed');
    const a3 = await run('st:a', '2025-02-01T12:00:00Z', 'running');
    await run('st:b', '2025-02-01T10:00:00Z', 'success');
    const b2 = await run('st:b', '2025-02-01T10:00:00Z', 'success');
    await run('st:b', '2025-02-01T13:00:00Z', 'failed');
    const ids = async (asOf: string) =>
      (await sourceStatuses(t.db.orm, at(asOf)))
        .filter((s) => s.source.startsWith('st:'))
        .map((s) => [s.source, s.lastRun?.id, s.lastSuccess?.id, s.lastFailure?.id]);
    expect(await ids('2025-02-01T12:00:00Z')).toEqual([
      ['st:a', a3, a1, a2],
      ['st:b', b2, b2, undefined],
    ]);
    // A millisecond before 12:00 the running one is not known yet.
    expect(await ids('2025-02-01T11:59:59.999Z')).toEqual([
      ['st:a', a2, a1, a2],
      ['st:b', b2, b2, undefined],
    ]);
    expect(await ids('2025-02-01T09:59:59.999Z')).toEqual([]);
  });

  it('dates the last success by when it finished; a failure or another source never counts', async () => {
    expect(await lastSuccessAt(t.db.orm, 'ls:a')).toBeUndefined();
    // Started 10:00, finished 12:00; started 11:00, finished 11:30 (the later start, the earlier finish).
    const early = await startRun(t.db.orm, 'ls:a', at('2025-03-01T10:00:00Z'));
    await finishRun(t.db.orm, early, { finishedAt: at('2025-03-01T12:00:00Z'), status: 'success' });
    const late = await startRun(t.db.orm, 'ls:a', at('2025-03-01T11:00:00Z'));
    await finishRun(t.db.orm, late, { finishedAt: at('2025-03-01T11:30:00Z'), status: 'success' });
    await run('ls:a', '2025-03-01T13:00:00Z', 'failed'); // finished 14:00
    await run('ls:b', '2025-03-01T14:00:00Z', 'success'); // finished 15:00
    expect(await lastSuccessAt(t.db.orm, 'ls:a')).toEqual(at('2025-03-01T12:00:00Z'));
  });

  it("a replay's first-week success is not a whole run; a failure or another source's success is not either", async () => {
    await run('wr:a', '2025-04-01T10:00:00Z', 'success', {
      details: { firstWeek: { season: 2025, week: 1 } },
    });
    await run('wr:a', '2025-04-01T11:00:00Z', 'failed');
    await run('wr:b', '2025-04-01T12:00:00Z', 'success');
    expect(await wholeRunSucceeded(t.db.orm, 'wr:a')).toBe(false);
    await run('wr:a', '2025-04-01T13:00:00Z', 'success', { details: { files: 1 } });
    expect(await wholeRunSucceeded(t.db.orm, 'wr:a')).toBe(true);
  });

  it('counts the runs of one source in one status', async () => {
    expect(await countRuns(t.db.orm, 'cr:a', 'success')).toBe(0);
    await run('cr:a', '2025-05-01T10:00:00Z', 'success');
    await run('cr:a', '2025-05-01T11:00:00Z', 'success');
    await run('cr:a', '2025-05-01T12:00:00Z', 'failed');
    await run('cr:b', '2025-05-01T12:00:00Z', 'success');
    // cr:a: 2 successes, 1 failure; cr:b's success is another source's.
    expect([
      await countRuns(t.db.orm, 'cr:a', 'success'),
      await countRuns(t.db.orm, 'cr:a', 'failed'),
    ]).toEqual([2, 1]);
  });
});

describe("a stopped process's runs", () => {
  it('lists the owners of running runs once each, the ownerless as null', async () => {
    await startRun(t.db.orm, 'ro:a', at('2025-06-01T10:00:00Z'), 9001);
    await startRun(t.db.orm, 'ro:b', at('2025-06-01T10:00:00Z'), 9001);
    await startRun(t.db.orm, 'ro:a', at('2025-06-01T10:00:00Z'));
    const done = await startRun(t.db.orm, 'ro:a', at('2025-06-01T10:00:00Z'), 9002);
    await finishRun(t.db.orm, done, { finishedAt: at('2025-06-01T11:00:00Z'), status: 'success' });
    const owners = (await runningOwners(t.db.orm)).filter((o) => o === null || o >= 9001);
    expect(owners.sort()).toEqual([9001, null]);
  });

  it("aborts one owner's running runs only, the ownerless ones only when asked for null", async () => {
    await abortRuns(t.db.orm, null, at('2025-07-01T00:00:00Z')); // other tests' ownerless runs
    const mine = [
      await startRun(t.db.orm, 'ab:a', at('2025-07-01T10:00:00Z'), 9101),
      await startRun(t.db.orm, 'ab:b', at('2025-07-01T10:00:00Z'), 9101),
    ];
    const finished = await run('ab:a', '2025-07-01T08:00:00Z', 'success');
    await t.db.orm.update(providerRuns).set({ owner: 9101 }).where(eq(providerRuns.id, finished));
    const other = await startRun(t.db.orm, 'ab:a', at('2025-07-01T10:00:00Z'), 9102);
    const ownerless = await startRun(t.db.orm, 'ab:a', at('2025-07-01T10:00:00Z'));
    expect(await abortRuns(t.db.orm, 9101, at('2025-07-01T12:34:56Z'))).toBe(2);
    const r = await row(mine[1] ?? 0);
    expect([r?.status, r?.error]).toEqual([
      'aborted',
      'The process running it stopped before it finished (noticed at 2025-07-01T12:34:56.000Z).',
    ]);
    expect([(await row(mine[0] ?? 0))?.status, (await row(finished))?.status]).toEqual([
      'aborted',
      'success',
    ]);
    expect([(await row(other))?.status, (await row(ownerless))?.status]).toEqual(['running', 'running']);
    expect(await abortRuns(t.db.orm, null, at('2025-07-01T13:00:00Z'))).toBe(1);
    expect([(await row(other))?.status, (await row(ownerless))?.status]).toEqual(['running', 'aborted']);
  });
});
