import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type MyPicksParams, useMyPicks } from '../api/get-my-picks.ts';
import { MyPicksView } from './my-picks-view.tsx';

/** "My picks" with its own season and page (the Dashboard's tab and the Profile's section). */
export function MyPicks() {
  const [params, setParams] = useState<MyPicksParams>({ season: undefined, page: 1 });
  return (
    <QueryState query={useMyPicks(params)} what="your picks" pending={<Skeleton className="h-48" />}>
      {(data) => (
        <MyPicksView
          data={data}
          onSeason={(season) => setParams({ season, page: 1 })}
          onPage={(page) => setParams((p) => ({ ...p, page }))}
        />
      )}
    </QueryState>
  );
}
