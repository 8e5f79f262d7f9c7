// Inventory: stock of fabric colours, galleries, motors and accessories (GET/PUT /api/catalogs)
// and the price rows (GET/PUT /api/catalogs-prices; the server decides which prices a user sees).

import { changePriceCall } from '@/lib/contract/calls/change-price';
import { changeStockCall } from '@/lib/contract/calls/change-stock';
import { priceListCall } from '@/lib/contract/calls/price-list';
import { stockCall } from '@/lib/contract/calls/stock';
import type { PriceChange, PriceRow, StockItem } from '@/lib/contract/inventory';
import { callApi } from './call';
import { useApi } from './swr';

/** Every stock item: one cache entry for the three stock screens. */
export function useStock() {
  return useApi<StockItem[]>(stockCall.path);
}

/** PUT /api/catalogs/{id} {stock}: the updated item. */
export function updateStock(id: number, stock: number) {
  return callApi(changeStockCall, { params: { id }, json: { stock } });
}

/** Price rows: customers get public prices, distributors and admins also the distributor price. */
export function useCatalogPrices() {
  return useApi<PriceRow[]>(priceListCall.path);
}

/** PUT /api/catalogs-prices/{id} {public_price?, distributor_price?} in pesos: the updated row. */
export function updatePrice(id: number, change: PriceChange) {
  return callApi(changePriceCall, { params: { id }, json: change });
}
