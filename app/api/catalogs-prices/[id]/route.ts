import { route, pathId, readBody } from '@/lib/server/http/handler';
import { priceChangeSchema } from '@/lib/contract/inventory';
import { changePrice } from '@/lib/server/use-cases/inventory';

// PUT /api/catalogs-prices/{id} — {public_price?, distributor_price?} in pesos; returns the row; admin only.
export const PUT = route(['admin'], async ({ req, params }) => {
  const id = pathId(params.id);
  const data = await readBody(req, priceChangeSchema);
  return changePrice(id, { publicCents: data.public_price, distributorCents: data.distributor_price });
});
