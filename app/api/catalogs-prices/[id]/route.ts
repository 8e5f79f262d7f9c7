import { route, pathId, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { priceChangeSchema } from '@/lib/contract/inventory';
import { setPrice } from '@/lib/server/services/inventory';
import { catalogChanged } from '@/lib/server/services/public-data';

// PUT /api/catalogs-prices/{id} — {public_price?, distributor_price?} in pesos; returns the row; admin only.
export const PUT = route(['admin'], async ({ req, params }) => {
  const id = pathId(params.id);
  const data = await readBody(req, priceChangeSchema);
  const row = await setPrice(await getDb(), id, { publicCents: data.public_price, distributorCents: data.distributor_price });
  catalogChanged(); // public pages and the quoter price from this
  return row;
});
