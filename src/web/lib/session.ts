import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../shared/api/auth.ts';
import { readSession, rememberCsrfToken } from './api-fetch.ts';
import { sessionKeys, userKeys } from './query-keys.ts';

// Who is signed in, for every feature (docs/decisions/052-session-hook.md): one query of
// GET /api/auth/session, read by the top bar, the pages that need an account and the Save buttons.
// Sign-in and sign-out write the answer into the same query, so every reader changes at once.

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session(),
    // One read shared with the CSRF token's (api-fetch.ts), so a page's first load sets one CSRF cookie.
    queryFn: async () => {
      const session = await readSession();
      rememberCsrfToken(session.csrfToken);
      return session;
    },
    // A session ends after 30 idle minutes: asking again when the tab comes back keeps pages honest.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export interface SessionState {
  /** Undefined while the first answer is on its way. */
  user: SessionUser | null | undefined;
  pending: boolean;
  /**
   * Set when the session could not be read at all (the server stopped while the page was reloaded): who
   * is signed in is unknown, not "nobody" (issue 21, decision 161). `retry` asks again.
   */
  failure?: { error: Error; retry: () => void; retrying: boolean };
}

export function useSession(): SessionState {
  const query = useQuery(getSessionQueryOptions());
  // A failed session read is `failure`, not "signed out": a page that needs an account and the top bar
  // read it first, so a stopped server does not send a signed-in person to sign in again (decision 163).
  const failed = query.isError && query.data === undefined;
  return {
    user: query.isPending ? undefined : (query.data?.user ?? null),
    pending: query.isPending,
    ...(failed
      ? { failure: { error: query.error, retry: () => void query.refetch(), retrying: query.isFetching } }
      : {}),
  };
}

/** After sign-in, sign-out or a password change: the new state for every reader, and its CSRF token. */
export function useSetSession() {
  const client = useQueryClient();
  return (user: SessionUser | null, csrfToken: string) => {
    rememberCsrfToken(csrfToken);
    client.setQueryData(getSessionQueryOptions().queryKey, (old: SessionResponse | undefined) => ({
      session: user ? (old?.session ?? null) : null,
      user,
      csrfToken,
    }));
    // Everything read under the previous identity (a profile, saved picks) belongs to it alone.
    client.removeQueries({ queryKey: userKeys.all });
  };
}

/** `/sign-in?next=<here>`: where a visitor goes to sign in and come back. */
export function signInPath(next: string): string {
  return `/sign-in?next=${encodeURIComponent(next)}`;
}

/** A `next` target that stays on this site (an absolute or protocol-relative URL is ignored). */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}
