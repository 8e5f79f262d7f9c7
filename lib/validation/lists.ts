// Query strings of the paginated quote and order lists.
import '@/lib/validation/zod-config';
import { z } from 'zod';

export const QUOTE_STATUSES = ['borrador', 'solicitada', 'enviada', 'aceptada', 'rechazada', 'vencida'] as const;
export const ORDER_STATUSES = ['pendiente', 'confirmado', 'en_produccion', 'enviado', 'entregado', 'cancelado'] as const;

const page = z.coerce.number({ error: 'La página no es válida.' }).int('La página no es válida.').min(1, 'La página no es válida.').max(100_000, 'La página no es válida.').default(1);
const perPage = z.coerce.number({ error: 'El tamaño de página no es válido.' }).int('El tamaño de página no es válido.')
  .min(1, 'El tamaño de página debe ser entre 1 y 100.').max(100, 'El tamaño de página debe ser entre 1 y 100.').default(15);
const search = z.string().trim().max(100, 'La búsqueda no debe tener más de 100 caracteres.').optional();
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const quoteListQuerySchema = z.object({
  page, per_page: perPage, search,
  status: z.preprocess(blankToUndefined, z.enum(QUOTE_STATUSES, { error: 'El estado no es válido.' }).optional()),
});

export const orderListQuerySchema = z.object({
  page, per_page: perPage, search,
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { error: 'El estado no es válido.' }).optional()),
});

export const quoteStatusSchema = z.object({
  status: z.enum(['enviada', 'aceptada', 'rechazada', 'vencida'], { error: 'El estado debe ser enviada, aceptada, rechazada o vencida.' }),
});

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'El estado del pedido no es válido.' }),
  note: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(255, 'La nota no debe tener más de 255 caracteres.').optional()),
});
