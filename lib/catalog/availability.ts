// Stock in one vocabulary, with one set of thresholds, for the public pages (catalogue, details,
// motors, quoter) and the panel's inventory alike: what a customer reads for a colour is what a
// distributor sees for it. The API sends the status as `disponible` / `bajo` / `agotado`.
import type { StockStatus } from '@/lib/contract/inventory';

/** Metres of roll (or pieces) from which an item is "Disponible"; from 1 up to it, "Pocas existencias". */
export const LOW_STOCK_THRESHOLD = 20;

/** The words for each status: a customer understands them and a distributor can act on them. */
export const STOCK_LABELS: Record<StockStatus, string> = {
  disponible: 'Disponible',
  bajo: 'Pocas existencias',
  agotado: 'Bajo pedido',
};

/** What each word means for an order, for the catalogue's pages. */
export const STOCK_LEGEND =
  `«${STOCK_LABELS.disponible}» se surte de inmediato; «${STOCK_LABELS.bajo}», mientras alcance (tu distribuidor lo confirma); ` +
  `«${STOCK_LABELS.agotado}» tarda de 5 a 10 días hábiles más.`;

/** A stock figure's status; an unknown figure counts as none in stock. */
export function stockStatus(stock: number): StockStatus {
  if (!Number.isFinite(stock) || stock <= 0) return 'agotado';
  return stock < LOW_STOCK_THRESHOLD ? 'bajo' : 'disponible';
}

type Availability = { status: StockStatus; label: string; inStock: boolean };

/** Stock → its status, its words and whether any is on hand (JSON-LD's InStock). */
export function availabilityOf(stock: number): Availability {
  const status = stockStatus(stock);
  return { status, label: STOCK_LABELS[status], inStock: status !== 'agotado' };
}
