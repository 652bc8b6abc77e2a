import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The record's layout while it loads: head-to-head cards, the two bet records, then the chart. */
export function ModelReportSkeleton() {
  return (
    <div>
      <Skeleton className="h-7 w-80 max-w-full" />
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {['model', 'market', '538'].map((name) => (
          <Skeleton key={name} shape="card" className="h-36" />
        ))}
      </div>
      <Skeleton className="mt-3 h-10 w-full" />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Skeleton shape="card" className="h-36" />
        <Skeleton shape="card" className="h-36" />
      </div>
      <Skeleton className="mt-12 h-7 w-96 max-w-full" />
      <Skeleton shape="card" className="mt-6 h-72" />
    </div>
  );
}
