import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig } from '../../../../shared/api/public-config.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export const getPublicConfig = (options?: RequestOptions): Promise<PublicConfig> =>
  apiGet('/api/config', PublicConfig, options);

export const getPublicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getPublicConfig({ signal }) });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
