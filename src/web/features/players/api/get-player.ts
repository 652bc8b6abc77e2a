import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerDetail } from '../../../../shared/api/players.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

export const getPlayer = (id: string, options?: RequestOptions): Promise<PlayerDetail> =>
  apiGet(`/api/players/${encodeURIComponent(id)}`, PlayerDetail, { ...options, keepCopy: true });

export const getPlayerQueryOptions = (id: string) =>
  queryOptions({ queryKey: playerKeys.detail(id), queryFn: ({ signal }) => getPlayer(id, { signal }) });

export const usePlayer = (id: string) => useQuery(getPlayerQueryOptions(id));
