import { RefreshCw, TriangleAlert } from 'lucide-react';
import { failureHeadline, retryHelps } from '../../lib/failure-text.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Button } from './button.tsx';

interface ErrorStateProps {
  /** What failed to load, as it reads in a sentence: "the record". */
  what: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
  /** The page still shows an earlier copy, downloaded at this instant (ms): say so, and how old. */
  savedAt?: number;
}

/**
 * What failed, the API's own words for why, and a retry (UI.md §2 States). Over an earlier copy it is
 * the spec's cached/offline banner with the copy's age (decision 103). The retry is offered only where
 * asking again can help (no answer, 5xx); a 401 or 403 says what the person lacks, and no retry
 * (decision 144).
 */
export function ErrorState({ what, error, onRetry, retrying = false, savedAt }: ErrorStateProps) {
  const online = useOnline();
  // The copy's age is about this device's download, so the browser's clock is the right one (097).
  const savedAgeMs = savedAt === undefined ? undefined : Date.now() - savedAt;
  const headline = failureHeadline(what, savedAgeMs, online, error);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-ember-500/50 bg-ember-500/10 p-4"
    >
      <TriangleAlert className="size-5 shrink-0 text-ember-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ember-400">{headline}</p>
        <p className="mt-1 break-words text-sm text-moss-200">{error.message}</p>
      </div>
      {retryHelps(error) && (
        <Button variant="secondary" size="compact" loading={retrying} onClick={onRetry}>
          {!retrying && <RefreshCw aria-hidden="true" />}
          Try again
        </Button>
      )}
    </div>
  );
}
