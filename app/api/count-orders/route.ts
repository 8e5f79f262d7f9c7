import { handle } from '@/lib/server/http/handler';
import { countersEndpoints } from '@/lib/contract/endpoints/counters';
import { countOrders } from '@/lib/server/use-cases/counters';

// GET /api/count-orders — how many orders the user can see, as a bare number; signed in.
export const GET = handle(countersEndpoints.countOrders, async ({ auth }) => countOrders(auth.user));
