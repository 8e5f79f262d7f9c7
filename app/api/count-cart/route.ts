import { handle } from '@/lib/server/http/handler';
import { countersEndpoints } from '@/lib/contract/endpoints/counters';
import { countCart } from '@/lib/server/use-cases/counters';

// GET /api/count-cart — lines in the user's cart, as a bare number; signed in (401 otherwise,
// which the public header treats as "no count").
export const GET = handle(countersEndpoints.countCart, async ({ auth }) => countCart(auth.user));
