import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNoModelReport, ModelReportResponse } from '../../../../shared/api/model-report.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { COMPUTING_REFRESH_MS } from '../../../lib/computing-text.ts';

export const getModelReport = (options?: RequestOptions): Promise<ModelReportResponse> =>
  apiGet('/api/model/report', ModelReportResponse, { ...options, keepCopy: true });

export const getModelReportQueryOptions = () =>
  queryOptions({
    queryKey: ['model', 'report'],
    queryFn: ({ signal }) => getModelReport({ signal }),
    // Asked again every few seconds while the start-up catch-up computes the record (decision 134).
    refetchInterval: (query) => {
      const answer = query.state.data;
      return answer && isNoModelReport(answer) && answer.computing ? COMPUTING_REFRESH_MS : false;
    },
  });

export const useModelReport = () => useQuery(getModelReportQueryOptions());
