// Users: the user JSON every account call answers, the profile and password calls of the
// signed-in user, and the administrator's user calls (spec §6–§7). Route handlers parse with
// these schemas; the /panel forms validate with them too.
import './zod-config';
import { z } from 'zod';
import { paginatedSchema, pointSchema } from './common';
import {
  MAX_STATE_ID,
  confirmed,
  currentPassword,
  email,
  id,
  optionalId,
  optionalPhone,
  optionalText,
  password,
  percentage,
  text,
} from './fields';

const rfc = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z
      .string({ error: 'El campo RFC debe ser texto.' })
      .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/, 'El campo RFC no tiene un formato válido (12 o 13 caracteres).')
      .nullish(),
  )
  .transform((v) => v ?? null);

const postalCode = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'El campo código postal debe ser texto.' })
      .regex(/^\d{5}$/, 'El campo código postal debe tener 5 dígitos.')
      .nullish(),
  )
  .transform((v) => v ?? null);

const profileFields = {
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: optionalPhone(),
  whatsapp: optionalPhone('WhatsApp'),
  public_email: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), email('correo público').nullish())
    .transform((v) => v ?? null),
  company: optionalText('empresa', { max: 160 }),
  rfc,
  state_id: optionalId('estado', MAX_STATE_ID),
  municipality_id: optionalId('municipio'),
  address: optionalText('dirección', { max: 255 }),
  postal_code: postalCode,
};

/**
 * PUT /api/login-user: every field optional; only those sent change. A new e-mail also needs
 * `current_password` (ASVS 7.5.1: a stolen session cannot take the account over through recovery).
 */
export const profileSchema = z
  .object({ ...profileFields, current_password: currentPassword('contraseña actual') })
  .partial();

/**
 * POST /api/check-password, and every call that asks for the current password again before a
 * sensitive change (ending sessions, the second factor's setup, codes and disabling).
 */
export const checkPasswordSchema = z.object({ password: currentPassword() });

/** PUT /api/update-password */
export const updatePasswordSchema = confirmed(
  z.object({
    current_password: currentPassword('contraseña actual'),
    password: password('nueva contraseña'),
    password_confirmation: z.string({ error: 'El campo confirmación de contraseña es obligatorio.' }),
  }),
);

/** POST /api/user-add/ */
export const addUserSchema = z
  .object({
    ...profileFields,
    password: password(),
    role_id: id('rol'),
    distributor_id: optionalId('distribuidor'),
  })
  .partial({
    phone: true,
    whatsapp: true,
    public_email: true,
    company: true,
    rfc: true,
    state_id: true,
    municipality_id: true,
    address: true,
    postal_code: true,
    distributor_id: true,
  });

/**
 * PUT /api/user-update/{id}: the same fields, all optional; and a distributor's largest discount
 * on a quote (`discount_limit_pct`, null: the sales settings' default).
 */
export const updateUserSchema = z
  .object({
    ...profileFields,
    password: password(),
    role_id: id('rol'),
    distributor_id: optionalId('distribuidor'),
    discount_limit_pct: percentage('el descuento máximo', 50).nullable(),
  })
  .partial();

/** PUT /api/add-coordinates/{id}: within Mexico's bounding box, with a little margin. */
export const coordinatesSchema = z.object({
  lat: z.coerce
    .number({ error: 'El campo latitud es obligatorio.' })
    .min(14, 'La latitud debe estar entre 14 y 33 (México).')
    .max(33, 'La latitud debe estar entre 14 y 33 (México).'),
  lng: z.coerce
    .number({ error: 'El campo longitud es obligatorio.' })
    .min(-119, 'La longitud debe estar entre -119 y -86 (México).')
    .max(-86, 'La longitud debe estar entre -119 y -86 (México).'),
});

/** GET /api/list-users query. */
export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(100, 'La búsqueda no debe tener más de 100 caracteres.').optional(),
  role: z
    .string()
    .trim()
    .regex(/^(admin|distributor|customer|\d{1,3})?$/, 'El rol no es válido.')
    .optional(),
  page: z.coerce
    .number({ error: 'La página no es válida.' })
    .int('La página no es válida.')
    .min(1, 'La página no es válida.')
    .max(100_000, 'La página no es válida.')
    .default(1),
  per_page: z.coerce
    .number({ error: 'El tamaño de página no es válido.' })
    .int('El tamaño de página no es válido.')
    .min(1, 'El tamaño de página debe ser entre 1 y 100.')
    .max(100, 'El tamaño de página debe ser entre 1 y 100.')
    .default(15),
});

export type ProfileInput = z.input<typeof profileSchema>;

// ── Replies ─────────────────────────────────────────────────────────────────

export const ROLE_NAMES = ['admin', 'distributor', 'customer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** GET /api/roles answers a list of these. */
export const roleSchema = z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES), label: z.string() });
export type Role = z.output<typeof roleSchema>;

/** The user as every account call answers it: never a password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  public_email: z.string().nullable(),
  company: z.string().nullable(),
  rfc: z.string().nullable(),
  role_id: z.number().int(),
  role: roleSchema,
  state_id: z.number().int().nullable(),
  municipality_id: z.number().int().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** API path of the profile photo (`/api/image-user/{file}`), or null. */
  image: z.string().nullable(),
  coordinates: pointSchema.nullable(),
  active: z.boolean(),
  show_on_map: z.boolean(),
  distributor_id: z.number().int().nullable(),
  /** A distributor's largest discount on a quote ("10"), or null for the sales settings' default. */
  discount_limit_pct: z.string().nullable(),
  created_at: z.string(),
  /** The second factor (TOTP) is on for this account. */
  two_factor_enabled: z.boolean(),
  /** It must be turned on before the account can do anything else (an administrator under REQUIRE_ADMIN_2FA=1). */
  two_factor_required: z.boolean(),
  /** Invited by e-mail and not yet through the link: the account has no password of its own. */
  invitation_pending: z.boolean(),
});
export type User = z.output<typeof userSchema>;

/** GET /api/list-users: Laravel's paginator plus the 1-based range shown (null on an empty page). */
export const usersPageSchema = paginatedSchema(userSchema).extend({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type UsersPage = z.output<typeof usersPageSchema>;

// ── Requests, as the browser sends them (the schemas above also take form strings) ──

/** The fields a user (or an admin for it) may change; `profileFields` above validates them. */
type ProfileFields =
  | 'name'
  | 'email'
  | 'phone'
  | 'whatsapp'
  | 'public_email'
  | 'company'
  | 'rfc'
  | 'state_id'
  | 'municipality_id'
  | 'address'
  | 'postal_code';

/** PUT /api/login-user: only the fields sent change. */
export type ProfileUpdate = Partial<Pick<User, ProfileFields>>;

/** PUT /api/login-user as the signed-in user sends it: a new e-mail goes with the current password. */
export type OwnProfileUpdate = ProfileUpdate & { current_password?: string };

export type PasswordUpdate = { current_password: string; password: string; password_confirmation: string };

/** POST /api/user-add/. */
export type NewUser = ProfileUpdate & {
  name: string;
  email: string;
  password: string;
  role_id: number;
  distributor_id?: number | null;
};

/** PUT /api/user-update/{id}: the same fields as a new user, all optional. */
export type UserUpdate = Partial<NewUser>;

/** GET /api/list-users query: empty values are left out of the query string. */
export type UserListQuery = { search?: string; role?: RoleName | ''; page?: number; per_page?: number };
