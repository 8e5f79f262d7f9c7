// Inventory: stock of fabric colours, galleries, motors and accessories (GET/PUT /api/catalogs)
// and the price rows (GET/PUT /api/catalogs-prices; the server decides which prices a user sees).

import type { PriceChange, PriceRow, StockItem } from '@/lib/contract/inventory';
import { useApi } from './swr';
import { request } from './transport';

const STOCK_PATH = '/api/catalogs';
const PRICES_PATH = '/api/catalogs-prices';

/** Every stock item: one cache entry for the three stock screens. */
export function useStock() {
  return useApi<StockItem[]>(STOCK_PATH);
}

/** PUT /api/catalogs/{id} {stock}: the updated item. */
export function updateStock(id: number, stock: number) {
  return request<StockItem>(`${STOCK_PATH}/${id}`, { method: 'PUT', json: { stock } });
}

/** Price rows: customers get public prices, distributors and admins also the distributor price. */
export function useCatalogPrices() {
  return useApi<PriceRow[]>(PRICES_PATH);
}

/** PUT /api/catalogs-prices/{id} {public_price?, distributor_price?} in pesos: the updated row. */
export function updatePrice(id: number, change: PriceChange) {
  return request<PriceRow>(`${PRICES_PATH}/${id}`, { method: 'PUT', json: change });
}
