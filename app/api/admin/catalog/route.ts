import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { listCatalog } from '@/lib/server/use-cases/catalog-admin';

// GET /api/admin/catalog — every line, type, awning model, fabric and colour, drafts included,
// with photos and prices; admin only.
export const GET = handle(catalogEndpoints.adminCatalog, async () => listCatalog());
