import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIngestContext } from '../../../tests/support/ingest.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { recordRun } from '../../jobs/run-recorder.ts';

describe('the response cache of hot public GETs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db.orm);
  });
  afterAll(() => t.close());
  const teams = () => t.app.inject({ method: 'GET', url: '/api/teams' });

  it('serves a repeat request from memory, byte for byte', async () => {
    const first = await teams();
    const second = await teams();
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('recomputes as soon as a job of this process has finished a run (the data may have changed)', async () => {
    await teams();
    await recordRun(testIngestContext(t.database.db), 'nflverse:games', async () => ({
      counts: { inserted: 0, updated: 0, unchanged: 0 },
    }));
    expect((await teams()).headers['x-cache']).toBeUndefined();
    expect((await teams()).headers['x-cache']).toBe('hit');
  });

  it('keeps compressed answers cacheable', async () => {
    const gz = () =>
      t.app.inject({ method: 'GET', url: '/api/teams', headers: { 'accept-encoding': 'gzip' } });
    const first = await gz();
    const second = await gz();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
