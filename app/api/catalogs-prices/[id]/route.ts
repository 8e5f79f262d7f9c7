import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { changePrice } from '@/lib/server/use-cases/inventory';

// PUT /api/catalogs-prices/{id} — {public_price?, distributor_price?} in pesos; returns the row; admin only.
export const PUT = handle(catalogEndpoints.changePrice, async ({ auth, params, body }) => {
  const id = params.id;
  const data = await body();
  return changePrice(auth.user, id, { publicCents: data.public_price, distributorCents: data.distributor_price });
});
