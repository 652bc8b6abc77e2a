import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnlockedPropsResponse } from '../../../../shared/api/props.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getUnlockedProps = (options?: RequestOptions): Promise<UnlockedPropsResponse> =>
  apiGet('/api/props/unlocked', UnlockedPropsResponse, options);

export const getUnlockedPropsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.unlockedProps(), queryFn: ({ signal }) => getUnlockedProps({ signal }) });

/**
 * The week in force's provisional prop picks this viewer may read (a subscriber all, a free pick its
 * game's): the player cards open their locked bets with them (decision 124).
 */
export const useUnlockedProps = () => useQuery(getUnlockedPropsQueryOptions());
