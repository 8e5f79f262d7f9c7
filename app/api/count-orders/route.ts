import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { countOrders } from '@/lib/server/services/counters';

// GET /api/count-orders — how many orders the user can see, as a bare number; signed in.
export const GET = route('user', async ({ auth }) => countOrders(await getDb(), auth.user));
