import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const getGameDetail = (gameId: string, options?: RequestOptions): Promise<GameDetailResponse> =>
  apiGet(`/api/games/${encodeURIComponent(gameId)}`, GameDetailResponse, options);

export const getGameDetailQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: gameKeys.detail(gameId),
    queryFn: ({ signal }) => getGameDetail(gameId, { signal }),
  });

export const useGameDetail = (gameId: string) => useQuery(getGameDetailQueryOptions(gameId));
