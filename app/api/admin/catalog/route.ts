import { route } from '@/lib/server/http/handler';
import { listCatalog } from '@/lib/server/use-cases/catalog-admin';

// GET /api/admin/catalog — every line, type, awning model, fabric and colour, drafts included,
// with photos and prices; admin only.
export const GET = route(['admin'], async () => listCatalog());
