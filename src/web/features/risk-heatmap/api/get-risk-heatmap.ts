import { queryOptions, useQuery } from '@tanstack/react-query';
import { RiskHeatmapResponse } from '../../../../shared/api/risk-heatmap.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

export const getRiskHeatmap = (signal?: AbortSignal): Promise<RiskHeatmapResponse> =>
  apiGet('/api/risk-heatmap', RiskHeatmapResponse, { signal });

export const getRiskHeatmapQueryOptions = () =>
  queryOptions({
    queryKey: ['risk-heatmap'],
    queryFn: ({ signal }) => getRiskHeatmap(signal),
    refetchInterval: 60_000,
  });

export const useRiskHeatmap = () => useQuery(getRiskHeatmapQueryOptions());
