// The web app's public configuration on a bare app (decision 128, the routes' fast test set): only the
// whitelist — version, the replay instant (null when live), the one plan's price, and the two external
// links (null when unset) — public and cached.
import { describe, expect, it } from 'vitest';
import { context, documented, routeApp } from '../../../tests/support/route-app.ts';
import { publicConfigRoutes } from './public-config.ts';

const plan = { priceCents: 999, currency: 'USD', interval: 'month' } as const;

describe('the public configuration', () => {
  it('is public and cached, under system', async () => {
    const a = await routeApp(publicConfigRoutes, context({ plan }));
    expect(a.declared.get('GET /api/config')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a)).toEqual([
      ['GET /api/config', ['system'], 'Configuration the web app needs (the public whitelist)'],
    ]);
  });

  it('says the version, the replay instant, the plan and the links', async () => {
    const a = await routeApp(
      publicConfigRoutes,
      context({
        version: '1.4.2',
        plan,
        clock: { now: () => new Date('2025-12-12T18:00:00Z'), replayAt: new Date('2025-12-12T18:00:00Z') },
        publicLinks: { chat: 'https://chat.example/invite', social: 'https://social.example/gg' },
      }),
    );
    expect((await a.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      version: '1.4.2',
      replayAt: '2025-12-12T18:00:00.000Z',
      plan,
      links: { chat: 'https://chat.example/invite', social: 'https://social.example/gg' },
    });
  });

  it('is live (no replay instant) and without links when none are set', async () => {
    const a = await routeApp(
      publicConfigRoutes,
      context({ plan, publicLinks: { chat: undefined, social: undefined } }),
    );
    expect((await a.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      version: 'test',
      replayAt: null,
      plan,
      links: { chat: null, social: null },
    });
  });
});
