// The two probes' routes on a bare app with the probes stubbed (decision 128, the routes' fast test
// set; issue 20: /api/ready answers 200 or 503 with a body that serialises): public, never rate-limited,
// marked as probes; each sends the probe's prepared bytes as they are, uncached, with the probe's status.
import { describe, expect, it } from 'vitest';
import { documented, routeApp } from '../../../tests/support/route-app.ts';
import type { ProbeAnswer, Probes } from '../probes.ts';
import { healthRoutes } from './health.ts';

const bytes = (body: object) => Buffer.from(JSON.stringify(body));
const LIVE = bytes({
  status: 'ok',
  database: 'down',
  version: 'test',
  uptimeSeconds: 12,
  now: '2025-11-19T12:00:00.000Z',
});
const probes = (ready: ProbeAnswer): Probes => ({
  liveness: () => ({ status: 200, body: LIVE, headers: [] }),
  readiness: async () => ready,
  knownReadiness: () => undefined,
});
const NOT_READY: ProbeAnswer = {
  status: 503,
  body: bytes({ status: 'not_ready', database: 'down' }),
  headers: [],
};
const READY: ProbeAnswer = { status: 200, body: bytes({ status: 'ready', database: 'up' }), headers: [] };

describe('the probe routes', () => {
  it('are public, never rate-limited, marked as probes, under system', async () => {
    const a = await routeApp(healthRoutes, { probes: probes(READY) });
    for (const route of ['GET /api/health', 'GET /api/ready']) {
      expect(a.declared.get(route)?.config, route).toEqual({
        access: 'public',
        rateLimit: false,
        probe: true,
      });
    }
    expect(documented(a)).toEqual([
      ['GET /api/health', ['system'], 'Liveness: the process is serving (no database access)'],
      ['GET /api/ready', ['system'], 'Readiness: the database answers (checked at most once a second)'],
    ]);
    // The response schemas are the API's documented answers: readiness documents its 503 too.
    expect(a.declared.get('GET /api/health')?.statuses).toEqual(['200']);
    expect(a.declared.get('GET /api/ready')?.statuses).toEqual(['200', '503']);
  });

  it('sends the liveness bytes as they are, uncached', async () => {
    const a = await routeApp(healthRoutes, { probes: probes(READY) });
    const res = await a.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(LIVE.toString());
  });

  it('answers readiness 200 or 503 with the probe’s serialised body', async () => {
    const up = await (await routeApp(healthRoutes, { probes: probes(READY) })).inject({
      method: 'GET',
      url: '/api/ready',
    });
    expect([up.statusCode, up.json(), up.headers['cache-control']]).toEqual([
      200,
      { status: 'ready', database: 'up' },
      'no-store',
    ]);
    const down = await (await routeApp(healthRoutes, { probes: probes(NOT_READY) })).inject({
      method: 'GET',
      url: '/api/ready',
    });
    expect([down.statusCode, down.json(), down.headers['content-type']]).toEqual([
      503,
      { status: 'not_ready', database: 'down' },
      'application/json; charset=utf-8',
    ]);
  });
});
