// Shapes every resource shares (DESIGN.md "The API contract"): money, pages, error bodies. The
// zod schemas describe replies for the OpenAPI document (lib/contract/openapi); the types are theirs.
import './zod-config';
import { z } from 'zod';

/** Money as the API writes it: a decimal string with two places ("1234.50"), MXN. */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'Importe en pesos con dos decimales, p. ej. "1234.50".' });
export type Money = z.output<typeof moneySchema>;

export const currencySchema = z.literal('MXN');
export type Currency = z.output<typeof currencySchema>;

/** Which prices apply: the public list, or the distributor list (distributors and admins). */
export const priceListSchema = z.enum(['publico', 'distribuidor']);
export type PriceList = z.output<typeof priceListSchema>;

/** A date and time as the API writes it (ISO 8601). */
export const timestampSchema = z.string().min(1).meta({ description: 'Fecha y hora ISO 8601.' });

/** Laravel's paginator, for "object with a data list". */
export type Paginated<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

const count = z.number().int().min(0);

/** The paginator's schema around an item schema. */
export function paginatedSchema<S extends z.ZodType>(item: S) {
  return z.object({ data: z.array(item), current_page: count, last_page: count, per_page: count, total: count });
}

/**
 * Error bodies: 422 carries `errors` (field → messages), every other failure only `message`; a 500
 * adds `request_id`.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/** Replies the spec answers with "not shown": a Spanish message at most. */
export const messageBodySchema = z.looseObject({ message: z.string().optional() });
export type MessageBody = z.output<typeof messageBodySchema>;

/** Coordinates on the map, WGS 84. */
export const pointSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.output<typeof pointSchema>;
