import { queryOptions, useQuery } from '@tanstack/react-query';
import { BillingStatus } from '../../../../shared/api/billing.ts';
import { apiGet } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

// The signed-in person's plan (decision 121): what Stripe's verified webhooks wrote, never a browser flag.

export const getBillingStatus = (signal?: AbortSignal) =>
  apiGet('/api/billing/status', BillingStatus, { signal });

export const getBillingStatusQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: userKeys.billingStatus(),
    queryFn: ({ signal }) => getBillingStatus(signal),
    enabled,
  });

export const useBillingStatus = (enabled = true) => useQuery(getBillingStatusQueryOptions(enabled));
