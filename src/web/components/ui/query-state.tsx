import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { shownCopy } from '../../lib/stored-copy.ts';
import { ErrorState } from './error-state.tsx';

interface QueryStateProps<T, E extends T> {
  query: UseQueryResult<T, Error>;
  /** What the query loads, as it reads in a sentence: "the record", "the data status". */
  what: string;
  /** The skeleton of the final layout, shown until the first answer. */
  pending: ReactNode;
  /** Tells an answer with nothing to show; `empty` then renders it instead of `children`. */
  isEmpty?: (data: T) => data is E;
  empty?: (data: E) => ReactNode;
  children: (data: Exclude<T, E>) => ReactNode;
}

/**
 * The four states of a screen's data, the same on every screen: pending (a skeleton of final size,
 * announced to screen readers), error (what failed, why, and a retry), empty, and the data. A failed
 * refresh keeps the data on screen under a notice giving its age, as spec 01 §8 falls back to cached
 * data (decision 103). A first load that failed shows this device's stored copy the same way, when the
 * endpoint keeps one (decision 161): a page opened or reloaded while the server is stopped.
 */
export function QueryState<T, E extends T = never>({
  query,
  what,
  pending,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T, E>) {
  const retry = () => void query.refetch();
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading {what}…</span>
        {pending}
      </div>
    );
  }
  // What is on screen despite a failure: the query's own earlier answer, else the stored copy.
  const copy = shownCopy(query);
  if (copy === undefined) {
    return (
      <ErrorState what={what} error={query.error as Error} onRetry={retry} retrying={query.isFetching} />
    );
  }
  const data = copy.data;
  return (
    <>
      {query.isError && (
        <div className="mb-6">
          <ErrorState
            what={what}
            error={query.error}
            onRetry={retry}
            retrying={query.isFetching}
            savedAt={copy.savedAt}
          />
        </div>
      )}
      {isEmpty?.(data) ? empty?.(data) : children(data as Exclude<T, E>)}
    </>
  );
}
