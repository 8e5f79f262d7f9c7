// The browser's calls for quotes, orders, the cart and the wallet (DESIGN.md "Calls the spec
// leaves out"), with the JSON shapes they answer. Actions answer an ApiResult so the screen can
// show the server's error as received (spec §5, §8); the lists and details are read through the
// SWR hooks in lib/api/hooks (use-quotes*, use-orders*, use-cart*), whose keys are built here.

import { apiRequest, authorizationHeader, setCredential, type ApiResult } from './client';
import { API_URL } from './config';
import { NETWORK_ERROR_MESSAGE, toErrorBody } from './errors';
import { setSessionState } from './store';
import { removeToken } from './token';
import type { ApiErrorBody } from './types';

// ── Shapes ───────────────────────────────────────────────────────────────────

export const QUOTE_STATUSES = ['borrador', 'solicitada', 'enviada', 'aceptada', 'rechazada', 'vencida'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The statuses a distributor or admin may set on a quote (PUT /api/quotes/{id}/status). */
export const QUOTE_STATUS_TARGETS = ['enviada', 'aceptada', 'rechazada', 'vencida'] as const;
export type QuoteStatusTarget = (typeof QUOTE_STATUS_TARGETS)[number];

export const ORDER_STATUSES = ['pendiente', 'confirmado', 'en_produccion', 'enviado', 'entregado', 'cancelado'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Money as the API sends it: a decimal string with two places ("1234.50"). */
export type Money = string;

export type PriceList = 'publico' | 'distribuidor';

export type BreakdownLine = { label: string; amount: Money };

/** A piece's configuration, as the quoter sends it and the API repeats it. */
export type ItemConfig = {
  line: string;
  type: string;
  fabric: string;
  color: string;
  model?: string | null;
  width_cm: number;
  height_cm?: number;
  projection_cm?: number;
  quantity: number;
  room?: string | null;
  options?: Record<string, unknown> | null;
};

/** A priced piece of a quote, an order or the cart. */
export type PricedItem = ItemConfig & {
  id: number;
  position?: number;
  description: string;
  billable_area_m2: string;
  measured_area_m2?: string;
  unit_price: Money;
  line_total: Money;
  lines: BreakdownLine[];
};

export type Party = { id: number | null; name: string | null; email: string | null; phone: string | null };

export type Dealer = {
  id: number;
  name: string;
  company: string | null;
  phone: string | null;
  email: string | null;
  whatsapp?: string | null;
  address?: string | null;
};

export type Quote = {
  id: number;
  folio: string;
  status: QuoteStatus;
  price_list: PriceList;
  valid_until: string;
  created_at: string;
  customer: Party;
  distributor: Dealer | null;
  notes: string | null;
  items: PricedItem[];
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: string;
};

export type OrderHistoryEntry = { from: OrderStatus | null; to: OrderStatus; at: string; by: string | null; note: string | null };

export type Order = {
  id: number;
  folio: string;
  status: OrderStatus;
  price_list: PriceList;
  created_at: string;
  customer: Party;
  distributor: Dealer | null;
  notes: string | null;
  shipping_address: string | null;
  items: PricedItem[];
  subtotal: Money;
  tax: Money;
  total: Money;
  wallet_applied: Money;
  amount_due: Money;
  currency: string;
  next_statuses: OrderStatus[];
  history: OrderHistoryEntry[];
};

export type AvailableCartLine = PricedItem & { available: true };
/** A line the catalogue can no longer make (a fabric or colour withdrawn, a size now out of range). */
export type UnavailableCartLine = ItemConfig & { id: number; available: false; error: string };
export type CartLine = AvailableCartLine | UnavailableCartLine;

export type Cart = {
  items: CartLine[];
  count: number;
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: string;
  price_list: PriceList;
};

export type WalletMovement = {
  id: number;
  kind: 'abono' | 'cargo';
  amount: Money;
  balance_after: Money;
  concept: string;
  order_id: number | null;
  created_at: string;
};

export type Wallet = { balance: Money; currency: string; movements: WalletMovement[] };

// ── Keys of the reads (also the SWR keys) ────────────────────────────────────

/** Own lists (`own`) or the customers' (`served`: a distributor's customers, an admin's all). */
export type SalesScope = 'own' | 'served';

export type SalesListQuery = { page?: number; per_page?: number; status?: string; search?: string };

const LIST_BASES = {
  quotes: { own: '/api/quotes', served: '/api/quotes-admin' },
  orders: { own: '/api/orders', served: '/api/orders-admin' },
} as const;

/** `/api/quotes?page=2&status=enviada&search=COT`: empty values and page 1 are left out. */
export function salesListPath(kind: 'quotes' | 'orders', scope: SalesScope, query: SalesListQuery = {}): string {
  const params = new URLSearchParams();
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  if (query.per_page !== undefined) params.set('per_page', String(query.per_page));
  if (query.status) params.set('status', query.status);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  const qs = params.toString();
  const base = LIST_BASES[kind][scope];
  return qs === '' ? base : `${base}?${qs}`;
}

export const quotePath = (id: number) => `/api/quotes/${id}`;
export const orderPath = (id: number) => `/api/orders/${id}`;
export const CART_PATH = '/api/cart';
export const WALLET_PATH = '/api/wallet';

// ── Quotes ───────────────────────────────────────────────────────────────────

/** DELETE /api/quotes/{id}: the owner deletes a draft. */
export function deleteQuote(id: number): Promise<ApiResult<{ message?: string }>> {
  return apiRequest(quotePath(id), { method: 'DELETE' });
}

/** PUT /api/quotes/{id}/status: a distributor or admin moves the quote; answers the quote. */
export function changeQuoteStatus(id: number, status: QuoteStatusTarget): Promise<ApiResult<Quote>> {
  return apiRequest<Quote>(`${quotePath(id)}/status`, { method: 'PUT', json: { status } });
}

/** "COT-2026-000012" → "COT-2026-000012.pdf"; anything unsafe in a file name becomes "-". */
export function quotePdfFileName(folio: string): string {
  const safe = folio.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'cotizacion'}.pdf`;
}

/**
 * GET /api/quotes/{id}/pdf with the bearer token, saved as `<folio>.pdf`. A link cannot carry
 * the token, hence fetch → blob → object URL → a temporary `<a download>`.
 */
export async function downloadQuotePdf(id: number, folio: string): Promise<{ ok: true } | { ok: false; status: number; error: ApiErrorBody }> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${quotePath(id)}/pdf`, { headers: { Accept: 'application/pdf', Authorization: authorizationHeader() } });
  } catch {
    return { ok: false, status: 0, error: { message: NETWORK_ERROR_MESSAGE } };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401) endSession();
    return { ok: false, status: response.status, error: toErrorBody(response.status, text) };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = quotePdfFileName(folio);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser needs a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}

// ── Orders ───────────────────────────────────────────────────────────────────

/**
 * PUT /api/orders/{id}/status: staff move an order to one of its `next_statuses`; a customer
 * may only cancel its own pending order. Answers the order.
 */
export function changeOrderStatus(id: number, status: OrderStatus, note?: string): Promise<ApiResult<Order>> {
  const trimmed = note?.trim();
  return apiRequest<Order>(`${orderPath(id)}/status`, { method: 'PUT', json: trimmed ? { status, note: trimmed } : { status } });
}

// ── Cart ─────────────────────────────────────────────────────────────────────

/** PUT /api/cart/{itemId} {quantity}: answers the whole cart. */
export function updateCartQuantity(itemId: number, quantity: number, signal?: AbortSignal): Promise<ApiResult<Cart>> {
  return apiRequest<Cart>(`${CART_PATH}/${itemId}`, { method: 'PUT', json: { quantity }, signal });
}

/** DELETE /api/cart/{itemId}: answers the whole cart. */
export function removeCartLine(itemId: number): Promise<ApiResult<Cart>> {
  return apiRequest<Cart>(`${CART_PATH}/${itemId}`, { method: 'DELETE' });
}

/** The body of POST /api/cart/checkout. `wallet_amount` in pesos ("123.45"). */
export type CheckoutPayload = {
  notes?: string;
  shipping_address?: string;
  use_wallet?: boolean;
  wallet_amount?: string;
};

export type CheckoutResult =
  | { ok: true; status: number; data: Order; replayed: boolean }
  | { ok: false; status: number; error: ApiErrorBody; retryAfter: string | null };

/**
 * POST /api/cart/checkout with `Idempotency-Key`: the same key on a retry answers the first order
 * (200 + `Idempotent-Replayed: true`) instead of making a second one. Written with fetch rather
 * than `apiRequest`, which sends no custom headers and hides the response's.
 * A network failure answers status 0: the order may or may not exist, retry with the same key.
 */
export async function checkoutCart(payload: CheckoutPayload, idempotencyKey: string): Promise<CheckoutResult> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${CART_PATH}/checkout`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: authorizationHeader(),
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(payload),
    });
  } catch {
    const error = { message: NETWORK_ERROR_MESSAGE };
    setSessionState({ errors: error });
    return { ok: false, status: 0, error, retryAfter: null };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) {
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // Handled below: a success without an order is unexpected.
    }
    if (data && typeof data === 'object' && typeof (data as Order).folio === 'string') {
      return { ok: true, status: response.status, data: data as Order, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
    }
    return { ok: false, status: response.status, error: toErrorBody(500, ''), retryAfter: null };
  }
  if (response.status === 401) endSession();
  const error = toErrorBody(response.status, text);
  setSessionState({ errors: error });
  return { ok: false, status: response.status, error, retryAfter: response.headers.get('Retry-After') };
}

/**
 * The fetch wrapper's 401 rule (spec §4), for the two calls above that cannot go through it:
 * the token is removed and the visitor is sent to /login.
 */
function endSession(loginPath = '/login'): void {
  removeToken();
  setCredential(null);
  setSessionState({ user: null, userLoaded: true });
  // A full load, as the fetch wrapper does: nothing of the signed-in screens survives.
  if (typeof window !== 'undefined' && window.location.pathname !== loginPath) window.location.assign(loginPath);
}
