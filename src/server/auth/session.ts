// Who is calling: the one place a request's session is read. better-auth checks the signed cookie,
// loads the session and slides its idle deadline (at most once a minute); we add the absolute
// lifetime and the effective role. Sessions run on the wall clock (Date), never the replay clock:
// replaying 2024 must not expire today's sign-ins. Tests move it with fake timers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteSessionByToken } from '../../db/repositories/users.ts';
import type { AuthServices } from './auth-services.ts';
import { readCookie } from './csrf.ts';
import { effectiveRole } from './roles.ts';
import { type CookieNames, SESSION_POLICY } from './session-policy.ts';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Effective role: stored, or admin through ADMIN_EMAILS. */
  role: 'user' | 'admin';
  createdAt: Date;
}

export interface AuthSession {
  id: string;
  /** The session's secret token (what the cookie carries); never sent in a response body. */
  token: string;
  createdAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for routes with access 'user' or 'admin' (or `session: 'optional'`); null when signed out. */
    user: AuthUser | null;
    session: AuthSession | null;
    /**
     * The signed-in caller of a 'user' or 'admin' route (the access hook has already refused anyone
     * else with 401). Throws a 401 HttpError when there is none, so a route mis-declared as public
     * fails closed instead of reading another person's data.
     */
    requireUser(): AuthUser;
  }
}

/** The request headers better-auth needs: its cookies, the client (as Fastify resolved it), the agent. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent.slice(0, 300));
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
}

export function expiredCookie(cookies: CookieNames, name: string): string {
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookies.secure ? '; Secure' : ''}`;
}

const absoluteEnd = (createdAt: Date) =>
  new Date(createdAt.getTime() + SESSION_POLICY.absoluteLifetimeSeconds * 1000);

/** Sets request.user and request.session (null when signed out); never creates a session. */
export async function resolveSession(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  request.user = null;
  request.session = null;
  // Anonymous requests cost nothing: no cookie, no query, no row.
  if (!readCookie(request.headers.cookie, services.cookies.session)) return;
  const { headers, response } = await services.auth.api.getSession({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  forwardCookies(reply, headers);
  if (!response) return;
  const { session, user } = response;
  const absoluteExpiresAt = absoluteEnd(new Date(session.createdAt));
  if (absoluteExpiresAt.getTime() <= Date.now()) {
    await deleteSessionByToken(services.db.orm, session.token);
    reply.header('set-cookie', expiredCookie(services.cookies, services.cookies.session));
    request.log.info(
      { event: 'auth.session-ended', reason: 'absolute-lifetime', userId: user.id },
      'session ended',
    );
    return;
  }
  request.session = {
    id: session.id,
    token: session.token,
    createdAt: new Date(session.createdAt),
    expiresAt: new Date(session.expiresAt),
    absoluteExpiresAt,
  };
  request.user = {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: effectiveRole(user, services.adminEmails),
    createdAt: new Date(user.createdAt),
  };
}
