import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RgStatus } from '../../../../shared/api/rg.ts';
import type { CoolOffPeriod, SelfExclusionPeriod } from '../../../../shared/bet-terms.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';

// Whether the signed-in person is on a break (visitors: signedIn false). Read once per page view:
// a break is started from this app, which refreshes it.
export const getRgStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['rg-status'],
    queryFn: ({ signal }) => apiGet('/api/user/rg-status', RgStatus, { signal }),
    staleTime: 60_000,
  });

export const useRgStatus = () => useQuery(getRgStatusQueryOptions());

export type BreakRequest =
  | { kind: 'cool-off'; period: CoolOffPeriod }
  | { kind: 'self-exclusion'; period: SelfExclusionPeriod; confirm: string };

export function useStartBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: BreakRequest) => apiSend('POST', `/api/user/rg/${kind}`, body, RgStatus),
    onSuccess: (status) => {
      client.setQueryData(['rg-status'], status);
      void client.invalidateQueries({ queryKey: ['bets'] });
    },
  });
}
