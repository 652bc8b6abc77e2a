import { queryOptions, useQuery } from '@tanstack/react-query';
import { ModelReportResponse } from '../../../../shared/api/model-report.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export const getModelReport = (options?: RequestOptions): Promise<ModelReportResponse> =>
  apiGet('/api/model/report', ModelReportResponse, options);

export const getModelReportQueryOptions = () =>
  queryOptions({ queryKey: ['model', 'report'], queryFn: ({ signal }) => getModelReport({ signal }) });

export const useModelReport = () => useQuery(getModelReportQueryOptions());
