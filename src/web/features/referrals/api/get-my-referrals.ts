import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyReferrals } from '../../../../shared/api/referrals.ts';
import { apiGet } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getMyReferrals = (signal?: AbortSignal) => apiGet('/api/referrals/me', MyReferrals, { signal });

export const getMyReferralsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.referrals(), queryFn: ({ signal }) => getMyReferrals(signal) });

export const useMyReferrals = () => useQuery(getMyReferralsQueryOptions());
