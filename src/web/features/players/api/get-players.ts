import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayersResponse } from '../../../../shared/api/players.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

export interface PlayersKey {
  limit: number;
}

export const getPlayers = ({ limit }: PlayersKey, options?: RequestOptions): Promise<PlayersResponse> =>
  apiGet(`/api/players?limit=${limit}`, PlayersResponse, { ...options, keepCopy: true });

/** Spec 01 §7/§9: players refresh every 5 min and stay fresh for 2 min. */
export const getPlayersQueryOptions = (key: PlayersKey) =>
  queryOptions({
    queryKey: playerKeys.list(key),
    queryFn: ({ signal }) => getPlayers(key, { signal }),
    refetchInterval: 5 * 60_000,
    staleTime: 2 * 60_000,
  });

export const usePlayers = (key: PlayersKey) => useQuery(getPlayersQueryOptions(key));

/** The home page's pool: the week's 50 highest projections feed the grid, the picks and the heatmap. */
export const HOME_PLAYERS: PlayersKey = { limit: 50 };
