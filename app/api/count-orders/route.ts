import { route } from '@/lib/server/http/handler';
import { countOrders } from '@/lib/server/use-cases/counters';

// GET /api/count-orders — how many orders the user can see, as a bare number; signed in.
export const GET = route('account', async ({ auth }) => countOrders(auth.user));
