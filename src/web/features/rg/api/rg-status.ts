import { queryOptions, useQuery } from '@tanstack/react-query';
import { RgStatus } from '../../../../shared/api/rg.ts';
import { apiGet } from '../../../lib/api-fetch.ts';
import { rgKeys } from '../../../lib/query-keys.ts';

// Apart from the break forms' mutation (rg.ts): every pick page's loader and Home read the status, so it
// loads with them; the forms load only with the tracker.
// Whether the signed-in person is on a break (visitors: signedIn false). Read once per page view:
// a break is started from this app, which refreshes it.
export const getRgStatusQueryOptions = () =>
  queryOptions({
    queryKey: rgKeys.status(),
    queryFn: ({ signal }) => apiGet('/api/user/rg-status', RgStatus, { signal }),
    staleTime: 60_000,
  });

export const useRgStatus = () => useQuery(getRgStatusQueryOptions());
