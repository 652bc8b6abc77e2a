import { queryOptions, useQuery } from '@tanstack/react-query';
import { RiskRecordResponse } from '../../../../shared/api/risk-heatmap.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

/** The heatmap's risk checked against the season's graded picks (decision 119). */
export const getRiskRecordQueryOptions = () =>
  queryOptions({
    queryKey: ['risk-heatmap', 'record'],
    queryFn: ({ signal }) => apiGet('/api/risk-heatmap/record', RiskRecordResponse, { signal }),
  });

export const useRiskRecord = () => useQuery(getRiskRecordQueryOptions());
