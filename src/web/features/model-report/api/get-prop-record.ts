import { queryOptions, useQuery } from '@tanstack/react-query';
import { PropRecordResponse } from '../../../../shared/api/props.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { COMPUTING_REFRESH_MS } from '../../../lib/computing-text.ts';

export const getPropRecord = (options?: RequestOptions): Promise<PropRecordResponse> =>
  apiGet('/api/props/record', PropRecordResponse, options);

export const getPropRecordQueryOptions = () =>
  queryOptions({
    queryKey: ['props', 'record'],
    queryFn: ({ signal }) => getPropRecord({ signal }),
    // Asked again every few seconds while the start-up catch-up computes the record (decision 134).
    refetchInterval: (query) => (query.state.data?.computing ? COMPUTING_REFRESH_MS : false),
  });

export const usePropRecord = () => useQuery(getPropRecordQueryOptions());
