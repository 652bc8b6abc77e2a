import { queryOptions, useQuery } from '@tanstack/react-query';
import { ModelReport } from '../../../../shared/api/model-report.ts';
import { apiRequest } from '../../../lib/api-fetch.ts';

export const getModelReport = async (): Promise<ModelReport> =>
  ModelReport.parse(await apiRequest<unknown>('GET', '/api/model/report'));

export const modelReportQuery = () =>
  queryOptions({ queryKey: ['model', 'report'], queryFn: getModelReport });

export const useModelReport = () => useQuery(modelReportQuery());
