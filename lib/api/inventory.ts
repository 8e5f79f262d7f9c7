// Inventory: stock of fabric colours, galleries, motors and accessories (GET/PUT /api/catalogs)
// and the price rows (GET/PUT /api/catalogs-prices; the server decides which prices a user sees).

import * as calls from '@/lib/contract/calls';
import type { PriceChange, PriceRow, StockItem } from '@/lib/contract/inventory';
import { callApi } from './call';
import { useApi } from './swr';

/** Every stock item: one cache entry for the three stock screens. */
export function useStock() {
  return useApi<StockItem[]>(calls.stock.path);
}

/** PUT /api/catalogs/{id} {stock}: the updated item. */
export function updateStock(id: number, stock: number) {
  return callApi(calls.changeStock, { params: { id }, json: { stock } });
}

/** Price rows: customers get public prices, distributors and admins also the distributor price. */
export function useCatalogPrices() {
  return useApi<PriceRow[]>(calls.priceList.path);
}

/** PUT /api/catalogs-prices/{id} {public_price?, distributor_price?} in pesos: the updated row. */
export function updatePrice(id: number, change: PriceChange) {
  return callApi(calls.changePrice, { params: { id }, json: change });
}
