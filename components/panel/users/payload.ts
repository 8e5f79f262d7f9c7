// From the add/edit user form (every value a string, as inputs and selects give them) to the
// JSON of POST /api/user-add/ and PUT /api/user-update/{id}. Pure: no React, no network.
//
// - Adding: an empty field is left out (the server treats a missing optional field as empty).
// - Editing: every field is optional. An empty field is left out, and so is one that did not
//   change, so the request carries only what the admin changed. The one exception: emptying an
//   optional field that had a value sends null, which is how the API clears it (an empty string
//   is never sent). An empty password means "keep the current one".

import type { NewUser, User } from '@/lib/contract/users';

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  role_id: string;
  phone: string;
  company: string;
  state_id: string;
  municipality_id: string;
  address: string;
  /** Only for customers: the distributor who serves them. */
  distributor_id: string;
  /** Only for distributors, when editing: their largest discount ("10"); empty: the sales settings' default. */
  discount_limit_pct: string;
};

export const EMPTY_USER_FORM: UserFormValues = Object.freeze({
  name: '',
  email: '',
  password: '',
  role_id: '',
  phone: '',
  company: '',
  state_id: '',
  municipality_id: '',
  address: '',
  distributor_id: '',
  discount_limit_pct: '',
});

/** POST /api/user-add/: NewUser plus the distributor of a customer. */
type NewUserPayload = NewUser & { distributor_id?: number };

/** PUT /api/user-update/{id}: any subset; null clears an optional field. */
type UserUpdatePayload = Partial<{
  name: string;
  email: string;
  password: string;
  role_id: number;
  phone: string | null;
  company: string | null;
  state_id: number | null;
  municipality_id: number | null;
  address: string | null;
  distributor_id: number | null;
  discount_limit_pct: string | null;
}>;

const TEXT_FIELDS = ['phone', 'company', 'address'] as const;
const ID_FIELDS = ['state_id', 'municipality_id'] as const;

/** A select's value as an id: digits only and above zero, else null. */
export function toId(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number > 0 ? number : null;
}

/** The form filled with a user's current data (edit); the password stays empty. */
export function userToFormValues(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role_id: String(user.role_id),
    phone: user.phone ?? '',
    company: user.company ?? '',
    state_id: user.state_id === null ? '' : String(user.state_id),
    municipality_id: user.municipality_id === null ? '' : String(user.municipality_id),
    address: user.address ?? '',
    distributor_id: user.distributor_id === null ? '' : String(user.distributor_id),
    discount_limit_pct: user.discount_limit_pct ?? '',
  };
}

/**
 * POST /api/user-add/. Ids the form could not turn into numbers are left out too: the server
 * then answers 422 under that field, which the form shows as received.
 * `isCustomer`: whether the chosen role is the customer role (only customers have a distributor).
 */
export function buildNewUserPayload(values: UserFormValues, isCustomer: boolean): NewUserPayload {
  const payload: Partial<NewUserPayload> = {};
  const name = values.name.trim();
  if (name !== '') payload.name = name;
  const email = values.email.trim();
  if (email !== '') payload.email = email;
  if (values.password !== '') payload.password = values.password;
  const roleId = toId(values.role_id);
  if (roleId !== null) payload.role_id = roleId;
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') payload[field] = value;
  }
  for (const field of ID_FIELDS) {
    const id = toId(values[field]);
    if (id !== null) payload[field] = id;
  }
  const distributorId = isCustomer ? toId(values.distributor_id) : null;
  if (distributorId !== null) payload.distributor_id = distributorId;
  // The form's schema requires name, email, password and role before it sends anything.
  return payload as NewUserPayload;
}

/**
 * PUT /api/user-update/{id}: only what changed from `original`. See the rules at the top.
 * When the role is no longer the customer role, a distributor the user had is cleared.
 */
export function buildUserUpdatePayload(
  values: UserFormValues,
  original: User,
  isCustomer: boolean,
  isDistributor = false,
): UserUpdatePayload {
  const payload: UserUpdatePayload = {};

  const name = values.name.trim();
  if (name !== '' && name !== original.name) payload.name = name;
  const email = values.email.trim();
  if (email !== '' && email.toLowerCase() !== original.email.toLowerCase()) payload.email = email;
  if (values.password !== '') payload.password = values.password;
  const roleId = toId(values.role_id);
  if (roleId !== null && roleId !== original.role_id) payload.role_id = roleId;

  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    const before = original[field] ?? '';
    if (value === before) continue;
    if (value !== '') payload[field] = value;
    else if (before !== '') payload[field] = null;
  }

  for (const field of ID_FIELDS) {
    const id = toId(values[field]);
    const before = original[field];
    if (id === before) continue;
    if (id !== null) payload[field] = id;
    else if (before !== null && values[field].trim() === '') payload[field] = null;
  }

  const distributorId = isCustomer ? toId(values.distributor_id) : null;
  if (distributorId !== original.distributor_id) {
    if (distributorId !== null) payload.distributor_id = distributorId;
    else if (original.distributor_id !== null && (!isCustomer || values.distributor_id.trim() === ''))
      payload.distributor_id = null;
  }

  // A distributor's discount limit: emptied, it goes back to the sales settings' default (null).
  const limit = isDistributor ? values.discount_limit_pct.trim().replace(',', '.') : '';
  if (isDistributor && limit !== (original.discount_limit_pct ?? '')) payload.discount_limit_pct = limit || null;

  return payload;
}

export function isEmptyPayload(payload: object): boolean {
  return Object.keys(payload).length === 0;
}
