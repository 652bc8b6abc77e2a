import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RgStatus } from '../../../../shared/api/rg.ts';
import type { CoolOffPeriod, SelfExclusionPeriod } from '../../../../shared/bet-terms.ts';
import { apiSend } from '../../../lib/api-fetch.ts';
import { betKeys, rgKeys } from '../../../lib/query-keys.ts';

export type BreakRequest =
  | { kind: 'cool-off'; period: CoolOffPeriod }
  | { kind: 'self-exclusion'; period: SelfExclusionPeriod; confirm: string };

export function useStartBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: BreakRequest) => apiSend('POST', `/api/user/rg/${kind}`, body, RgStatus),
    onSuccess: (status) => {
      client.setQueryData(rgKeys.status(), status);
      void client.invalidateQueries({ queryKey: betKeys.all });
    },
  });
}
