// /api/data-status says which sources this configuration never runs ("off", with the reason) instead
// of calling them not loaded or failing, and shows only runs recorded by the clock.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { parseEnv } from '../../core/config/env.ts';
import type { DataStatusResponse, SourceStatus } from '../../shared/api/data-status.ts';

const status = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/data-status' });
  expect(res.statusCode).toBe(200);
  const body = res.json() as DataStatusResponse;
  return (id: string) => body.sources.find((s) => s.source === id) as SourceStatus;
};

describe('sources off by configuration', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });
  const app = async (env: Record<string, string>, now?: string) => {
    const t = await createTestApp({ now, config: { ingest: parseEnv(env).ingest } });
    apps.push(t);
    return t;
  };

  it('offline mode: the live APIs are off, even after an old failure; the files are not', async () => {
    const t = await app({ NFL_DATA_DIR: '/data/nfl' });
    await t.database.db.pool.query(
      "insert into provider_runs (source, started_at, finished_at, status, error) values ('sleeper', now(), now(), 'failed', 'HTTP 503')",
    );
    const source = await status(t);
    for (const id of ['odds-api', 'espn', 'open-meteo', 'sleeper']) {
      expect(source(id), id).toMatchObject({
        state: 'off',
        stale: false,
        offReason: 'Off in offline mode (NFL_DATA_DIR): the app reads files and calls no live API.',
        lastError: null,
      });
    }
    expect(source('nflverse:games')).toMatchObject({ state: 'never_run', offReason: null });
  });

  it('online without a key: only The Odds API is off, ESPN supplies the lines', async () => {
    const source = await status(await app({}));
    expect(source('odds-api')).toMatchObject({
      state: 'off',
      offReason: 'Off: ODDS_API_KEY is not set, so lines come from ESPN.',
    });
    expect(source('espn')).toMatchObject({ state: 'never_run', offReason: null });
  });

  it('online with a key: nothing is off', async () => {
    const source = await status(await app({ ODDS_API_KEY: 'k' }));
    expect(source('odds-api')).toMatchObject({ state: 'never_run', offReason: null });
  });

  it('shows no run recorded after the clock', async () => {
    const t = await app({}, '2025-11-19T12:00:00Z');
    await t.database.db.pool.query(
      `insert into provider_runs (source, started_at, finished_at, status) values
        ('nflverse:games', '2025-11-19T09:15:00Z', '2025-11-19T09:16:00Z', 'success'),
        ('nflverse:games', '2025-11-20T09:15:00Z', '2025-11-20T09:16:00Z', 'failed')`,
    );
    expect((await status(t))('nflverse:games')).toMatchObject({
      state: 'ok',
      lastSuccessAt: '2025-11-19T09:16:00.000Z',
      lastFailureAt: null,
    });
  });
});
