import { route } from '@/lib/server/http/handler';
import { listPrices } from '@/lib/server/use-cases/inventory';

// GET /api/catalogs-prices — every price row; customers get public prices, distributors and
// admins public and distributor prices; signed in.
export const GET = route('user', async ({ auth }) => listPrices(auth.user));
