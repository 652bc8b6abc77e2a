// Shedding under pressure (issue 20, "what was seen" 1, 5 and 10): the probes and cached reads are
// never shed, /api/ready keeps answering with its own body (it answered 500
// FST_ERR_RESPONSE_SERIALIZATION, the shed body failing its schema), and a shed request leaves one
// short log line with no stack (it left a 594-byte error line with one).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../tests/support/database-outage.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { registerShedding } from './shedding.ts';
import { registerSpa } from './spa.ts';

describe('while the app sheds load', () => {
  let t: TestApp;
  const raw: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      now: '2025-11-19T12:00:00Z',
      config: { logLevel: 'info' },
      logStream: {
        write: (line: string) => {
          raw.push(line);
        },
      },
      // Any heap at all is "too much": the app is under pressure from the first sample on.
      shedding: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 },
    });
    await seedReferenceData(t.database.db.orm);
    const shed = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: {} })).statusCode === 503;
    await eventually(shed, 5_000, 'under pressure');
  });
  afterAll(() => t.close());

  it('sheds a write with 503, Retry-After and a plain body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The server is busy. Please retry shortly.',
    });
  });

  it('logs a shed request as one short line without a stack', async () => {
    const before = raw.length;
    await t.app.inject({ method: 'POST', url: '/api/newsletter?shed-log', payload: {} });
    const requestLine = raw.slice(before).find((line) => line.includes('shed-log'));
    const { reqId } = JSON.parse(requestLine ?? '{}') as { reqId?: string };
    // Every line this request wrote (an error line carries its reqId, not its URL).
    const written = raw.slice(before).filter((line) => JSON.parse(line).reqId === reqId);
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0] as string) as Record<string, unknown>;
    expect(line).toMatchObject({ status: 503, url: '/api/newsletter?shed-log', msg: 'request' });
    expect(line.err).toBeUndefined();
    expect(written[0]).not.toContain('stack');
    // The old error line was 594 bytes; a request line is the normal ~150.
    expect((written[0] as string).length).toBeLessThan(250);
  });

  it('answers /api/ready from the database, 200 with its own body, never 500', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('answers /api/health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves cached public reads, first computation and cached answer alike', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/teams' });
    const second = await t.app.inject({ method: 'GET', url: '/api/teams' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // 32 teams seeded by the reference data.
    expect(second.json().teams).toHaveLength(32);
  });
});

// Decision 131: on a cold start the first week computation held the loop for ~9 s; the page's code
// chunks got 503 and a newcomer's first visit showed "This page could not load".
describe('while the app sheds load, the web app itself still loads', () => {
  let root: string;
  const app = Fastify();
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gg-shed-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(path.join(root, 'assets', 'top5-abc.js'), 'export {}');
    await registerShedding(app, { maxHeapUsedBytes: 1, sampleIntervalMs: 10 });
    app.post('/api/newsletter', async () => ({ ok: true }));
    app.get('/api/weekly-picks/15', async () => ({ ok: true }));
    await registerSpa(app, root);
    await app.ready();
    await eventually(
      async () => (await app.inject({ method: 'POST', url: '/api/newsletter' })).statusCode === 503,
      5_000,
      'under pressure',
    );
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("serves a page's code chunk and the page's document, and sheds the API", async () => {
    const chunk = await app.inject({ method: 'GET', url: '/assets/top5-abc.js' });
    expect(chunk.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/top5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // An uncached API read is still shed (the page shows its failure with Try again).
    const api = await app.inject({ method: 'GET', url: '/api/weekly-picks/15' });
    expect(api.statusCode).toBe(503);
  });
});
