// Public reads never wait for private writes (issue 20, "what was seen" 1; deliverable 1). One server
// on a real socket over the game screens' data (real schedule, odds, model run): a person joins and
// leaves a challenge in a loop while 50 connections, from a process of their own, read cached routes.
// Before, each join bumped the data version, every cached answer was recomputed and the week board
// rebuilt, the loop stalled and load shedding answered 503 to everyone. Also: the per-user write limit.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLoad } from '../../bench/read-load-client.ts';
import { pastShedding, signedInBrowser, type TestBrowser } from '../../tests/support/accounts.ts';
import { GAME_SCREENS_NOW, gameScreensDatabase } from '../../tests/support/game-screens-fixture.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

const READS = ['/api/teams', '/api/top5', '/api/weekly-picks/15', '/api/challenges'];

let t: TestApp;
let base: string;
let ann: TestBrowser;
let bob: TestBrowser;
let challengeId: number;
// The rate-limit windows' time: fixed inside a test, moved on a minute at will.
let rateNow = 1_000 * 60_000;

beforeAll(async () => {
  t = await createTestApp({
    database: await gameScreensDatabase(),
    now: GAME_SCREENS_NOW,
    wallNow: () => new Date('2026-11-25T12:00:00Z'),
    rateLimitNow: () => rateNow,
    // The reads' own per-IP limit is not what is measured here; a cold week board may take a while.
    config: { rateLimitPerMinute: 100_000_000, requestTimeoutMs: 600_000 },
    // The production shedder (1 s of loop delay), not the test default that never sheds on it: a stall
    // answering 503 to the reads is what this file is about.
    shedding: {},
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await signedInBrowser(t, 'admin@example.com', { admin: true });
  [ann, bob] = await Promise.all([
    signedInBrowser(t, 'ann@example.com'),
    signedInBrowser(t, 'bob@example.com'),
  ]);
  // Week 16 starts after the clock (Fri 12 Dec 2025): members may still leave.
  const created = await pastShedding(() =>
    admin.post('/api/challenges', {
      title: 'Week 16 spreads',
      kind: 'spreads',
      period: 'weekly',
      startDate: '2025-12-19',
      entryCoins: 100,
    }),
  );
  expect(created.statusCode).toBe(201);
  challengeId = created.json().challenge.id;
  // Every read computed once (the week board built) before anything is measured.
  for (const path of READS) expect((await fetch(`${base}${path}`)).status).toBe(200);
}, 600_000);
afterAll(() => t?.close());

const join = (b: TestBrowser) => b.post(`/api/challenges/${challengeId}/join`, {});
const leave = (b: TestBrowser) => b.delete(`/api/challenges/${challengeId}/membership`);

describe('per-user write limits', () => {
  it('refuses a person hammering join/leave with 429 after 20 of each a minute; others carry on', async () => {
    rateNow += 60_000;
    // 20 joins and 20 leaves a minute each (RATE_LIMITS.userWritesPerMinute): all answered.
    for (let i = 0; i < 20; i += 1) {
      expect((await join(ann)).statusCode, `join ${i + 1}`).toBe(200);
      expect((await leave(ann)).statusCode, `leave ${i + 1}`).toBe(200);
    }
    const refused = await join(ann);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `Rate limit reached: 20 writes to POST /api/challenges/:id/join per person a minute. Retry in ${refused.headers['retry-after']} s.`,
    );
    // Another person, same route, same minute (and, with inject, the same address): not limited.
    expect((await join(bob)).statusCode).toBe(200);
    expect((await leave(bob)).statusCode).toBe(200);
    // The next minute, the first person may write again.
    rateNow += 60_000;
    expect((await join(ann)).statusCode).toBe(200);
    expect((await leave(ann)).statusCode).toBe(200);
  });
});

/** Reads for `seconds` over 50 connections, with the event-loop delay p99 measured meanwhile. */
async function measuredReads(seconds: number) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const reads = await readLoad(base, READS, { seconds, connections: 50 });
  delay.disable();
  return { reads, loopP99Ms: delay.percentile(99) / 1e6 };
}

const row = (label: string, m: Awaited<ReturnType<typeof measuredReads>>, writes: number) =>
  `| ${label} | ${m.reads.perSecond} | ${m.reads.p99Ms} | ${m.loopP99Ms.toFixed(1)} | ${m.reads.notOk} | ${writes} |`;

describe('cached reads while a person writes in a loop', () => {
  let alone: Awaited<ReturnType<typeof measuredReads>>;
  // The baseline row of the table below: 4 s, half the measured window (decision 158). Its figures are
  // rates and percentiles, printed for the reader; what this file holds the app to is the 8 s with writes.
  it('measures the reads alone first (the benchmark baseline)', async () => {
    alone = await measuredReads(4);
    expect(alone.reads.notOk).toBe(0);
  });

  it('answers every read 2xx and keeps the event-loop delay p99 under 100 ms', async () => {
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        rateNow += 60_000; // a new window each round: the write limit is not what is measured here
        const joined = await join(ann);
        const left = await leave(ann);
        expect([joined.statusCode, left.statusCode]).toEqual([200, 200]);
        writes += 2;
      }
    })();
    const withWrites = await measuredReads(8);
    writing = false;
    await writer;
    const { reads, loopP99Ms } = withWrites;
    console.log(
      [
        '| 50 connections | reads/s | read p99 ms | loop delay p99 ms | non-2xx | writes |',
        '|---|---|---|---|---|---|',
        row('reads alone, 4 s', alone, 0),
        row('reads + join/leave loop, 8 s', withWrites, writes),
      ].join('\n'),
    );
    expect(writes).toBeGreaterThan(10);
    expect(reads.requests).toBeGreaterThan(100);
    expect({ notOk: reads.notOk, errors: reads.errors }).toEqual({ notOk: 0, errors: 0 });
    expect(loopP99Ms).toBeLessThan(100);
  });
});
