import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { listPrices } from '@/lib/server/services/inventory';
import { priceListFor } from '@/lib/server/services/quoter';

// GET /api/catalogs-prices — every price row; customers get public prices, distributors and
// admins public and distributor prices; signed in.
export const GET = route('user', async ({ auth }) => listPrices(await getDb(), priceListFor(auth.user)));
