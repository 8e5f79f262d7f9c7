import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { listPrices } from '@/lib/server/use-cases/inventory';

// GET /api/catalogs-prices — every price row; customers get public prices, distributors and
// admins public and distributor prices; signed in.
export const GET = handle(catalogEndpoints.priceList, async ({ auth }) => listPrices(auth.user));
