import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileResponse } from '../../../../shared/api/profile.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getProfile = (options?: RequestOptions): Promise<ProfileResponse> =>
  apiGet('/api/user/profile', ProfileResponse, options);

// Under ['user', …]: signing in or out drops every query of the previous person (lib/session.ts).
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: userKeys.profile(), queryFn: ({ signal }) => getProfile({ signal }) });

export const useProfile = () => useQuery(getProfileQueryOptions());
