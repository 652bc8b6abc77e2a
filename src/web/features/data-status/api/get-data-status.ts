import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataStatusResponse } from '../../../../shared/api/data-status.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export const getDataStatus = (options?: RequestOptions): Promise<DataStatusResponse> =>
  apiGet('/api/data-status', DataStatusResponse, options);

export const getDataStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['data-status'],
    queryFn: ({ signal }) => getDataStatus({ signal }),
    refetchInterval: 60_000,
  });

export const useDataStatus = () => useQuery(getDataStatusQueryOptions());
