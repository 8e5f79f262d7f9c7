// The quoter's calls to the API (DESIGN.md "The API contract"): the caller's options, the
// anonymous quote request, saving a quote, the cart, and the quote's PDF.
import { apiRequest, authorizationHeader, type ApiResult } from '@/lib/api/client';
import { API_URL } from '@/lib/api/config';
import { NETWORK_ERROR_MESSAGE, toErrorBody } from '@/lib/api/errors';
import type { ApiErrorBody } from '@/lib/api/types';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import type { PriceList, QuoteItem } from '@/lib/pricing/types';
import type { SavedQuote } from '@/lib/quoter/share';

/** The part of GET /api/quoter-options the browser prices with. */
export type QuoterOptionsReply = { catalog: CatalogSnapshot; price_list: PriceList };

export function isOptionsReply(value: unknown): value is QuoterOptionsReply {
  if (!value || typeof value !== 'object') return false;
  const v = value as { catalog?: { types?: unknown; fabrics?: unknown; motors?: unknown }; price_list?: unknown };
  return (v.price_list === 'publico' || v.price_list === 'distribuidor')
    && Array.isArray(v.catalog?.types) && Array.isArray(v.catalog?.fabrics) && Array.isArray(v.catalog?.motors);
}

export type QuoteRequestPayload = {
  items: QuoteItem[];
  name: string;
  email: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  dealer_id?: number;
  notes?: string;
  privacy_accepted: true;
  hcaptcha_token?: string;
};

export type QuoteRequestDealer = { id: number; name: string; company: string | null; phone: string | null; whatsapp: string | null };

export type QuoteRequestReply = { folio: string; message?: string; dealer: QuoteRequestDealer | null };

export type SendResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody; retryAfter: string | null };

/**
 * POST /api/quote-requests. With fetch rather than `apiRequest`, because a 429 says when to try
 * again in Retry-After, which `apiRequest` does not pass on; same bearer credential and JSON.
 */
export async function sendQuoteRequest(payload: QuoteRequestPayload): Promise<SendResult<QuoteRequestReply>> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}/api/quote-requests`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: authorizationHeader() },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, status: 0, error: { message: NETWORK_ERROR_MESSAGE }, retryAfter: null };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) {
    let data: Partial<QuoteRequestReply> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') data = parsed as Partial<QuoteRequestReply>;
    } catch {
      // A 201 without a JSON body is still a success.
    }
    return { ok: true, status: response.status, data: { folio: String(data.folio ?? ''), message: data.message, dealer: data.dealer ?? null } };
  }
  return { ok: false, status: response.status, error: toErrorBody(response.status, text), retryAfter: response.headers.get('Retry-After') };
}

/** POST /api/quotes: the server prices the items again and keeps the quote. */
export function saveQuote(items: QuoteItem[], notes?: string): Promise<ApiResult<SavedQuote>> {
  return apiRequest<SavedQuote>('/api/quotes', { json: { items, ...(notes?.trim() ? { notes: notes.trim() } : {}) } });
}

export type CartReply = { items: unknown[]; count: number };

/** POST /api/cart. */
export function addToCart(items: QuoteItem[]): Promise<ApiResult<CartReply>> {
  return apiRequest<CartReply>('/api/cart', { json: { items } });
}

/** "S-000123" → "S-000123.pdf"; anything that is not a safe file name → "cotizacion.pdf". */
export function pdfFileName(folio: string): string {
  const safe = folio.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'cotizacion'}.pdf`;
}

/**
 * GET /api/quotes/{id}/pdf with the bearer token, saved as `<folio>.pdf`. A link cannot carry
 * the token, hence fetch → blob → object URL → a temporary <a download>.
 */
export async function downloadQuotePdf(id: number, folio: string): Promise<{ ok: true } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}/api/quotes/${encodeURIComponent(String(id))}/pdf`, {
      headers: { Accept: 'application/pdf', Authorization: authorizationHeader() },
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    return { ok: false, message: toErrorBody(response.status, text).message };
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(folio);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}

/** Seconds to wait from a Retry-After value (delta-seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export function retryText(seconds: number | null): string {
  if (seconds === null) return 'Espera unos minutos antes de enviarla de nuevo.';
  if (seconds < 60) return `Podrás enviarla de nuevo en ${Math.max(1, seconds)} segundos.`;
  const minutes = Math.ceil(seconds / 60);
  return `Podrás enviarla de nuevo en unos ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
