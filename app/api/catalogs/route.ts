import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { listStock } from '@/lib/server/services/inventory';

// GET /api/catalogs — the inventory: fabric colours, galleries, motors and accessories with
// their stock and status; signed in.
export const GET = route('user', async () => listStock(await getDb()));
