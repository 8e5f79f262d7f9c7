import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { changeStock } from '@/lib/server/use-cases/inventory';

// PUT /api/catalogs/{id} — {stock} of one inventory item; returns it; admin only.
export const PUT = handle(catalogEndpoints.changeStock, async ({ params, body }) => {
  const id = params.id;
  const { stock } = await body();
  return changeStock(id, stock);
});
