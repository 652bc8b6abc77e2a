import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataStatusResponse } from '../../../../shared/api/data-status.ts';
import { apiRequest } from '../../../lib/api-fetch.ts';

export const getDataStatus = async (): Promise<DataStatusResponse> =>
  DataStatusResponse.parse(await apiRequest<unknown>('GET', '/api/data-status'));

export const dataStatusQuery = () =>
  queryOptions({ queryKey: ['data-status'], queryFn: getDataStatus, refetchInterval: 60_000 });

export const useDataStatus = () => useQuery(dataStatusQuery());
