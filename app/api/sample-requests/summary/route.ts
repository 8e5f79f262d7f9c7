import { handle } from '@/lib/server/http/handler';
import { samplesEndpoints } from '@/lib/contract/endpoints/samples';
import { summarizeSamples } from '@/lib/server/use-cases/samples';

// GET /api/sample-requests/summary — ?meses=: sample requests by month, line and dealer; administrators.
export const GET = handle(samplesEndpoints.sampleSummary, async ({ auth, query }) =>
  summarizeSamples(auth.user, query().meses),
);
