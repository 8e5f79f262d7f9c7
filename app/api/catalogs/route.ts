import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { listStock } from '@/lib/server/use-cases/inventory';

// GET /api/catalogs — the inventory: fabric colours, galleries, motors and accessories with
// their stock and status; signed in.
export const GET = handle(catalogEndpoints.stock, async () => listStock());
