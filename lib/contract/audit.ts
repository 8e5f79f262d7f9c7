// The audit trail: who changed a price, a discount limit, a payment or an order's status, and when,
// with the values before and after. Administrators read it (GET /api/audit) and export it
// (GET /api/exports/audit).
import './zod-config';
import { z } from 'zod';
import { paginatedSchema } from './common';
import { blankToUndefined, listQueryFields } from './lists';

export const AUDIT_KINDS = ['precio', 'limite_descuento', 'pago', 'estado_pedido'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  precio: 'Precio',
  limite_descuento: 'Límite de descuento',
  pago: 'Pago',
  estado_pedido: 'Estado de pedido',
};

/** What an entry is about: a price row, the sales terms, a distributor (its own limit), an order, a payment. */
export const AUDIT_ENTITIES = ['precio', 'condiciones_venta', 'usuario', 'pedido', 'pago'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  precio: 'Precio del catálogo',
  condiciones_venta: 'Condiciones de venta',
  usuario: 'Distribuidor',
  pedido: 'Pedido',
  pago: 'Pago',
};

/** A person, the system itself (a job, an automatic step) or an online payment provider. */
export const AUDIT_ACTOR_KINDS = ['usuario', 'sistema', 'proveedor'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Values before and after, as the change left them (money as "1234.50", percents as numbers). */
export type AuditValues = Record<string, string | number | boolean | null>;

const day = (label: string) =>
  z.preprocess(blankToUndefined, z.iso.date({ error: `La fecha ${label} debe ser AAAA-MM-DD.` }).optional());

const auditFilterFields = {
  kind: z.preprocess(blankToUndefined, z.enum(AUDIT_KINDS, { error: 'Ese tipo de cambio no existe.' }).optional()),
  entity: z.preprocess(
    blankToUndefined,
    z.enum(AUDIT_ENTITIES, { error: 'Ese tipo de registro no existe.' }).optional(),
  ),
  /** The entity's id (an order's, a price's…), with `entity`. */
  entity_id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'El número de registro no es válido.' })
      .int('El número de registro no es válido.')
      .min(1, 'El número de registro no es válido.')
      .max(2_147_483_647, 'El número de registro no es válido.')
      .optional(),
  ),
  /** Part of the actor's name ("sistema", a provider, a person). */
  actor: z.string().trim().max(100, 'El nombre no debe tener más de 100 caracteres.').optional(),
  from: day('inicial'),
  to: day('final'),
};

const refineDates = <T extends { from?: string | undefined; to?: string | undefined }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
};

/** GET /api/audit: ?kind=&entity=&entity_id=&actor=&from=&to=&search=&page=&per_page= (search: the entity's folio, SKU or name). */
export const auditQuerySchema = z.object({ ...listQueryFields, ...auditFilterFields }).superRefine(refineDates);
export type AuditQuery = z.output<typeof auditQuerySchema>;

const format = z.preprocess(
  blankToUndefined,
  z.enum(['csv'], { error: 'El formato no es válido: se exporta en CSV.' }).default('csv'),
);

/** GET /api/exports/audit: the same filters, every row. */
export const auditExportQuerySchema = z
  .object({ search: listQueryFields.search, ...auditFilterFields, format })
  .superRefine(refineDates);

const valuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int().nullable(),
  /** What it is called: an order's folio, a price's SKU and description, a distributor's name. */
  entity_label: z.string(),
  actor_kind: z.enum(AUDIT_ACTOR_KINDS),
  actor_id: z.number().int().nullable(),
  /** The name at the time of the change ("sistema", a provider's name, a person's). */
  actor_name: z.string(),
  before: valuesSchema,
  after: valuesSchema,
  /** The change in words: "Público $1,200.00 → $1,260.00". */
  change: z.string(),
  note: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = paginatedSchema(auditEntrySchema);
export type AuditPage = z.output<typeof auditPageSchema>;
