import { queryOptions } from '@tanstack/react-query';
import { PlayersResponse } from '../../../../shared/api/players.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/** Spec 02 §2: the wizard features the top three players by BioBoost (the server sorts the whole board). */
export const FEATURED_COUNT = 3;

const FEATURED = { sort: 'bioboost', limit: FEATURED_COUNT } as const;

export const getFeaturedPlayers = (options?: RequestOptions): Promise<PlayersResponse> =>
  apiGet(`/api/players?sort=${FEATURED.sort}&limit=${FEATURED.limit}`, PlayersResponse, options);

export const featuredPlayersQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.list(FEATURED),
    queryFn: ({ signal }) => getFeaturedPlayers({ signal }),
  });
