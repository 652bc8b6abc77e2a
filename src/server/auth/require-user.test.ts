// request.requireUser() (decision 104): the typed way every user route gets its caller. The access hook
// already answers 401 before a 'user' route runs; these check the guard itself, on a bare Fastify app with
// the real access frame and error handler, so a route declared 'public' by mistake fails closed.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors.ts';
import { registerAccessControl } from './access.ts';
import type { AuthServices } from './auth-services.ts';
import type { AuthUser } from './session.ts';

const ANNA: AuthUser = {
  id: 'user-anna',
  name: 'Anna',
  email: 'anna@example.com',
  emailVerified: true,
  role: 'user',
  createdAt: new Date('2026-11-01T00:00:00Z'),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // Public GETs never touch the services (no CSRF check, no session read).
  registerAccessControl(app, {} as AuthServices);
  registerErrorHandler(app, { up: true });
  app.get('/mis-declared', { config: { access: 'public' } }, (request) => ({
    id: request.requireUser().id,
  }));
  app.get(
    '/signed-in',
    {
      config: { access: 'public' },
      preHandler: async (request) => {
        request.user = ANNA;
      },
    },
    (request) => ({ id: request.requireUser().id, email: request.requireUser().email }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('request.requireUser()', () => {
  it('answers 401 in the one error shape when nobody is signed in', async () => {
    const res = await app.inject({ method: 'GET', url: '/mis-declared' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'sign in to use this' });
  });

  it('hands the route the signed-in person', async () => {
    const res = await app.inject({ method: 'GET', url: '/signed-in' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'user-anna', email: 'anna@example.com' });
  });
});
