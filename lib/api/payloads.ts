// Request bodies of the calls (DESIGN.md "The API contract"), and the list shapes the
// spec leaves open.

import type { RoleName } from './types';

export type RegisterData = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  company?: string;
  hcaptcha_token?: string;
};

/** PUT /api/login-user: the signed-in user's own profile. */
export type ProfileData = Partial<{
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
  public_email: string | null;
  company: string | null;
  rfc: string | null;
  state_id: number | null;
  municipality_id: number | null;
  address: string | null;
  postal_code: string | null;
}>;

export type PasswordCheck = { password: string };

export type PasswordUpdate = { current_password: string; password: string; password_confirmation: string };

export type PasswordReset = { token: string; password: string; password_confirmation: string };

export type NewUserData = {
  name: string;
  email: string;
  password: string;
  role_id: number;
  phone?: string;
  company?: string;
  state_id?: number;
  municipality_id?: number;
  address?: string;
};

/** PUT /api/user-update/{id}: the same fields as a new user, all optional. */
export type UserUpdateData = Partial<NewUserData>;

export type Coordinates = { lat: number; lng: number };

export type UserListQuery = {
  search?: string;
  role?: RoleName | '';
  page?: number;
  per_page?: number;
};

export type FileKind = 'list-price' | 'digital-catalog' | 'promotions';

/** Item fields of catalogues and file lists are not fixed by the spec. */
export type CatalogItem = { id: number } & Record<string, unknown>;
export type FileItem = { id: number } & Record<string, unknown>;

/** Bodies the spec answers with "not shown": whatever JSON the server sends. */
export type MessageBody = { message?: string } & Record<string, unknown>;
