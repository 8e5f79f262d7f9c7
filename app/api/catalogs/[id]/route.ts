import { route, pathId, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { stockSchema } from '@/lib/contract/inventory';
import { setStock } from '@/lib/server/services/inventory';
import { catalogChanged } from '@/lib/server/services/public-data';

// PUT /api/catalogs/{id} — {stock} of one inventory item; returns it; admin only.
export const PUT = route(['admin'], async ({ req, params }) => {
  const id = pathId(params.id);
  const { stock } = await readBody(req, stockSchema);
  const item = await setStock(await getDb(), id, stock);
  catalogChanged(); // availability labels on the public catalogue
  return item;
});
