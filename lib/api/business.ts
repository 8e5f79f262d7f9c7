// The business at a glance (feature `business`): the administrator's and a distributor's figures.

import { businessSummaryCall } from '@/lib/contract/calls/business-summary';
import type { BusinessSummary } from '@/lib/contract/business';
import { pathTo } from './call';
import { useApi } from './swr';

/** GET /api/business-summary?anio= — a year, or the last 12 months without one. The figures on screen stay while another period loads. */
export function useBusinessSummary(year: number | null, enabled = true) {
  return useApi<BusinessSummary>(enabled ? pathTo(businessSummaryCall, { query: { anio: year ?? undefined } }) : null, {
    keepPreviousData: true,
  });
}
