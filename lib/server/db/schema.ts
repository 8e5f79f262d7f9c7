// The whole data model of DESIGN.md. Column names are snake_case in SQL (drizzle `casing`).
// Money is integer centavos; coordinates are WGS84 degrees.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ItemConfig } from '@/lib/contract/quote-config';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const money = () => integer().notNull();

// ── Accounts ────────────────────────────────────────────────────────────────
export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  name: varchar({ length: 32 }).notNull().unique(),
  label: varchar({ length: 64 }).notNull(),
});

/** Mexico's 32 federal entities; `id` is INEGI's numeric CVE_ENT. */
export const states = pgTable('states', {
  id: smallint().primaryKey(),
  code: varchar({ length: 2 }).notNull().unique(),
  name: varchar({ length: 80 }).notNull(),
  abbreviation: varchar({ length: 10 }).notNull(),
});

/** `code` is INEGI's CVE_MUN, unique within its state. */
export const municipalities = pgTable(
  'municipalities',
  {
    id: serial().primaryKey(),
    stateId: smallint()
      .notNull()
      .references(() => states.id),
    code: varchar({ length: 3 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [
    uniqueIndex('municipalities_state_code_uq').on(t.stateId, t.code),
    index('municipalities_state_idx').on(t.stateId),
  ],
);

/**
 * What GET /api/list-users searches: name, e-mail, company and phone as one text, one line each.
 * One ILIKE a row on one trigram index, where an ILIKE on each of four indexed columns cost the
 * planner 4–19 ms to weigh and the scan four times the work (bench:scale at 100×).
 */
export function userSearchText(t: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  company: AnyPgColumn;
  phone: AnyPgColumn;
}): SQL {
  return sql`(${t.name} || E'\\n' || ${t.email} || E'\\n' || coalesce(${t.company}, '') || E'\\n' || coalesce(${t.phone}, ''))`;
}

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 190 }).notNull(),
    passwordHash: text().notNull(),
    phone: varchar({ length: 30 }),
    whatsapp: varchar({ length: 30 }),
    publicEmail: varchar({ length: 190 }),
    company: varchar({ length: 160 }),
    rfc: varchar({ length: 13 }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    stateId: smallint().references(() => states.id),
    municipalityId: integer().references(() => municipalities.id),
    address: varchar({ length: 255 }),
    postalCode: varchar({ length: 5 }),
    image: varchar({ length: 255 }),
    lat: doublePrecision(),
    lng: doublePrecision(),
    active: boolean().notNull().default(true),
    showOnMap: boolean().notNull().default(false),
    /** The distributor that serves this customer. */
    distributorId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    walletBalanceCents: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * A distributor's largest discount on a quote, in hundredths of a percent (1000 = 10 %), set by
     * an administrator; null: the sales settings' default.
     */
    discountLimitBps: smallint(),
    /** Base32 TOTP seed (RFC 6238) once the second factor is on; null when it is off. */
    totpSecret: varchar({ length: 64 }),
    /** The seed being enrolled: it becomes totpSecret when the user proves the app has it. */
    totpPendingSecret: varchar({ length: 64 }),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is usable once (ASVS 6.5.1). */
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_distributor_idx').on(t.distributorId),
    // GET /api/list-users' order (name, then id).
    index('users_name_idx').on(t.name, t.id),
    // The sales lists' search by customer name (ILIKE '%…%'): a trigram index.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Its own search, over the four fields as one text.
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
  ],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 80 }).notNull().default('web'),
    /** SHA-256 hex of the secret part; the secret itself is never stored. */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    lastUsedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** The device that signed in, for the user's list of sessions: its User-Agent (first 255 characters) and IP. */
    userAgent: varchar({ length: 255 }),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/** One-time recovery codes of the second factor, argon2id-hashed (ASVS 6.5.2: < 112 bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in that passed the password and waits for the second factor: the client holds the
 * secret, only its SHA-256 is stored; it lasts 5 minutes and 5 wrong codes.
 */
export const loginChallenges = pgTable('login_challenges', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  challengeHash: varchar({ length: 64 }).notNull().unique(),
  failedAttempts: smallint().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar({ length: 64 }).notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

// ── Catalogue ───────────────────────────────────────────────────────────────
/**
 * A photo an administrator uploaded for the catalogue, stored as WebP variants
 * `catalog/{key}-{width}.webp` (one per entry of `widths`, never wider than the original),
 * so pages can offer a `srcset` and reserve `width × height` before it loads.
 */
export const catalogImages = pgTable('catalog_images', {
  id: serial().primaryKey(),
  /** Random base name of the variants (also what the public URLs carry). */
  key: varchar({ length: 64 }).notNull().unique(),
  width: integer().notNull(),
  height: integer().notNull(),
  /** Widths of the stored variants, ascending. */
  widths: jsonb().$type<number[]>().notNull(),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A draft is saved but not shown on the public site nor offered in the quoter. */
const published = () => boolean().notNull().default(true);
const imageId = () => integer().references(() => catalogImages.id, { onDelete: 'set null' });

export const productLines = pgTable('product_lines', {
  id: serial().primaryKey(),
  slug: varchar({ length: 40 }).notNull().unique(),
  name: varchar({ length: 80 }).notNull(),
  description: text().notNull(),
  sort: smallint().notNull().default(0),
  imageId: imageId(),
  published: published(),
});

/** Blind types (enrollables, sheer…) and awning types (retráctiles, verticales…). */
export const productTypes = pgTable(
  'product_types',
  {
    id: serial().primaryKey(),
    lineId: integer()
      .notNull()
      .references(() => productLines.id),
    slug: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    summary: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    minWidthCm: integer().notNull(),
    maxWidthCm: integer().notNull(),
    /** Height for blinds; projection for awnings. */
    minHeightCm: integer().notNull(),
    maxHeightCm: integer().notNull(),
    minBillableAreaM2: numeric({ precision: 6, scale: 2 }).notNull().default('1.00'),
    /** Wider than this only with a motor. */
    manualMaxWidthCm: integer().notNull().default(300),
    sort: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
    imageId: imageId(),
    published: published(),
  },
  (t) => [uniqueIndex('product_types_line_slug_uq').on(t.lineId, t.slug)],
);

export const awningModels = pgTable(
  'awning_models',
  {
    id: serial().primaryKey(),
    typeId: integer()
      .notNull()
      .references(() => productTypes.id),
    slug: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    description: text().notNull(),
    minWidthCm: integer().notNull(),
    maxWidthCm: integer().notNull(),
    minProjectionCm: integer().notNull(),
    maxProjectionCm: integer().notNull(),
    features: jsonb().$type<string[]>().notNull().default([]),
    image: varchar({ length: 255 }),
    sort: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
    imageId: imageId(),
    published: published(),
  },
  (t) => [uniqueIndex('awning_models_type_slug_uq').on(t.typeId, t.slug)],
);

export const opacityEnum = pgEnum('opacity', ['transparente', 'traslucido', 'filtrante', 'blackout']);

export const fabrics = pgTable('fabrics', {
  id: serial().primaryKey(),
  lineId: integer()
    .notNull()
    .references(() => productLines.id),
  slug: varchar({ length: 60 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  description: text().notNull(),
  opacity: opacityEnum().notNull(),
  /** Screen openness factor (3 %, 5 %…), null when not a screen. */
  opennessPct: smallint(),
  composition: varchar({ length: 160 }).notNull(),
  rollWidthCm: integer().notNull(),
  weightGsm: integer(),
  image: varchar({ length: 255 }),
  active: boolean().notNull().default(true),
  imageId: imageId(),
  published: published(),
});

/** Which fabric can be used for which type (price per m² lives in `prices`). */
export const fabricTypes = pgTable(
  'fabric_types',
  {
    fabricId: integer()
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('fabric_types_pk').on(t.fabricId, t.typeId)],
);

export const colors = pgTable(
  'colors',
  {
    id: serial().primaryKey(),
    fabricId: integer()
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    slug: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 80 }).notNull(),
    hex: varchar({ length: 7 }).notNull(),
    /** The second colour of a striped fabric ("Rayas Arena y Blanco"): drawn as stripes of `hex` and this. */
    stripeHex: varchar({ length: 7 }),
    /** Metres of roll in stock. */
    stock: integer().notNull().default(0),
    image: varchar({ length: 255 }),
    imageId: imageId(),
    published: published(),
  },
  (t) => [uniqueIndex('colors_fabric_slug_uq').on(t.fabricId, t.slug)],
);

export const galleries = pgTable('galleries', {
  id: serial().primaryKey(),
  slug: varchar({ length: 60 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  description: text().notNull(),
  finish: varchar({ length: 60 }).notNull(),
  stock: integer().notNull().default(0),
});

export const motorKindEnum = pgEnum('motor_kind', ['persiana', 'toldo']);

export const motors = pgTable('motors', {
  id: serial().primaryKey(),
  slug: varchar({ length: 60 }).notNull().unique(),
  name: varchar({ length: 120 }).notNull(),
  brand: varchar({ length: 60 }).notNull(),
  kind: motorKindEnum().notNull(),
  description: text().notNull(),
  torqueNm: numeric({ precision: 5, scale: 1 }),
  minWidthCm: integer().notNull(),
  maxWidthCm: integer().notNull(),
  /** Largest width × height (or projection) it can move, in m². */
  maxAreaM2: numeric({ precision: 6, scale: 2 }).notNull(),
  powerSource: varchar({ length: 40 }).notNull(),
  stock: integer().notNull().default(0),
});

/** Other priced things: installation, wind sensor, remote controls. */
export const accessories = pgTable('accessories', {
  id: serial().primaryKey(),
  slug: varchar({ length: 60 }).notNull().unique(),
  name: varchar({ length: 120 }).notNull(),
  description: text().notNull(),
  stock: integer(),
});

export const priceKindEnum = pgEnum('price_kind', ['tela', 'galeria', 'motor', 'toldo', 'accesorio']);
export const priceUnitEnum = pgEnum('price_unit', ['m2', 'm', 'pieza']);

/**
 * One row per priced thing, public and distributor price per unit:
 * a fabric on a type (per m²), a gallery (per m), a motor or accessory (per piece),
 * or one cell of an awning model's width × projection grid (per piece).
 */
export const prices = pgTable(
  'prices',
  {
    id: serial().primaryKey(),
    sku: varchar({ length: 80 }).notNull().unique(),
    kind: priceKindEnum().notNull(),
    unit: priceUnitEnum().notNull(),
    description: varchar({ length: 200 }).notNull(),
    fabricId: integer().references(() => fabrics.id, { onDelete: 'cascade' }),
    typeId: integer().references(() => productTypes.id, { onDelete: 'cascade' }),
    galleryId: integer().references(() => galleries.id, { onDelete: 'cascade' }),
    motorId: integer().references(() => motors.id, { onDelete: 'cascade' }),
    accessoryId: integer().references(() => accessories.id, { onDelete: 'cascade' }),
    modelId: integer().references(() => awningModels.id, { onDelete: 'cascade' }),
    /** Awning grid cell: up to this width and exactly this projection band. */
    maxWidthCm: integer(),
    projectionCm: integer(),
    publicPriceCents: money(),
    distributorPriceCents: money(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('prices_kind_idx').on(t.kind),
    index('prices_fabric_type_idx').on(t.fabricId, t.typeId),
    index('prices_model_idx').on(t.modelId),
  ],
);

// ── Quotes, cart and orders ─────────────────────────────────────────────────
export const quoteStatusEnum = pgEnum('quote_status', [
  'borrador',
  'solicitada',
  'enviada',
  'cambios',
  'aceptada',
  'rechazada',
  'vencida',
]);
export const orderStatusEnum = pgEnum('order_status', [
  'pendiente',
  'confirmado',
  'en_produccion',
  'enviado',
  'instalado',
  'entregado',
  'cancelado',
]);
export const priceListEnum = pgEnum('price_list', ['publico', 'distribuidor']);

/** Item configuration as the API takes it (DESIGN.md "A configuration"). */
export type PriceLine = { label: string; amount_cents: number };

export const quotes = pgTable(
  'quotes',
  {
    id: serial().primaryKey(),
    folio: varchar({ length: 20 }).notNull().unique(),
    /** Null for an anonymous visitor's request. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    distributorId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: quoteStatusEnum().notNull().default('borrador'),
    priceList: priceListEnum().notNull().default('publico'),
    contactName: varchar({ length: 120 }),
    contactEmail: varchar({ length: 190 }),
    contactPhone: varchar({ length: 30 }),
    stateId: smallint().references(() => states.id),
    municipalityId: integer().references(() => municipalities.id),
    notes: text(),
    subtotalCents: bigint({ mode: 'number' }).notNull(),
    /** The distributor's discount on the subtotal, in hundredths of a percent, and its amount. */
    discountBps: smallint().notNull().default(0),
    discountCents: bigint({ mode: 'number' }).notNull().default(0),
    taxCents: bigint({ mode: 'number' }).notNull(),
    totalCents: bigint({ mode: 'number' }).notNull(),
    /** What the distributor tells the customer with the quote it sends (the customer's own notes are `notes`). */
    customerNote: text(),
    /** When the distributor last changed the pieces, the discount or the note: unsent when after the last version. */
    editedAt: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' order (newest first, id breaking ties) under each filter they offer: all (admin),
    // by status, own (customer) and routed to a distributor; the same order read backwards serves
    // the last pages (lib/server/services/pages.ts).
    index('quotes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_distributor_created_idx').on(
      t.distributorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The lists' search (ILIKE '%…%'): trigram indexes.
    index('quotes_folio_trgm_idx').using('gin', t.folio.op('gin_trgm_ops')),
    index('quotes_contact_name_trgm_idx').using('gin', t.contactName.op('gin_trgm_ops')),
  ],
);

const itemColumns = () => ({
  position: smallint().notNull(),
  config: jsonb().$type<ItemConfig>().notNull(),
  description: varchar({ length: 255 }).notNull(),
  quantity: integer().notNull(),
  billableAreaM2: numeric({ precision: 8, scale: 2 }),
  unitPriceCents: money(),
  lineTotalCents: bigint({ mode: 'number' }).notNull(),
  breakdown: jsonb().$type<PriceLine[]>().notNull(),
});

export const quoteItems = pgTable(
  'quote_items',
  {
    id: serial().primaryKey(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    ...itemColumns(),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId)],
);

/** A frozen copy of a quote as it was sent to the customer: what it sees, and what an order is made from. */
export type VersionItem = {
  /** The quote_items row it was copied from. */
  id: number;
  position: number;
  config: ItemConfig;
  description: string;
  quantity: number;
  billableAreaM2: string | null;
  unitPriceCents: number;
  lineTotalCents: number;
  breakdown: PriceLine[];
};

export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial().primaryKey(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: smallint().notNull(),
    items: jsonb().$type<VersionItem[]>().notNull(),
    subtotalCents: bigint({ mode: 'number' }).notNull(),
    discountBps: smallint().notNull(),
    discountCents: bigint({ mode: 'number' }).notNull(),
    taxCents: bigint({ mode: 'number' }).notNull(),
    totalCents: bigint({ mode: 'number' }).notNull(),
    customerNote: text(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    sentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_versions_quote_version_uq').on(t.quoteId, t.version)],
);

/** Each step of a quote's life: who did what, when, with its message (a change asked, a reason to decline). */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial().primaryKey(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    action: varchar({ length: 32 }).notNull(),
    fromStatus: quoteStatusEnum(),
    toStatus: quoteStatusEnum().notNull(),
    version: smallint(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.id)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    config: jsonb().$type<ItemConfig>().notNull(),
    quantity: integer().notNull(),
    quoteId: integer().references(() => quotes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    folio: varchar({ length: 20 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    distributorId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum().notNull().default('pendiente'),
    priceList: priceListEnum().notNull().default('publico'),
    subtotalCents: bigint({ mode: 'number' }).notNull(),
    taxCents: bigint({ mode: 'number' }).notNull(),
    totalCents: bigint({ mode: 'number' }).notNull(),
    walletAppliedCents: bigint({ mode: 'number' }).notNull().default(0),
    /** The quote (and its version) the order was accepted from; null for a cart checkout. */
    quoteId: integer().references(() => quotes.id, { onDelete: 'set null' }),
    quoteVersion: smallint(),
    discountCents: bigint({ mode: 'number' }).notNull().default(0),
    /** The deposit (anticipo) asked when the order was made: the sales settings' share of the total. */
    depositCents: bigint({ mode: 'number' }).notNull().default(0),
    /** The day production should be done, as the distributor said when it started it. */
    estimatedDate: date(),
    shippingAddress: text(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // As quotes: the lists' order under each filter.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_distributor_created_idx').on(
      t.distributorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_folio_trgm_idx').using('gin', t.folio.op('gin_trgm_ops')),
    // One order per quote, whoever accepts it and however many times.
    uniqueIndex('orders_quote_uq').on(t.quoteId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...itemColumns(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * What each order item sold, narrow: its line, fabric and colour (from its configuration), pieces and
 * amount. Kept by the database (migration 0015's triggers on order_items), so the business summary
 * adds up the period's pieces from a few MB instead of scanning every item's configuration and
 * price breakdown (order_items is ~150 MB at 100× the demo).
 */
export const orderItemSales = pgTable(
  'order_item_sales',
  {
    orderItemId: integer()
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: varchar({ length: 80 }),
    fabric: varchar({ length: 80 }),
    color: varchar({ length: 80 }),
    quantity: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('order_item_sales_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum(),
    toStatus: orderStatusEnum().notNull(),
    changedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    note: varchar({ length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * What happened that concerns a person (its quote sent, its order moving, a customer's answer):
 * the panel's notification centre lists these; the mail it also gets is its preference's.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Its kind (lib/contract/notifications.ts): what the person chooses to be mailed about. */
    kind: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    body: text(),
    /** The panel screen it is about. */
    link: varchar({ length: 255 }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc())],
);

/** A person's choice per kind of notification: mailed or not (no row: mailed). */
export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 40 }).notNull(),
    email: boolean().notNull(),
  },
  (t) => [uniqueIndex('notification_prefs_user_kind_uq').on(t.userId, t.kind)],
);

export const visitKindEnum = pgEnum('visit_kind', ['medicion', 'instalacion']);
export const visitStatusEnum = pgEnum('visit_status', ['programada', 'realizada', 'cancelada']);

/**
 * A distributor's visit to a customer: to measure (for a quote) or to install (an order). Booked
 * within the distributor's opening hours; the customer gets a calendar invitation and a reminder
 * the day before.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial().primaryKey(),
    distributorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: visitKindEnum().notNull(),
    status: visitStatusEnum().notNull().default('programada'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    quoteId: integer().references(() => quotes.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer().references(() => users.id, { onDelete: 'set null' }),
    contactName: varchar({ length: 120 }),
    contactEmail: varchar({ length: 190 }),
    contactPhone: varchar({ length: 30 }),
    address: varchar({ length: 255 }),
    notes: text(),
    /** Raised at every change the customer is told of: its calendar replaces the earlier invitation. */
    sequence: smallint().notNull().default(0),
    cancelReason: varchar({ length: 255 }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_distributor_starts_idx').on(t.distributorId, t.startsAt),
    index('visits_quote_idx').on(t.quoteId),
    index('visits_order_idx').on(t.orderId),
    index('visits_customer_idx').on(t.customerId),
  ],
);

export const paymentKindEnum = pgEnum('payment_kind', ['anticipo', 'saldo', 'reembolso']);
export const paymentMethodEnum = pgEnum('payment_method', [
  'efectivo',
  'spei',
  'tarjeta',
  'deposito',
  'monedero',
  'en_linea',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['pendiente', 'confirmado', 'fallido', 'expirado']);

/**
 * An order's ledger: every payment toward it (deposit, balance) and every refund, recorded by the
 * distributor by hand or, later, confirmed by a payment provider (`provider`, `providerRef`). Only
 * confirmed rows count toward what is paid.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: paymentKindEnum().notNull(),
    method: paymentMethodEnum().notNull(),
    status: paymentStatusEnum().notNull().default('confirmado'),
    amountCents: bigint({ mode: 'number' }).notNull(),
    reference: varchar({ length: 80 }),
    paidOn: date().notNull(),
    /** 'manual' for what a distributor records; a provider's name for an online payment. */
    provider: varchar({ length: 20 }).notNull().default('manual'),
    providerRef: varchar({ length: 120 }),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** How an online payment was made: 'tarjeta', 'oxxo' or 'spei' (null for a manual one). */
    channel: varchar({ length: 12 }),
    /** Meses sin intereses the card was paid in (null: in one go). */
    installments: smallint(),
    /** An OXXO voucher's or a transfer's instructions page, while it is pending. */
    voucherUrl: text(),
    /** When a pending voucher or transfer stops being payable. */
    expiresAt: timestamp({ withTimezone: true }),
    /** What is still to transfer of a partly funded SPEI payment. */
    amountRemainingCents: bigint({ mode: 'number' }),
    /** A refund made through the provider: the online payment it gives back. */
    refundOfId: integer().references((): AnyPgColumn => orderPayments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_payments_provider_ref_uq').on(t.provider, t.providerRef),
    check('order_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What each order's confirmed ledger rows add up to, refunds taken off (as services/payments.ts'
 * paidCents): kept by the database (migration 0015's triggers on order_payments), so what orders
 * still owe is one pass over the orders instead of adding up the whole ledger at each read.
 */
export const orderPaid = pgTable('order_paid', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  paidCents: bigint({ mode: 'number' }).notNull(),
});

/**
 * The business by month (Mexico City's) × distributor × customer, kept by the database (migration
 * 0017's triggers on orders, quotes and order_payments): orders not cancelled and their total by the
 * month they were placed, quotes past draft and those with an order by theirs, the confirmed ledger
 * by the day paid. The summary reads a few thousand of these instead of every order and quote of the
 * period; states and who serves whom are joined at read time, so moving a customer changes nothing here.
 */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    month: date({ mode: 'string' }).notNull(),
    distributorId: integer(),
    userId: integer(),
    orders: integer().notNull().default(0),
    billedCents: bigint({ mode: 'number' }).notNull().default(0),
    quotes: integer().notNull().default(0),
    converted: integer().notNull().default(0),
    collectedCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('sales_monthly_key').on(t.month, t.distributorId, t.userId).nullsNotDistinct(),
    index('sales_monthly_distributor_idx').on(t.distributorId),
    index('sales_monthly_user_idx').on(t.userId),
  ],
);

/** The pieces of orders not cancelled by month × line × fabric × colour (migration 0017's triggers). */
export const salesItemsMonthly = pgTable(
  'sales_items_monthly',
  {
    month: date({ mode: 'string' }).notNull(),
    line: varchar({ length: 80 }),
    fabric: varchar({ length: 80 }),
    color: varchar({ length: 80 }),
    pieces: bigint({ mode: 'number' }).notNull().default(0),
    amountCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('sales_items_monthly_key').on(t.month, t.line, t.fabric, t.color).nullsNotDistinct()],
);

/**
 * The row count of quotes and orders, kept exact by the database's own triggers (migration 0006),
 * so the admin's unfiltered lists read one row instead of counting every row on every page.
 */
export const tableTotals = pgTable('table_totals', {
  tableName: text().primaryKey(),
  total: bigint({ mode: 'number' }).notNull(),
});

/** Settings an administrator changes at run time, one JSON value per key (lib/server/services/sales-settings.ts). */
export const settings = pgTable('settings', {
  key: varchar({ length: 64 }).primaryKey(),
  value: jsonb().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Folio sequences, one row per prefix and year (COT-2026, PED-2026, MSJ-2026). */
export const folioCounters = pgTable('folio_counters', {
  scope: varchar({ length: 16 }).primaryKey(),
  lastValue: integer().notNull().default(0),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 120 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key)],
);

// ── Wallet, files, contact ──────────────────────────────────────────────────
export const walletKindEnum = pgEnum('wallet_kind', ['abono', 'cargo']);

export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: walletKindEnum().notNull(),
    /** Positive for abono, negative for cargo. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    balanceAfterCents: bigint({ mode: 'number' }).notNull(),
    concept: varchar({ length: 200 }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_movements_user_idx').on(t.userId)],
);

export const fileKindEnum = pgEnum('file_kind', ['list-price', 'digital-catalog', 'promotions']);

export const files = pgTable(
  'files',
  {
    id: serial().primaryKey(),
    kind: fileKindEnum().notNull(),
    name: varchar({ length: 200 }).notNull(),
    storageKey: varchar({ length: 255 }).notNull().unique(),
    mimeType: varchar({ length: 80 }).notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When a promotion (or a price list) is valid; null when it has no dates. */
    validFrom: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_kind_idx').on(t.kind)],
);

// ── Dealer pages ────────────────────────────────────────────────────────────
/** One opening interval: ISO weekday (1 = lunes … 7 = domingo) and 24-hour "HH:MM" times. */
export type OpeningInterval = { day: number; opens: string; closes: string };

/**
 * What a distributor's public page at /distribuidores/{estado}/{slug} shows beyond its account:
 * hours (edited by the admin or the distributor itself), the lines it sells and its services.
 */
export const dealerProfiles = pgTable('dealer_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: varchar({ length: 120 }).notNull().unique(),
  /** A day without intervals is closed; two intervals on one day are a split shift. */
  openingHours: jsonb().$type<OpeningInterval[]>().notNull().default([]),
  /** Product lines it sells: slugs of product_lines (persianas, toldos, motorizacion). */
  products: jsonb().$type<string[]>().notNull().default([]),
  /** Services it offers: medicion, instalacion, motorizacion. */
  services: jsonb().$type<string[]>().notNull().default([]),
  description: text(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  /** MSJ-2026-000001: what the sender quotes to the brand or the dealer, as a quote's folio. */
  folio: varchar({ length: 20 }).notNull().unique(),
  name: varchar({ length: 120 }).notNull(),
  email: varchar({ length: 190 }).notNull(),
  phone: varchar({ length: 30 }),
  stateId: smallint().references(() => states.id),
  municipalityId: integer().references(() => municipalities.id),
  productInterest: varchar({ length: 60 }),
  message: text().notNull(),
  dealerId: integer().references(() => users.id, { onDelete: 'set null' }),
  ip: varchar({ length: 64 }),
  createdAt: createdAt(),
});

// ── Inbox of requests ───────────────────────────────────────────────────────

export const inboxKindEnum = pgEnum('inbox_kind', ['cotizacion', 'mensaje', 'visita', 'muestras']);

/**
 * A visitor's request of fabric samples ("Pedir muestras"): up to five colours mailed to an address,
 * routed to the nearest dealer selling every line of them (as a quote request is).
 */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: serial().primaryKey(),
    /** MUE-2026-000001: what the visitor quotes to the dealer. */
    folio: varchar({ length: 20 }).notNull().unique(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 190 }).notNull(),
    phone: varchar({ length: 30 }).notNull(),
    stateId: smallint()
      .notNull()
      .references(() => states.id),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
    /** Street, number, neighbourhood: where the samples go. */
    address: varchar({ length: 255 }).notNull(),
    postalCode: varchar({ length: 5 }).notNull(),
    dealerId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sample_requests_dealer_idx').on(t.dealerId, t.createdAt),
    index('sample_requests_created_idx').on(t.createdAt),
  ],
);

/** The colours of a sample request, as they were named when asked for (a colour renamed or deleted later stays readable). */
export const sampleRequestColors = pgTable(
  'sample_request_colors',
  {
    requestId: integer()
      .notNull()
      .references(() => sampleRequests.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    colorId: integer().references(() => colors.id, { onDelete: 'set null' }),
    lineSlug: varchar({ length: 40 }).notNull(),
    fabricName: varchar({ length: 100 }).notNull(),
    colorName: varchar({ length: 80 }).notNull(),
    hex: varchar({ length: 7 }).notNull(),
    stripeHex: varchar({ length: 7 }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] }), index('sample_request_colors_line_idx').on(t.lineSlug)],
);
export const inboxStatusEnum = pgEnum('inbox_status', ['nuevo', 'contactado', 'convertido', 'cerrado']);

/**
 * A request waiting for the dealer's answer: a quote requested (from the quoter or the panel), a
 * contact message, or a message asking for a measuring visit. Who serves it is the quote's or the
 * message's distributor, read at each call, so a request follows its quote when it changes hands.
 */
export const inboxRequests = pgTable(
  'inbox_requests',
  {
    id: serial().primaryKey(),
    kind: inboxKindEnum().notNull(),
    status: inboxStatusEnum().notNull().default('nuevo'),
    /** The requested quote, or the one a message was turned into. */
    quoteId: integer().references(() => quotes.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => contactMessages.id, { onDelete: 'cascade' }),
    sampleRequestId: integer().references(() => sampleRequests.id, { onDelete: 'cascade' }),
    closeReason: varchar({ length: 255 }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inbox_requests_quote_idx').on(t.quoteId),
    uniqueIndex('inbox_requests_message_idx').on(t.messageId),
    uniqueIndex('inbox_requests_sample_idx').on(t.sampleRequestId),
    index('inbox_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Each step of a request, with who took it: contacted, closed with its reason, reopened, turned into a quote. */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => inboxRequests.id, { onDelete: 'cascade' }),
    fromStatus: inboxStatusEnum(),
    toStatus: inboxStatusEnum().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: varchar({ length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_events_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * A hosted checkout opened at the provider for an order's deposit or balance: reused while it is
 * open for the same amount, so a second click does not open a second way to pay the same thing.
 */
export const onlineCheckouts = pgTable(
  'online_checkouts',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: paymentKindEnum().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    provider: varchar({ length: 20 }).notNull(),
    sessionId: varchar({ length: 255 }).notNull(),
    paymentIntent: varchar({ length: 255 }),
    url: text().notNull(),
    /** 'abierta' until the provider says it was completed or expired. */
    status: varchar({ length: 12 }).notNull().default('abierta'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('online_checkouts_session_uq').on(t.provider, t.sessionId),
    index('online_checkouts_order_idx').on(t.orderId, t.status),
    index('online_checkouts_intent_idx').on(t.paymentIntent),
  ],
);

/** Every provider event applied, by its id: a replay or a retry of one finds it here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    provider: varchar({ length: 20 }).notNull(),
    eventId: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.provider, t.eventId)],
);

/** A user's customer record at a provider (a bank transfer needs one to give it a CLABE). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 20 }).notNull(),
    customerRef: varchar({ length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

// ── Audit trail ─────────────────────────────────────────────────────────────
export const auditKindEnum = pgEnum('audit_kind', ['precio', 'limite_descuento', 'pago', 'estado_pedido']);
export const auditEntityEnum = pgEnum('audit_entity', ['precio', 'condiciones_venta', 'usuario', 'pedido', 'pago']);
export const auditActorKindEnum = pgEnum('audit_actor_kind', ['usuario', 'sistema', 'proveedor']);

/**
 * Who changed a price, a discount limit, a payment or an order's status, and when: one row per
 * change, written in the change's own transaction (lib/server/audit). Rows are only ever added.
 * The actor's and the entity's names are kept as they were, so a renamed or deleted user, price
 * or order still reads as it did.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial().primaryKey(),
    at: createdAt(),
    kind: auditKindEnum().notNull(),
    entity: auditEntityEnum().notNull(),
    entityId: integer(),
    entityLabel: varchar({ length: 200 }).notNull(),
    actorKind: auditActorKindEnum().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar({ length: 160 }).notNull(),
    before: jsonb().$type<Record<string, string | number | boolean | null>>(),
    after: jsonb().$type<Record<string, string | number | boolean | null>>(),
    note: varchar({ length: 255 }),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entries_kind_idx').on(t.kind, t.at.desc()),
    index('audit_entries_entity_idx').on(t.entity, t.entityId),
    index('audit_entries_actor_idx').on(t.actorId),
  ],
);
