import { queryOptions, useQuery } from '@tanstack/react-query';
import { PropRecordResponse } from '../../../../shared/api/props.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export const getPropRecord = (options?: RequestOptions): Promise<PropRecordResponse> =>
  apiGet('/api/props/record', PropRecordResponse, options);

export const getPropRecordQueryOptions = () =>
  queryOptions({ queryKey: ['props', 'record'], queryFn: ({ signal }) => getPropRecord({ signal }) });

export const usePropRecord = () => useQuery(getPropRecordQueryOptions());
