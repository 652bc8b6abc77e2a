// The route-authorization frame. Every API route declares who may call it —
// `config: { access: 'public' | 'user' | 'admin' }` — and the app refuses to start when one does not.
// One hook then enforces, for every request, in this order:
//   1. state-changing methods: a body other than JSON gets 415; a cross-site request or a missing,
//      foreign or forged CSRF token gets 403 (csrf.ts) — unless the route says `csrf: false`;
//   2. 'user' and 'admin' routes: no valid session gets 401; 'admin' routes: a non-admin gets 403.
// It runs at preParsing: after the per-client rate limit (onRequest), before any body is parsed.
// Denials are logged (event auth.denied) with route, client and user, never with a secret.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { CSRF_REFUSED_HEADER } from '../../shared/api/auth.ts';
import { HttpError, sendError } from '../api-error.ts';
import type { AuthServices } from './auth-services.ts';
import { resolveSession } from './session.ts';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every /api route. */
    access?: Access;
    /** 'optional': a public route that still wants request.user when someone is signed in. */
    session?: 'optional';
    /** false: no CSRF check (only for callers that cannot hold a cookie, e.g. a signed webhook). */
    csrf?: false;
  }
  interface FastifyInstance {
    /** Every route of the app with its declared access, as registered (tests enumerate it). */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  csrf: boolean;
  /** Routes of plugins outside the API (static files, the web app, the OpenAPI UI): GET and HEAD only. */
  framework: boolean;
  /** The schemas of what the client sends (tests walk them: every text field refuses control bytes). */
  request: { body?: unknown; querystring?: unknown; params?: unknown };
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const READ_ONLY = new Set(['GET', 'HEAD']);

/** Routes of the OpenAPI UI plugin, which cannot carry our config. */
const DOCS_PREFIX = '/api/docs';

function declaredAccess(route: RouteOptions): RouteAccess[] {
  const methods = [route.method].flat().map((m) => m.toUpperCase());
  const access = route.config?.access;
  const csrf = route.config?.csrf !== false;
  const { body, querystring, params } = route.schema ?? {};
  const request = { body, querystring, params };
  if (access)
    return methods.map((method) => ({ method, url: route.url, access, csrf, framework: false, request }));
  const inApi = route.url.startsWith('/api/') && !route.url.startsWith(DOCS_PREFIX);
  if (inApi || !methods.every((m) => READ_ONLY.has(m))) {
    throw new Error(
      `${methods.join(',')} ${route.url} declares no access: add config: { access: 'public' | 'user' | 'admin' }`,
    );
  }
  return methods.map((method) => ({
    method,
    url: route.url,
    access: 'public',
    csrf,
    framework: true,
    request,
  }));
}

function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403 | 415, message: string) {
  request.log.warn(
    {
      event: 'auth.denied',
      status,
      method: request.method,
      route: request.routeOptions.url,
      ip: request.ip,
      userId: request.user?.id,
    },
    `refused: ${message}`,
  );
  return sendError(reply.header('cache-control', 'no-store'), status, message);
}

const isJson = (contentType: string) => /^application\/json\s*(;|$)/i.test(contentType);

/** Registers the frame on the root app, before any route, so it sees and guards every route. */
export function registerAccessControl(app: FastifyInstance, services: AuthServices): void {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('requireUser', function requireUser(this: FastifyRequest) {
    if (!this.user) throw new HttpError(401, 'sign in to use this');
    return this.user;
  });
  app.addHook('onRoute', (route) => {
    table.push(...declaredAccess(route));
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (STATE_CHANGING.has(request.method) && config.csrf !== false) {
      const contentType = request.headers['content-type'];
      if (contentType !== undefined && !isJson(contentType)) {
        return deny(request, reply, 415, 'the API accepts JSON bodies only (Content-Type: application/json)');
      }
      const problem = services.csrf.problem(request);
      if (problem) return deny(request, reply.header(CSRF_REFUSED_HEADER, '1'), 403, problem);
    }
    const access = config.access ?? 'public';
    if (access === 'public' && config.session !== 'optional') return payload;
    await resolveSession(services, request, reply);
    if (access === 'public') return payload;
    reply.header('cache-control', 'no-store');
    if (!request.user) return deny(request, reply, 401, 'sign in to use this');
    if (access === 'admin' && request.user.role !== 'admin') {
      return deny(request, reply, 403, 'this needs the admin role');
    }
    return payload;
  });
}
