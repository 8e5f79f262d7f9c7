// Calls of the dashboard's home, profile, files and inventory screens, beside the spec's own
// in endpoints.ts. These return the whole ApiResult (not data-or-false) because the screens
// show the server's error body as received: 422 messages under their fields, any other
// message in a box. Like every action a person takes, a failure is also kept in the
// session's `errors` (spec §8).

import { API_URL } from './config';
import { apiRequest, authorizationHeader, uploadWithProgress, type ApiResult } from './client';
import { ABORTED_MESSAGE, NETWORK_ERROR_MESSAGE, toErrorBody } from './errors';
import { setSessionState } from './store';
import type { FileKind, MessageBody, PasswordUpdate, ProfileData } from './payloads';
import type { ApiErrorBody, User } from './types';

// ── Shapes (lib/server/services/{wallet,files,inventory,quotes,orders}.ts) ───

export type WalletMovement = {
  id: number;
  kind: 'abono' | 'cargo';
  /** Signed decimal string: "1500.00" (abono) or "-350.00" (cargo). */
  amount: string;
  balance_after: string;
  concept: string;
  order_id: number | null;
  created_at: string;
};

export type Wallet = { balance: string; currency: 'MXN'; movements: WalletMovement[] };

export type PanelFile = {
  id: number;
  kind: FileKind;
  name: string;
  mime_type: string;
  /** Bytes. */
  size: number;
  created_at: string;
  /** API path of the file (needs the bearer token). */
  url: string;
};

export type StockKind = 'tela' | 'galeria' | 'motor' | 'accesorio';
export type StockStatus = 'disponible' | 'bajo' | 'agotado';

export type StockItem = {
  id: number;
  kind: StockKind;
  /** Product line of a fabric ("persianas", "toldos"); "galerias" or "motorizacion" otherwise. */
  category: string;
  sku: string;
  name: string;
  fabric: string | null;
  color: string | null;
  hex: string | null;
  unit: string;
  stock: number;
  status: StockStatus;
};

export type PriceRow = {
  id: number;
  sku: string;
  kind: string;
  unit: string;
  description: string;
  /** The price that applies to the signed-in user (decimal pesos). */
  price: string;
  public_price: string;
  /** Only for distributors and admins: the server leaves it out for customers. */
  distributor_price?: string;
  updated_at: string;
};

export type PriceChange = { public_price?: string; distributor_price?: string };

/** The fields of a quote or order the home cards show (the API sends more). */
export type ListSummary = {
  id: number;
  folio: string;
  status: string;
  created_at: string;
  total: string;
  currency: 'MXN';
  items: unknown[];
};

// ── Profile ──────────────────────────────────────────────────────────────────

/** PUT /api/login-user: the updated user, or the 422 body. */
export function saveProfile(data: ProfileData): Promise<ApiResult<User>> {
  return apiRequest<User>('/api/login-user', { method: 'PUT', json: data });
}

/** POST /api/image-user, multipart field `image`, with upload progress (0–1). */
export function uploadProfileImage(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ApiResult<User>> {
  const formData = new FormData();
  formData.append('image', file);
  return uploadWithProgress<User>('/api/image-user', formData, onProgress, { signal });
}

/** POST /api/check-password {password}: 200 when it is the user's password, 422 otherwise. */
export function verifyPassword(password: string): Promise<ApiResult<MessageBody>> {
  return apiRequest<MessageBody>('/api/check-password', { method: 'POST', json: { password } });
}

/** PUT /api/update-password {current_password, password, password_confirmation}. */
export function changePassword(data: PasswordUpdate): Promise<ApiResult<MessageBody>> {
  return apiRequest<MessageBody>('/api/update-password', { method: 'PUT', json: data });
}

// ── Files (price lists, digital catalogues, promotions) ─────────────────────

/** POST /api/files/{kind}: multipart `file` and optional `name`, with upload progress. */
export function uploadPanelFile(
  kind: FileKind,
  file: File,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApiResult<PanelFile>> {
  const formData = new FormData();
  formData.append('file', file);
  if (name.trim() !== '') formData.append('name', name.trim());
  return uploadWithProgress<PanelFile>(`/api/files/${kind}`, formData, onProgress, { signal });
}

/** DELETE /api/files/{kind}/{id}. */
export function deletePanelFile(kind: FileKind, id: number): Promise<ApiResult<MessageBody>> {
  return apiRequest<MessageBody>(`/api/files/${kind}/${id}`, { method: 'DELETE' });
}

export type FileBlob = { blob: Blob; filename: string | null };

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first). */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * A stored file as a Blob, fetched with the bearer credential (a plain link cannot send
 * it). `download` asks for the attachment version (`?download=1`). A failure keeps the
 * client's rules: its body goes to the session's `errors`, and a 401 ends the session
 * through the client (which then sends the visitor to /login).
 */
export async function fetchFileBlob(url: string, options: { download?: boolean; signal?: AbortSignal } = {}): Promise<ApiResult<FileBlob>> {
  const path = options.download ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url;
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      headers: { Authorization: authorizationHeader(), Accept: '*/*' },
      signal: options.signal,
    });
  } catch {
    if (options.signal?.aborted) return { ok: false, status: 0, error: { message: ABORTED_MESSAGE } };
    return failed(0, { message: NETWORK_ERROR_MESSAGE });
  }
  if (response.ok) {
    const blob = await response.blob();
    return { ok: true, status: response.status, data: { blob, filename: dispositionFilename(response.headers.get('Content-Disposition')) } };
  }
  if (response.status === 401) {
    // The same call through the JSON client applies its 401 rule (token cleared, /login).
    return apiRequest<FileBlob>(path, { signal: options.signal });
  }
  return failed(response.status, toErrorBody(response.status, await response.text()));
}

function failed<T>(status: number, error: ApiErrorBody): ApiResult<T> {
  setSessionState({ errors: error });
  return { ok: false, status, error };
}

// ── Inventory ────────────────────────────────────────────────────────────────

/** PUT /api/catalogs/{id} {stock}: the updated item. */
export function updateStock(id: number, stock: number): Promise<ApiResult<StockItem>> {
  return apiRequest<StockItem>(`/api/catalogs/${id}`, { method: 'PUT', json: { stock } });
}

/** PUT /api/catalogs-prices/{id} {public_price?, distributor_price?} in pesos: the updated row. */
export function updatePrice(id: number, change: PriceChange): Promise<ApiResult<PriceRow>> {
  return apiRequest<PriceRow>(`/api/catalogs-prices/${id}`, { method: 'PUT', json: change });
}
