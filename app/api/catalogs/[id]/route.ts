import { route, pathId, readBody } from '@/lib/server/http/handler';
import { stockSchema } from '@/lib/contract/inventory';
import { changeStock } from '@/lib/server/use-cases/inventory';

// PUT /api/catalogs/{id} — {stock} of one inventory item; returns it; admin only.
export const PUT = route(['admin'], async ({ req, params }) => {
  const id = pathId(params.id);
  const { stock } = await readBody(req, stockSchema);
  return changeStock(id, stock);
});
