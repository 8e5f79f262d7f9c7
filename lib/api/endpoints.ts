// One typed function per API call (spec §7, plus the calls DESIGN.md adds for sign-up
// and password reset). Each resolves to the data, or false when the call failed.
//
// Which failures reach the session's `errors`: the actions a person takes (forms,
// toggles, uploads — spec §5's list and the admin actions) keep their error body for
// the screen to show; background reads (lists, counters, the current user) do not,
// because spec §8 says their failures "show nothing".

import { api, uploadWithProgress, type RequestOptions } from './client';
import type {
  CatalogItem,
  Coordinates,
  FileItem,
  FileKind,
  MessageBody,
  NewUserData,
  PasswordCheck,
  PasswordReset,
  PasswordUpdate,
  ProfileData,
  RegisterData,
  UserListQuery,
  UserUpdateData,
} from './payloads';
import type { LoginResponse, Municipality, Paginated, Role, State, User } from './types';

export { replaceUser, replaceUserInPage } from './replace-user';

const quietly: RequestOptions = { storeErrors: false };

function get<T>(path: string, signal?: AbortSignal): Promise<T | false> {
  return api<T>(path, { ...quietly, signal });
}

function send<T>(method: 'POST' | 'PUT', path: string, json?: unknown): Promise<T | false> {
  return api<T>(path, { method, json });
}

// ── Account ──────────────────────────────────────────────────────────────────

export function register(data: RegisterData): Promise<User | false> {
  return send<User>('POST', '/api/register', data);
}

/** Raw sign-in call; `login` in session.ts also keeps the token and the user. */
export function requestLogin(credentials: { email: string; password: string }): Promise<LoginResponse | false> {
  return send<LoginResponse>('POST', '/api/login', credentials);
}

/** Raw sign-out call; `logout` in session.ts also clears the local session. */
export function requestLogout(): Promise<MessageBody | false> {
  return api<MessageBody>('/api/logout-user', { ...quietly, method: 'POST' });
}

export function getLoginUser(signal?: AbortSignal): Promise<User | false> {
  return get<User>('/api/login-user', signal);
}

export function updateLoginUser(data: ProfileData): Promise<User | false> {
  return send<User>('PUT', '/api/login-user', data);
}

export function checkPassword(data: PasswordCheck): Promise<MessageBody | false> {
  return send<MessageBody>('POST', '/api/check-password', data);
}

export function updatePassword(data: PasswordUpdate): Promise<MessageBody | false> {
  return send<MessageBody>('PUT', '/api/update-password', data);
}

/** Profile photo, multipart field `image`; `onProgress` gets the sent fraction (0–1). */
export async function uploadUserImage(file: Blob, onProgress: (fraction: number) => void = () => {}): Promise<User | false> {
  const formData = new FormData();
  formData.append('image', file);
  const result = await uploadWithProgress<User>('/api/image-user', formData, onProgress);
  return result.ok ? result.data : false;
}

export function sendRecoverEmail(email: string): Promise<MessageBody | false> {
  return send<MessageBody>('POST', '/api/send-recover-email', { email });
}

export function resetPassword(data: PasswordReset): Promise<MessageBody | false> {
  return send<MessageBody>('POST', '/api/reset-password', data);
}

// ── Places ───────────────────────────────────────────────────────────────────

export function getStates(signal?: AbortSignal): Promise<State[] | false> {
  return get<State[]>('/api/states', signal);
}

export function getMunicipalities(stateId: number, signal?: AbortSignal): Promise<Municipality[] | false> {
  return get<Municipality[]>(`/api/municipality/${stateId}`, signal);
}

// ── Counters (bare JSON numbers) ─────────────────────────────────────────────

export function countCot(): Promise<number | false> {
  return get<number>('/api/count-cot');
}

export function countOrders(): Promise<number | false> {
  return get<number>('/api/count-orders');
}

export function countCart(): Promise<number | false> {
  return get<number>('/api/count-cart');
}

// ── Catalogues and files ─────────────────────────────────────────────────────

export function getCatalogs<T = CatalogItem>(signal?: AbortSignal): Promise<T[] | false> {
  return get<T[]>('/api/catalogs', signal);
}

export function getCatalogPrices<T = CatalogItem>(signal?: AbortSignal): Promise<T[] | false> {
  return get<T[]>('/api/catalogs-prices', signal);
}

/** Price lists, digital catalogues or promotions. */
export function getFiles<T = FileItem>(kind: FileKind, signal?: AbortSignal): Promise<T[] | false> {
  return get<T[]>(`/api/files/${kind}`, signal);
}

// ── Users administration ─────────────────────────────────────────────────────

/** Query string of the users list; empty values are left out. */
export function userListPath(query: UserListQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? '/api/list-users' : `/api/list-users?${search}`;
}

export function listUsers(query: UserListQuery = {}, signal?: AbortSignal): Promise<Paginated<User> | false> {
  return get<Paginated<User>>(userListPath(query), signal);
}

/** Turns the account on or off; answers the updated user (see `replaceUser`). */
export function toggleUserActive(id: number): Promise<User | false> {
  return api<User>(`/api/user-active/${id}`);
}

/** Shows or hides the user on the dealer map; answers the updated user. */
export function toggleUserMap(id: number): Promise<User | false> {
  return api<User>(`/api/user-active-map/${id}`);
}

export function getRoles(signal?: AbortSignal): Promise<Role[] | false> {
  return get<Role[]>('/api/roles', signal);
}

/** The trailing slash is the spec's path, kept as is. */
export function addUser(data: NewUserData): Promise<User | false> {
  return send<User>('POST', '/api/user-add/', data);
}

export function addCoordinates(id: number, coordinates: Coordinates): Promise<MessageBody | false> {
  return send<MessageBody>('PUT', `/api/add-coordinates/${id}`, coordinates);
}

export function updateUser(id: number, data: UserUpdateData): Promise<User | false> {
  return send<User>('PUT', `/api/user-update/${id}`, data);
}
