// "Pedir muestras" as the administrator sees it (feature `samples`): the volume of the visitors' requests.
// Apart from ./samples.ts so the public /muestras page carries no SWR.

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
