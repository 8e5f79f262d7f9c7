// The one way the browser calls the API (spec §4 and §8); every call of lib/api goes through
// `request`, so these rules hold for all of them, background reads included:
// - it carries `Authorization: Bearer <token>`, or `Bearer no token` without one;
// - the credential is read from storage on first use and re-read after each success;
// - a 401 removes the token and sends the visitor to /login, except for the cart counter, the
//   login call and the capabilities probe, whose 401 only goes back to the caller;
// - a failed call keeps its error body in the session's `errors` (a cancelled one does not)
//   and answers it to the caller in the one result type, `ApiResult`.
// Beyond JSON: extra request headers (Idempotency-Key), response headers (Retry-After,
// Content-Disposition), blob bodies (files, PDFs), abort signals and upload progress.

import { capabilitiesCall } from '@/lib/contract/calls/capabilities';
import { countCartCall } from '@/lib/contract/calls/count-cart';
import { loginCall } from '@/lib/contract/calls/login';
import type { ApiErrorBody } from '@/lib/contract/common';
import { NO_TOKEN, apiBase, loadApiBase } from './config';
import { ABORTED_MESSAGE, NETWORK_ERROR_MESSAGE, toErrorBody } from './errors';
import { NO_COUNTS, setSessionState } from './store';
import { getStoredToken, removeToken, subscribeToToken } from './token';

/** What a caller may read of the response's headers. */
export type ResponseHeaders = { get(name: string): string | null };

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: ResponseHeaders }
  | { ok: false; status: number; error: ApiErrorBody; headers: ResponseHeaders };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Defaults to GET, or POST when a body is given. */
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart; the browser writes the Content-Type with its boundary. */
  formData?: FormData;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob` for files and PDFs; JSON (or text) otherwise. */
  responseType?: 'json' | 'blob';
  /** Upload progress, 0 to 1. The call then goes through XMLHttpRequest, which reports it. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * Download progress of a blob: bytes received so far, and the total when the server sends a
   * Content-Length (a streamed export does not: `null`).
   */
  onDownloadProgress?: (received: number, total: number | null) => void;
};

/**
 * Paths whose 401 goes back to the caller without clearing the token or redirecting: the spec's
 * two, and the capabilities probe, which a host may guard but must never end a session.
 */
const UNAUTHORIZED_EXEMPT_PATHS = new Set([countCartCall.path, loginCall.path, capabilitiesCall.path]);

const LOGIN_PATH = '/login';

const NO_HEADERS: ResponseHeaders = { get: () => null };

// ── Credential ───────────────────────────────────────────────────────────────
// `undefined` means "not read yet": storage is read on first use, not at import,
// so server rendering and tests that fill storage first both work.
let credential: string | null | undefined;

function currentCredential(): string | null {
  if (credential === undefined) credential = getStoredToken();
  return credential;
}

// A token saved or removed through token.ts (login, logout, a 401) or in another tab takes effect
// at once: a read keyed to the new session must never go out with the previous credential.
if (typeof window !== 'undefined') {
  subscribeToToken(() => {
    credential = getStoredToken();
  });
}

/** Sets the credential for later calls (login sets it; logout clears it). */
export function setCredential(token: string | null): void {
  credential = token;
}

/** Forgets the credential so the next call reads storage again. */
export function forgetCredential(): void {
  credential = undefined;
}

function authorizationHeader(): string {
  return `Bearer ${currentCredential() ?? NO_TOKEN}`;
}

// ── Redirect on 401 ──────────────────────────────────────────────────────────
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** Replaces how the visitor is sent to /login (tests spy on it). Returns the undo. */
export function setLoginNavigator(next: Navigate): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}

function pathOf(url: string): string {
  const bare = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? url;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The session ends (spec §4): the token goes, the user and the counters are cleared, /login. */
function endSessionAndGoToLogin(): void {
  removeToken();
  credential = null;
  setSessionState({ user: null, userLoaded: true, counters: NO_COUNTS });
  if (typeof window === 'undefined') return;
  if (window.location.pathname === LOGIN_PATH) return;
  navigate(LOGIN_PATH);
}

// ── Settling a finished call (fetch and XHR alike) ──────────────────────────
function parseJsonBody(bodyText: string): unknown {
  if (bodyText === '') return null;
  try {
    return JSON.parse(bodyText);
  } catch {
    return bodyText;
  }
}

function failure<T>(path: string, status: number, error: ApiErrorBody, headers: ResponseHeaders): ApiResult<T> {
  if (status === 401 && !UNAUTHORIZED_EXEMPT_PATHS.has(pathOf(path))) endSessionAndGoToLogin();
  setSessionState({ errors: error });
  return { ok: false, status, error, headers };
}

function success<T>(status: number, data: unknown, headers: ResponseHeaders): ApiResult<T> {
  // A token saved or removed elsewhere (another tab, the login screen) takes effect here.
  credential = getStoredToken();
  return { ok: true, status, data: data as T, headers };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A cancelled call is the caller's choice, not a failure worth keeping. */
function aborted<T>(): ApiResult<T> {
  return { ok: false, status: 0, error: { message: ABORTED_MESSAGE }, headers: NO_HEADERS };
}

/**
 * `/api/…` on the API host; an absolute URL (a file the API stores elsewhere) as it is. Calls wait
 * for the host (`loadApiBase`); a URL built from a reply, such as a photo's, is built after one.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: authorizationHeader(),
    Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
    ...options.headers,
  };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

function methodOf(options: RequestOptions): HttpMethod {
  const hasBody = options.json !== undefined || options.formData !== undefined;
  return options.method ?? (hasBody ? 'POST' : 'GET');
}

// ── The call ─────────────────────────────────────────────────────────────────

/** Calls the API and answers the outcome, applying every rule above. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  if (options.onUploadProgress) return requestWithProgress<T>(path, options, options.onUploadProgress);
  const { json, formData, signal } = options;
  await loadApiBase();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: methodOf(options),
      headers: requestHeaders(options),
      body: json !== undefined ? JSON.stringify(json) : formData,
      signal,
    });
    if (isSuccess(response.status)) {
      const data =
        options.responseType === 'blob'
          ? await readBlob(response, options.onDownloadProgress)
          : parseJsonBody(await response.text());
      return success<T>(response.status, data, response.headers);
    }
    const bodyText = await response.text().catch(() => '');
    return failure<T>(path, response.status, toErrorBody(response.status, bodyText), response.headers);
  } catch {
    if (signal?.aborted) return aborted<T>();
    return failure<T>(path, 0, { message: NETWORK_ERROR_MESSAGE }, NO_HEADERS);
  }
}

/** A blob body, read chunk by chunk when the caller follows the download's progress. */
async function readBlob(response: Response, onProgress: RequestOptions['onDownloadProgress']): Promise<Blob> {
  const reader = onProgress ? response.body?.getReader() : undefined;
  if (!onProgress || !reader) return response.blob();
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

/** Multipart upload through XMLHttpRequest, because fetch cannot report upload progress. */
async function requestWithProgress<T>(
  path: string,
  options: RequestOptions,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  const { signal } = options;
  await loadApiBase();
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(aborted<T>());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(methodOf(options), apiUrl(path));
    for (const [name, value] of Object.entries(requestHeaders(options))) xhr.setRequestHeader(name, value);
    if (options.responseType === 'blob') xhr.responseType = 'blob';

    const headers: ResponseHeaders = { get: (name) => xhr.getResponseHeader?.(name) ?? null };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (isSuccess(xhr.status)) {
        resolve(
          success<T>(
            xhr.status,
            options.responseType === 'blob' ? xhr.response : parseJsonBody(xhr.responseText ?? ''),
            headers,
          ),
        );
      } else {
        const bodyText = options.responseType === 'blob' ? '' : (xhr.responseText ?? '');
        resolve(failure<T>(path, xhr.status, toErrorBody(xhr.status, bodyText), headers));
      }
    };
    const networkFailure = () => resolve(failure<T>(path, 0, { message: NETWORK_ERROR_MESSAGE }, NO_HEADERS));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => resolve(aborted<T>());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(options.formData ?? (options.json !== undefined ? JSON.stringify(options.json) : null));
  });
}

/** Seconds to wait from a Retry-After value (delta-seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
