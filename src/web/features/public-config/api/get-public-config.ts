import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig } from '../../../../shared/api/public-config.ts';
import { apiRequest } from '../../../lib/api-fetch.ts';

export const getPublicConfig = async (): Promise<PublicConfig> =>
  PublicConfig.parse(await apiRequest<unknown>('GET', '/api/config'));

export const publicConfigQuery = () => queryOptions({ queryKey: ['config'], queryFn: getPublicConfig });

export const usePublicConfig = () => useQuery(publicConfigQuery());
