import { RefreshCw } from 'lucide-react';
import { usePageTitle } from '../app/page-title.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { useDataStatus } from '../features/data-status/api/get-data-status.ts';
import { SourceStatusCard } from '../features/data-status/components/source-status-card.tsx';
import { formatInstant } from '../lib/relative-time.ts';

export function Component() {
  usePageTitle('Data Status');
  const status = useDataStatus();
  const now = status.data ? new Date(status.data.now) : new Date();
  const loaded = status.data?.sources.filter((s) => s.dataAsOf) ?? [];
  const newest = loaded
    .map((s) => s.dataAsOf as string)
    .sort()
    .at(-1);
  const problems = status.data?.sources.filter((s) => s.state === 'stale' || s.state === 'failing') ?? [];

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-banana-400">Data Status</h1>
          <p className="mt-2 max-w-2xl text-moss-300">
            Every figure on Go Gorilla comes from these sources. When one fails we keep serving what we have
            and say how old it is here.
          </p>
        </div>
        <button
          type="button"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          className="inline-flex items-center gap-2 rounded-lg border border-canopy-600 px-3 py-2 text-sm text-moss-200 hover:bg-canopy-800 disabled:opacity-50"
        >
          <RefreshCw className={status.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </button>
      </div>

      {status.isPending && <p className="mt-8 text-moss-300">Checking the data feeds...</p>}
      {status.isError && (
        <LoadError what="the data status" error={status.error} onRetry={() => void status.refetch()} />
      )}
      {status.data && (
        <>
          <p className="mt-6 text-lg text-moss-100">
            {newest ? <>Data as of {formatInstant(newest)}</> : 'No data has been loaded yet.'}
            {problems.length > 0 && (
              <span className="ml-2 text-banana-400">
                · {problems.length} source{problems.length === 1 ? '' : 's'} need attention
              </span>
            )}
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {status.data.sources.map((source) => (
              <SourceStatusCard key={source.source} source={source} now={now} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
