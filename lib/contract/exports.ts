// Exports: the whole filtered result of a quotes, orders or users list as a file,
// streamed by the server. Each takes its list's filters (not its page) and `format`.
//   GET /api/exports/quotes         own quotes              (any signed-in user)
//   GET /api/exports/quotes-admin   the quotes one serves   (distributor, admin)
//   GET /api/exports/orders         own orders              (any signed-in user)
//   GET /api/exports/orders-admin   the orders one serves   (distributor, admin)
//   GET /api/exports/users          users                   (admin)
// Under /api/exports/ rather than /api/quotes/export, so no path reads as `/api/quotes/{id}`.
import './zod-config';
import { z } from 'zod';
import { blankToUndefined } from './lists';
import { orderListQuerySchema } from './orders';
import { quoteListQuerySchema } from './quotes';
import { listUsersQuerySchema } from './users';

/**
 * CSV only. XLSX was weighed and left out: exceljs, the usual streaming XLSX writer on npm, has had no
 * stable release since 4.4.0 (2023) and brings 84 packages, some deprecated (fstream, rimraf 2).
 */
export const EXPORT_FORMATS = ['csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const format = z.preprocess(
  blankToUndefined,
  z.enum(EXPORT_FORMATS, { error: 'El formato no es válido: se exporta en CSV.' }).default('csv'),
);

/** The list's page and size mean nothing to an export: the file holds every row. */
const withoutPaging = { page: true, per_page: true } as const;

export const quoteExportQuerySchema = quoteListQuerySchema.omit(withoutPaging).extend({ format });
export const orderExportQuerySchema = orderListQuerySchema.omit(withoutPaging).extend({ format });
export const userExportQuerySchema = listUsersQuerySchema.omit(withoutPaging).extend({ format });

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv' };
