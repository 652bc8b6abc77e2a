// The data-status route and its freshness rule, with the runs repository stubbed (decision 128, the
// routes' fast test set): a source is ok, stale (last success older than its limit, not at it),
// failing (a failure after the last success, by run id even when the clock gives them one time),
// never run, or off (this configuration never runs it: no error shown); ages never negative, data never
// dated after the clock; unknown sources that ran are listed after the known ones, without a limit.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { ProviderRun } from '../../db/repositories/provider-runs.ts';

vi.mock('../../db/repositories/provider-runs.ts', () => ({ sourceStatuses: vi.fn() }));

const runs = await import('../../db/repositories/provider-runs.ts');
const { dataStatusRoutes, describeSource } = await import('./data-status.ts');

// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');
const run = (id: number | string, finishedAt: string | null, over: Partial<ProviderRun> = {}) =>
  ({
    id,
    source: 'odds-api',
    startedAt: new Date('2025-11-19T09:00:00Z'),
    finishedAt: finishedAt === null ? null : new Date(finishedAt),
    status: 'success',
    owner: null,
    rowsInserted: 12,
    rowsUpdated: 3,
    rowsUnchanged: 40,
    error: null,
    dataAsOf: new Date('2025-11-19T09:55:00Z'),
    details: null,
    ...over,
  }) as ProviderRun;
const stored = (lastSuccess?: ProviderRun, lastFailure?: ProviderRun) => ({
  source: 'odds-api',
  lastRun: lastFailure ?? lastSuccess,
  lastSuccess,
  lastFailure,
});
// Two hours, as the Odds API's limit.
const LIMIT = 7_200;
/** The Odds API's lines at the app's clock, under their limit, with these runs stored. */
const lines = (lastSuccess?: ProviderRun, lastFailure?: ProviderRun) =>
  describeSource('odds-api', 'Lines', LIMIT, stored(lastSuccess, lastFailure), NOW);

describe('a source’s state', () => {
  it('is ok within its limit: age in whole seconds, rows and the data’s own time', () => {
    // 12:00:00 − 10:00:00.500 = 7,199.5 s → 7,199.
    expect(lines(run(7, '2025-11-19T10:00:00.500Z'))).toEqual({
      source: 'odds-api',
      label: 'Lines',
      state: 'ok',
      stale: false,
      offReason: null,
      lastSuccessAt: '2025-11-19T10:00:00.500Z',
      lastFailureAt: null,
      lastError: null,
      rows: { inserted: 12, updated: 3, unchanged: 40 },
      ageSeconds: 7_199,
      maxAgeSeconds: LIMIT,
      dataAsOf: '2025-11-19T09:55:00.000Z',
    });
  });

  it('is ok at exactly its limit and stale one second past it; without a limit never stale', () => {
    const at = (finishedAt: string, limit: number | null = LIMIT) =>
      describeSource('odds-api', 'Lines', limit, stored(run(7, finishedAt)), NOW);
    expect([at('2025-11-19T10:00:00Z').state, at('2025-11-19T10:00:00Z').ageSeconds]).toEqual(['ok', 7_200]);
    expect([at('2025-11-19T09:59:59Z').state, at('2025-11-19T09:59:59Z').stale]).toEqual(['stale', true]);
    expect(at('2025-01-01T00:00:00Z', null).state).toBe('ok');
  });

  it('is failing when a failure came after the last success, by run id, with its error', () => {
    const failed = run('9', null, {
      status: 'failed',
      startedAt: new Date('2025-11-19T11:00:00Z'),
      error: 'HTTP 401 from the Odds API',
    });
    const status = lines(run('10', '2025-11-19T11:00:00Z'), failed);
    // Run 9 before run 10 (ids are text here, as pg may hand int8): an old failure, the source is ok.
    expect([status.state, status.lastError, status.lastFailureAt]).toEqual([
      'ok',
      null,
      '2025-11-19T11:00:00.000Z',
    ]);
    const later = run('11', '2025-11-19T11:00:00Z', {
      status: 'failed',
      error: 'HTTP 401 from the Odds API',
    });
    const failing = lines(run('10', '2025-11-19T11:00:00Z'), later);
    expect([failing.state, failing.stale, failing.lastError]).toEqual([
      'failing',
      true,
      'HTTP 401 from the Odds API',
    ]);
    // A failure's finish is shown when there is one, its start otherwise.
    expect(failing.lastFailureAt).toBe('2025-11-19T11:00:00.000Z');
  });

  it('is failing without any success, never run without any run', () => {
    const failed = run(3, '2025-11-19T08:00:00Z', { status: 'failed', error: 'DNS' });
    expect(lines(undefined, failed)).toMatchObject({
      state: 'failing',
      stale: true,
      lastError: 'DNS',
      lastSuccessAt: null,
      rows: null,
      ageSeconds: null,
      dataAsOf: null,
    });
    expect(describeSource('odds-api', 'Lines', LIMIT, undefined, NOW)).toMatchObject({
      state: 'never_run',
      stale: true,
      lastFailureAt: null,
      lastError: null,
    });
  });

  it('is off with its reason when this configuration never runs it, its old error not shown', () => {
    const failed = run(11, '2025-11-19T11:00:00Z', { status: 'failed', error: 'HTTP 401' });
    expect(
      describeSource(
        'odds-api',
        'Lines',
        LIMIT,
        stored(run(10, '2025-11-01T00:00:00Z'), failed),
        NOW,
        'no ODDS_API_KEY',
      ),
    ).toMatchObject({ state: 'off', stale: false, offReason: 'no ODDS_API_KEY', lastError: null });
  });

  it('never gives a negative age nor data dated after the clock (runs recorded in real time after a replay instant)', () => {
    const future = run(7, '2026-11-27T12:00:00Z', { dataAsOf: new Date('2026-11-27T11:00:00Z') });
    expect(lines(future)).toMatchObject({
      state: 'ok',
      ageSeconds: 0,
      dataAsOf: '2025-11-19T12:00:00.000Z',
    });
    const noData = run(7, '2025-11-19T11:00:00Z', { dataAsOf: null });
    expect(lines(noData).dataAsOf).toBeNull();
  });
});

describe('the data-status route', () => {
  beforeEach(() => {
    vi.mocked(runs.sourceStatuses)
      .mockReset()
      .mockResolvedValue([
        { ...stored(run(7, '2025-11-19T11:00:00Z')), source: 'odds-api' },
        { ...stored(run(8, '2025-11-19T11:30:00Z')), source: 'old-scraper' },
      ]);
  });

  it('is public and cached, documented under system', async () => {
    const a = await routeApp(dataStatusRoutes, context());
    expect(a.declared.get('GET /api/data-status')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a)).toEqual([
      [
        'GET /api/data-status',
        ['system'],
        'Freshness of every data source: last success, last failure and why, rows, age',
      ],
    ]);
    // The response schema is the API's documented answer (and its serialiser).
    expect(a.declared.get('GET /api/data-status')?.statuses).toEqual(['200']);
  });

  it('lists every known source in order, off ones with their reason, then unknown ones that ran', async () => {
    const a = await routeApp(
      dataStatusRoutes,
      context({ sourcesOff: new Map([['espn', 'ESPN is turned off']]) }),
    );
    const res = await a.inject({ method: 'GET', url: '/api/data-status' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const body = res.json();
    expect(body.now).toBe('2025-11-19T12:00:00.000Z');
    expect(runs.sourceStatuses).toHaveBeenCalledWith(ORM, NOW);
    const states = body.sources.map((s: { source: string; state: string }) => [s.source, s.state]);
    expect(states[0]).toEqual(['nflverse:games', 'never_run']);
    expect(states).toContainEqual(['odds-api', 'ok']);
    expect(states).toContainEqual(['espn', 'off']);
    // The 22 known sources, then the one that ran under an id no longer known, labelled by it, no limit.
    expect(body.sources).toHaveLength(23);
    expect(body.sources[22]).toMatchObject({
      source: 'old-scraper',
      label: 'old-scraper',
      state: 'ok',
      maxAgeSeconds: null,
    });
    expect(body.sources.find((s: { source: string }) => s.source === 'odds-api')).toMatchObject({
      label: 'Betting lines (The Odds API)',
      maxAgeSeconds: 7_200,
      ageSeconds: 3_600,
    });
  });
});
