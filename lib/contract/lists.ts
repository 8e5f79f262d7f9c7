// What the paginated quote and order lists share: the query string's page, size and search.
import './zod-config';
import { z } from 'zod';

const page = z.coerce
  .number({ error: 'La página no es válida.' })
  .int('La página no es válida.')
  .min(1, 'La página no es válida.')
  .max(100_000, 'La página no es válida.')
  .default(1);
const perPage = z.coerce
  .number({ error: 'El tamaño de página no es válido.' })
  .int('El tamaño de página no es válido.')
  .min(1, 'El tamaño de página debe ser entre 1 y 100.')
  .max(100, 'El tamaño de página debe ser entre 1 y 100.')
  .default(15);
const search = z.string().trim().max(100, 'La búsqueda no debe tener más de 100 caracteres.').optional();

/** The fields every list query has; each resource adds its own `status`. */
export const listQueryFields = { page, per_page: perPage, search };

/** '' (an empty select) counts as not sent. */
export const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A list query as the browser builds it: empty values and page 1 are left out of the URL. */
export type ListQuery = { page?: number; per_page?: number; status?: string; search?: string };
