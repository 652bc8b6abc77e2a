import { queryOptions } from '@tanstack/react-query';
import { GamesResponse } from '../../../../shared/api/games.ts';
import { PlayersResponse } from '../../../../shared/api/players.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

/** Spec 02 §2: the wizard features the top three players by BioBoost (the server sorts the whole board). */
export const FEATURED_COUNT = 3;

export const featuredPlayersQueryOptions = () =>
  queryOptions({
    queryKey: ['players', 'by-bioboost', FEATURED_COUNT],
    queryFn: ({ signal }) =>
      apiGet(`/api/players?sort=bioboost&limit=${FEATURED_COUNT}`, PlayersResponse, { signal }),
  });

/** The current week's games with the line we hold for each (the server's clock picks the week). */
export const weekGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'current'],
    queryFn: ({ signal }) => apiGet('/api/games', GamesResponse, { signal }),
  });
