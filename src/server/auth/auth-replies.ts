// Small pieces the account routes share: the 429 answer, the user as the API shows it, and the CSRF
// token that goes with the session cookie a reply is about to set.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/api/auth.ts';
import { sendError } from '../api-error.ts';
import type { AuthServices } from './auth-services.ts';
import { csrfSetCookie, readCookie } from './csrf.ts';
import { effectiveRole } from './roles.ts';

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return sendError(
    reply.header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store'),
    429,
    `Too many attempts. Try again in ${retryAfterSeconds} s.`,
  );
}

interface LibraryUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date | string;
  role?: unknown;
}

export function sessionUser(user: LibraryUser, adminEmails: readonly string[]): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: effectiveRole(user, adminEmails),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The raw value of the session cookie among the Set-Cookie headers of a better-auth reply. */
export function sessionCookieSet(services: AuthServices, headers: Headers): string | undefined {
  const prefix = `${services.cookies.session}=`;
  const cookie = headers.getSetCookie().find((c) => c.startsWith(prefix));
  const value = cookie?.slice(prefix.length).split(';')[0];
  return value === '' ? undefined : value;
}

/**
 * The CSRF token for the session cookie the browser will hold after this reply (`sessionCookie`,
 * undefined when signed out). Sets a CSRF cookie first if the browser has none.
 */
export function csrfTokenFor(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionCookie: string | undefined,
): string {
  let csrfCookie = readCookie(request.headers.cookie, services.cookies.csrf);
  if (!csrfCookie) {
    csrfCookie = services.csrf.newCookieValue();
    reply.header('set-cookie', csrfSetCookie(services.cookies, csrfCookie));
  }
  return services.csrf.tokenFor(csrfCookie, sessionCookie);
}
