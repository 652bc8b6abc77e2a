import { Banana, House, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { HealthResponse } from '../../../shared/api/health.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiGet } from '../../lib/api-fetch.ts';
import { describeRouteFailure } from './route-failure.ts';

/**
 * A page that could not be shown (decision 103). Inside the frame (`PageError`, every page's boundary)
 * the top bar and menus stay, so the reader can go elsewhere; `RouteError` is the last resort when the
 * frame itself failed. Neither guesses "a newer version": it says what failed and offers a retry.
 */
export function PageError() {
  return <FailureView error={useRouteError()} />;
}

export function RouteError() {
  return (
    <div className="px-4">
      <FailureView error={useRouteError()} />
    </div>
  );
}

/**
 * A page whose code did not arrive. The router's lazy() is wrapped so the failed import resolves to
 * this page instead of rejecting: measured in Chromium (tests/e2e/failures.e2e.ts), a rejected lazy()
 * left the frame with an empty main and no error boundary shown.
 */
export function pageCodeFailed(error: unknown) {
  return { element: <FailureView error={error} /> };
}

function FailureView({ error }: { error: unknown }) {
  const failure = describeRouteFailure(error);
  const [retry, setRetry] = useState<'idle' | 'checking' | 'no-answer'>('idle');
  // A failed import() is remembered by the router and the browser for this document: only a reload
  // fetches the code again. Reloading while the server is down would swap the app for the browser's
  // own error page, so ask the server first and stay here when it still does not answer.
  const tryAgain = async () => {
    setRetry('checking');
    try {
      await apiGet('/api/health', HealthResponse);
      window.location.reload();
    } catch {
      setRetry('no-answer');
    }
  };
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <Banana className="mx-auto size-12 text-banana-400" aria-hidden="true" />
      <h1 className="mt-4 font-display text-2xl text-banana-400">{failure.title}</h1>
      <p className="mt-3 text-moss-200">{failure.message}</p>
      {failure.detail && <p className="mt-2 break-words text-xs text-moss-300">{failure.detail}</p>}
      {retry === 'no-answer' && (
        <p className="mt-3 text-sm text-ember-400">
          Still no answer from the server. Check that it is running, then try again.
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {failure.kind !== 'not-found' && (
          <Button loading={retry === 'checking'} onClick={() => void tryAgain()}>
            {retry !== 'checking' && <RotateCw aria-hidden="true" />}
            Try again
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
