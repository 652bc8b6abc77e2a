// The account API's assembly (accounts.ts) with each route file stubbed (their own rules files pin
// them): session, sign-up, password, account and admin mail, each registered once under /api, in that
// order, with the services, the SMTP flag, the Stripe gateway and the clock handed on unchanged.
import Fastify from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { seen, stub } = vi.hoisted(() => {
  const seen: { name: string; options: unknown }[] = [];
  const stub =
    (name: string) =>
    async (api: { get: (url: string, h: () => Promise<unknown>) => void }, options: unknown) => {
      seen.push({ name, options });
      api.get(`/${name}`, async () => ({ name }));
    };
  return { seen, stub };
});
vi.mock('./auth-session.ts', () => ({ authSessionRoutes: stub('session') }));
vi.mock('./auth-sign-up.ts', () => ({ authSignUpRoutes: stub('sign-up') }));
vi.mock('./auth-password.ts', () => ({ authPasswordRoutes: stub('password') }));
vi.mock('./account.ts', () => ({ accountRoutes: stub('account') }));
vi.mock('./admin-mail.ts', () => ({ adminMailRoutes: stub('admin-mail') }));

const { accountsApi } = await import('./accounts.ts');

const OPTIONS = {
  services: { marker: 'services' },
  smtpConfigured: true,
  stripe: undefined,
  clock: { now: () => new Date('2025-11-19T12:00:00Z'), replayAt: undefined },
} as never;

beforeEach(() => {
  seen.length = 0;
});

describe('the account API', () => {
  it('registers each account route file once, in order, with the options unchanged', async () => {
    const app = Fastify();
    // As the app mounts it: inside the /api scope, with its options alone.
    await app.register(async (api) => api.register(accountsApi, OPTIONS), { prefix: '/api' });
    await app.ready();
    expect(seen.map((s) => s.name)).toEqual(['session', 'sign-up', 'password', 'account', 'admin-mail']);
    for (const s of seen) {
      expect(s.options, s.name).toMatchObject({
        services: { marker: 'services' },
        smtpConfigured: true,
        stripe: undefined,
        clock: (OPTIONS as { clock: unknown }).clock,
      });
    }
    for (const name of ['session', 'sign-up', 'password', 'account', 'admin-mail']) {
      const res = await app.inject({ method: 'GET', url: `/api/${name}` });
      expect(res.json(), name).toEqual({ name });
    }
    await app.close();
  });
});
