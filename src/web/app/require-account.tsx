import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { type SessionState, signInPath, useSession } from '../lib/session.ts';

/**
 * A page that needs an account: visitors go to /sign-in?next=<this page> and come back after signing
 * in; while the session is being read a skeleton holds the page's place. A session that could not be
 * read (the server stopped) says so with a retry: the person may well be signed in (decision 161).
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { user, failure } = useSession();
  const location = useLocation();
  if (failure) return <SessionFailure failure={failure} />;
  if (user === undefined) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Checking your session…</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (user === null) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children;
}

/** The session could not be read (the server stopped): said with a retry, never as "signed out". */
export function SessionFailure({ failure }: { failure: NonNullable<SessionState['failure']> }) {
  return (
    <ErrorState
      what="your session"
      error={failure.error}
      onRetry={failure.retry}
      retrying={failure.retrying}
    />
  );
}
