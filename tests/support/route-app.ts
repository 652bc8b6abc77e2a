// A bare Fastify app around one route plugin, for the routes' fast test set (decision 128): the zod
// compilers and the error handler of the real app, a `requireUser` like the access frame's, the
// signed-in person named by a test header, and a stand-in database whose `orm` is a marker the
// stubbed repositories (vi.mock) are checked to receive. No PostgreSQL: a mutant reruns in milliseconds.
// What the access frame itself enforces (401 before the handler, CSRF) is pinned in
// src/server/auth/access-rules.test.ts; here each route's declared `access` is read back.
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { catchUpTracker } from '../../src/core/catch-up.ts';
import type { Clock } from '../../src/core/clock.ts';
import type { Database } from '../../src/db/client.ts';
import type { Executor } from '../../src/db/repositories/executor.ts';
import type { SeasonWindow } from '../../src/domain/current-week.ts';
import { HttpError } from '../../src/server/api-error.ts';
import type { AppContext } from '../../src/server/app-context.ts';
import type { AuthUser } from '../../src/server/auth/session.ts';
import { registerErrorHandler } from '../../src/server/plugins/errors.ts';

/** What the routes hand to a repository as its executor: tests assert they pass exactly this. */
export const ORM = { stand_in: 'orm' } as unknown as Executor;

/** A stand-in database: `orm` is the marker, a transaction runs its callback on the marker. */
export const DB = {
  orm: Object.assign(ORM, { transaction: async <T>(fn: (tx: Executor) => Promise<T>) => fn(ORM) }),
  url: 'postgres://stand-in',
} as unknown as Database;

export const fixedAt = (iso: string): Clock => ({ now: () => new Date(iso), replayAt: undefined });

/**
 * Season windows as the games repository's `seasonWindows` answers them (oldest first), for the routes
 * that find the current week at context()'s clock (2025-11-19: week 12 of 2025): 2024 and 2025, each from
 * its Thursday opener to its Super Bowl, 22 weeks with the playoffs.
 */
export const WINDOW_2024 = {
  season: 2024,
  firstKickoff: new Date('2024-09-06T00:20:00Z'),
  lastKickoff: new Date('2025-02-09T23:30:00Z'),
  lastWeek: 22,
} satisfies SeasonWindow;
export const WINDOW_2025 = {
  season: 2025,
  firstKickoff: new Date('2025-09-05T00:20:00Z'),
  lastKickoff: new Date('2026-02-08T23:30:00Z'),
  lastWeek: 22,
} satisfies SeasonWindow;
export const WINDOWS: SeasonWindow[] = [WINDOW_2024, WINDOW_2025];

export function context(over: Partial<AppContext> = {}): AppContext {
  return {
    db: DB,
    clock: fixedAt('2025-11-19T12:00:00Z'),
    version: 'test',
    publicLinks: {} as AppContext['publicLinks'],
    plan: {} as AppContext['plan'],
    sourcesOff: new Map(),
    freezeLineMaxAgeMs: 3_600_000,
    boards: (() => {
      throw new Error('no board in this test');
    }) as unknown as AppContext['boards'],
    wallNow: () => new Date('2026-11-27T12:00:00Z'),
    catchUp: catchUpTracker(),
    ...over,
  };
}

export interface RouteApp {
  inject: ReturnType<typeof Fastify>['inject'];
  /** Each route's declared access, `METHOD /url`. */
  access: Map<string, string | undefined>;
  /**
   * Each route's whole `config` (cache, community, limits), OpenAPI summary and tags, and the statuses
   * its response schema documents (the API's contract), `METHOD /url`.
   */
  declared: Map<string, { config: unknown; summary: unknown; tags: unknown; statuses: string[] }>;
  /** The lines the routes logged (info and above; Fastify's own request lines left out), parsed. */
  logs: Record<string, unknown>[];
  close: () => Promise<void>;
}

/** Header naming the signed-in person (absent: a visitor). */
export const AS = (id: string, over: Partial<AuthUser> = {}) => ({
  'x-test-user': JSON.stringify({ id, ...over }),
});

export async function routeApp<O extends object>(
  plugin: FastifyPluginAsync<O>,
  options: O,
): Promise<RouteApp> {
  const logs: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    disableRequestLogging: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { up: true });
  const access = new Map<string, string | undefined>();
  const declared = new Map<
    string,
    { config: unknown; summary: unknown; tags: unknown; statuses: string[] }
  >();
  app.addHook('onRoute', (route) => {
    for (const m of [route.method].flat()) {
      access.set(`${m} ${route.url}`, route.config?.access);
      declared.set(`${m} ${route.url}`, {
        config: route.config,
        summary: route.schema?.summary,
        tags: route.schema?.tags,
        statuses: Object.keys(route.schema?.response ?? {}),
      });
    }
  });
  app.decorateRequest('user', null);
  app.decorateRequest('requireUser', function requireUser(this: { user: AuthUser | null }) {
    if (!this.user) throw new HttpError(401, 'sign in to use this');
    return this.user;
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-user'];
    if (typeof header !== 'string') return;
    const named = JSON.parse(header) as Partial<AuthUser>;
    request.user = {
      id: 'missing',
      name: 'Test',
      email: 'test@example.com',
      emailVerified: true,
      role: 'user',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ...named,
    };
  });
  await app.register(plugin as FastifyPluginAsync, { ...(options as object), prefix: '/api' });
  await app.ready();
  return { inject: app.inject.bind(app), access, declared, logs, close: () => app.close() };
}

/**
 * What the API documentation lists: each route (HEAD twins left out) with its tags and summary, in the
 * order registered. The OpenAPI document is what API clients read, so its grouping and wording are pinned.
 */
export const documented = (app: RouteApp) =>
  [...app.declared]
    .filter(([route]) => !route.startsWith('HEAD '))
    .map(([route, d]) => [route, d.tags, d.summary]);
