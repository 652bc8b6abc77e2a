import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-fetch.ts';

/** Spec 01 §8 error view: shown only when there is an error and no games, cached or live. */
export function PicksError({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="picks-error-heading"
      className="rounded-2xl border border-ember-500/50 bg-ember-500/10 p-6 text-center"
    >
      <TriangleAlert className="mx-auto size-8 text-ember-400" aria-hidden="true" />
      <h2 id="picks-error-heading" className="mt-3 text-lg font-semibold text-moss-100">
        Data Swinging In Late!
      </h2>
      <p className="mt-2 text-moss-200">
        {error.message || "Unable to load weekly picks data. Don't worry, we'll get you covered!"}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button loading={retrying} onClick={onRetry}>
          {!retrying && <RefreshCw aria-hidden="true" />} Try Again
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
      {/* "Update by Tuesday" answers a week not published yet, not a server that did not answer. */}
      {!noAnswer(error) && <p className="mt-3 text-sm text-moss-300">Picks usually update by Tuesday.</p>}
    </section>
  );
}

function noAnswer(error: Error): boolean {
  const cause = error.cause ?? error;
  return cause instanceof ApiRequestError && cause.status === 0;
}
