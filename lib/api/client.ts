// The one fetch wrapper of the browser (spec §4 and §8):
// - every call carries `Authorization: Bearer <token>`, or `Bearer no token` without one;
// - the credential is read from storage on first use and re-read after each success;
// - a 401 clears the token and sends the visitor to /login, except for the cart counter
//   and the login call, whose 401 only goes back to the caller;
// - a failed call keeps its error body in the session store and the call returns false.

import { API_URL, NO_TOKEN } from './config';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE, toErrorBody } from './errors';
import { setSessionState } from './store';
import { getStoredToken, removeToken } from './token';
import type { ApiErrorBody } from './types';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Defaults to GET, or POST when a body is given. */
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart; the browser writes the Content-Type with its boundary. */
  formData?: FormData;
  signal?: AbortSignal;
  /** Keep a failure's body in the session store's `errors`. Default true. */
  storeErrors?: boolean;
};

/** Paths whose 401 goes back to the caller without clearing the token or redirecting. */
const UNAUTHORIZED_EXEMPT_PATHS = new Set(['/api/count-cart', '/api/login']);

const LOGIN_PATH = '/login';

// ── Credential ───────────────────────────────────────────────────────────────
// `undefined` means "not read yet": storage is read on first use, not at import,
// so server rendering and tests that fill storage first both work.
let credential: string | null | undefined;

function currentCredential(): string | null {
  if (credential === undefined) credential = getStoredToken();
  return credential;
}

/** Sets the credential for later calls (login sets it; logout clears it). */
export function setCredential(token: string | null): void {
  credential = token;
}

/** Forgets the credential so the next call reads storage again. */
export function forgetCredential(): void {
  credential = undefined;
}

/** The Authorization header value the next call will carry. */
export function authorizationHeader(): string {
  return `Bearer ${currentCredential() ?? NO_TOKEN}`;
}

// ── Redirect on 401 ──────────────────────────────────────────────────────────
type Navigate = (path: string) => void;

const defaultNavigate: Navigate = (path) => window.location.assign(path);
let navigate: Navigate = defaultNavigate;

/** Replaces how the visitor is sent to /login (tests spy on it). Returns the undo. */
export function setLoginNavigator(next: Navigate): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}

function pathOf(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function isExemptFromUnauthorized(path: string): boolean {
  return UNAUTHORIZED_EXEMPT_PATHS.has(pathOf(path));
}

function endSessionAndGoToLogin(): void {
  removeToken();
  credential = null;
  setSessionState({ user: null, userLoaded: true });
  if (typeof window === 'undefined') return;
  if (window.location.pathname === LOGIN_PATH) return;
  navigate(LOGIN_PATH);
}

// ── Shared settling of a finished call (fetch and XHR alike) ─────────────────
function parseSuccessBody(bodyText: string): unknown {
  if (bodyText === '') return null;
  try {
    return JSON.parse(bodyText);
  } catch {
    return bodyText;
  }
}

function fail<T>(status: number, error: ApiErrorBody, storeErrors: boolean): ApiResult<T> {
  if (storeErrors) setSessionState({ errors: error });
  return { ok: false, status, error };
}

function settle<T>(path: string, status: number, bodyText: string, storeErrors: boolean): ApiResult<T> {
  if (status >= 200 && status < 300) {
    // A token saved or removed elsewhere (another tab, the login screen) takes effect here.
    credential = getStoredToken();
    return { ok: true, status, data: parseSuccessBody(bodyText) as T };
  }
  if (status === 401 && !isExemptFromUnauthorized(path)) endSessionAndGoToLogin();
  return fail<T>(status, toErrorBody(status, bodyText), storeErrors);
}

function networkFailure<T>(storeErrors: boolean): ApiResult<T> {
  return fail<T>(0, { message: NETWORK_ERROR_MESSAGE }, storeErrors);
}

/** A cancelled call is the caller's choice, not a failure worth showing. */
function aborted<T>(): ApiResult<T> {
  return { ok: false, status: 0, error: { message: ABORTED_MESSAGE } };
}

function apiUrl(path: string): string {
  return `${API_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

function baseHeaders(): Record<string, string> {
  return { Authorization: authorizationHeader(), Accept: 'application/json' };
}

// ── Public calls ─────────────────────────────────────────────────────────────

/** Calls the API and reports the outcome; applies every rule above. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { json, formData, signal, storeErrors = true } = options;
  const hasBody = json !== undefined || formData !== undefined;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  const headers = baseHeaders();
  if (json !== undefined) headers['Content-Type'] = 'application/json';

  let status: number;
  let bodyText: string;
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : formData,
      signal,
    });
    status = response.status;
    bodyText = await response.text();
  } catch {
    if (signal?.aborted) return aborted<T>();
    return networkFailure<T>(storeErrors);
  }
  return settle<T>(path, status, bodyText, storeErrors);
}

/** Spec-style call: the data, or false when the call failed (errors are in the store). */
export async function api<T>(path: string, options?: RequestOptions): Promise<T | false> {
  const result = await apiRequest<T>(path, options);
  return result.ok ? result.data : false;
}

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
  storeErrors?: boolean;
};

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` receives the sent fraction, 0 to 1. Same auth, 401 and error rules.
 */
export function uploadWithProgress<T>(
  path: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<ApiResult<T>> {
  const { method = 'POST', signal, storeErrors = true } = options;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(aborted<T>());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => resolve(settle<T>(path, xhr.status, xhr.responseText ?? '', storeErrors));
    xhr.onerror = () => resolve(networkFailure<T>(storeErrors));
    xhr.ontimeout = () => resolve(networkFailure<T>(storeErrors));
    xhr.onabort = () => resolve(aborted<T>());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(formData);
  });
}

/**
 * SWR fetcher: the data, or a thrown ApiError. Background reads do not write the
 * session's `errors` (spec §8: list and counter failures "show nothing"); the hook's
 * own `error` is there for the screen that wants it.
 */
export async function swrFetcher<T>(path: string): Promise<T> {
  const result = await apiRequest<T>(path, { storeErrors: false });
  if (result.ok) return result.data;
  throw new ApiError(result.status, result.error);
}
