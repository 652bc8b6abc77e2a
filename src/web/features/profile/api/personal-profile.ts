import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PersonalProfileResponse,
  type PersonalProfileUpdate,
} from '../../../../shared/api/personal-profile.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';
import { betKeys, userKeys } from '../../../lib/query-keys.ts';

// What 'Your Personal Picks' scores the signed-in person with. Under ['user', …]: signing out drops it.
export const getPersonalProfileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.personalProfile(),
    queryFn: ({ signal }) => apiGet('/api/user/personal-profile', PersonalProfileResponse, { signal }),
  });

export const usePersonalProfile = (enabled = true) =>
  useQuery({ ...getPersonalProfileQueryOptions(), enabled });

/** Saves risk tolerance, bankroll and max bet; the bet tracker reads the same bankroll and max bet. */
export function useSavePersonalProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalProfileUpdate) =>
      apiSend('PUT', '/api/user/personal-profile', body, PersonalProfileResponse),
    onSuccess: (saved) => {
      client.setQueryData(getPersonalProfileQueryOptions().queryKey, saved);
      void client.invalidateQueries({ queryKey: betKeys.all });
    },
  });
}
