import { route } from '@/lib/server/http/handler';
import { listStock } from '@/lib/server/use-cases/inventory';

// GET /api/catalogs — the inventory: fabric colours, galleries, motors and accessories with
// their stock and status; signed in.
export const GET = route('user', async () => listStock());
