// "Pedir muestras" (feature `samples`): the administrator's volume of the visitors' sample requests.

import { sampleSummaryCall } from '@/lib/contract/calls/sample-summary';
import type { SampleSummary } from '@/lib/contract/samples';
import { pathTo } from './call';
import { useApi } from './swr';

/** GET /api/sample-requests/summary?meses= — the last 1 to 24 months; the figures on screen stay while another period loads. */
export function useSampleSummary(months: number, enabled = true) {
  return useApi<SampleSummary>(enabled ? pathTo(sampleSummaryCall, { query: { meses: months } }) : null, {
    keepPreviousData: true,
  });
}
