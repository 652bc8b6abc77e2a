import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
 * data (decision 103).
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
  if (query.isError && query.data === undefined) {
    return <ErrorState what={what} error={query.error} onRetry={retry} retrying={query.isFetching} />;
  }
  const data = query.data as T;
  return (
    <>
      {query.isError && (
        <div className="mb-6">
          <ErrorState
            what={what}
            error={query.error}
            onRetry={retry}
            retrying={query.isFetching}
            savedAt={query.dataUpdatedAt}
          />
        </div>
      )}
      {isEmpty?.(data) ? empty?.(data) : children(data as Exclude<T, E>)}
    </>
  );
}
