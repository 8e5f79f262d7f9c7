// JSON shapes of the API as the browser sees them (DESIGN.md "The API contract").

export type RoleName = 'admin' | 'distributor' | 'customer';

export type Role = { id: number; name: RoleName; label: string };

export type User = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
  public_email: string | null;
  company: string | null;
  rfc: string | null;
  role_id: number;
  role: Role;
  state_id: number | null;
  municipality_id: number | null;
  address: string | null;
  postal_code: string | null;
  /** URL of the profile photo (served by the API), or null. */
  image: string | null;
  coordinates: { lat: number; lng: number } | null;
  active: boolean;
  show_on_map: boolean;
  distributor_id: number | null;
  created_at: string;
};

export type State = { id: number; code: string; name: string; abbreviation: string };
export type Municipality = { id: number; state_id: number; code: string; name: string };

/** Laravel's paginator, for "object with a data list". */
export type Paginated<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

/** Error bodies: 422 carries `errors`, every other failure only `message`. */
export type ApiErrorBody = { message: string; errors?: Record<string, string[]> };

export type LoginResponse = { token: string; user: User };
