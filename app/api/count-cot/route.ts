import { handle } from '@/lib/server/http/handler';
import { countersEndpoints } from '@/lib/contract/endpoints/counters';
import { countQuotes } from '@/lib/server/use-cases/counters';

// GET /api/count-cot — how many quotes the user can see, as a bare number; signed in.
export const GET = handle(countersEndpoints.countQuotes, async ({ auth }) => countQuotes(auth.user));
