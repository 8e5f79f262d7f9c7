import 'server-only';
import type { z } from 'zod';
import {
  EXPORT_CONTENT_TYPES,
  type orderExportQuerySchema,
  type quoteExportQuerySchema,
  type userExportQuerySchema,
} from '@/lib/contract/exports';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError } from '@/lib/server/errors';
import { openCsvStream } from '@/lib/server/exports/csv-stream';
import { ORDERS_SHEET, QUOTES_SHEET, USERS_SHEET, exportFileName, type Sheet } from '@/lib/server/exports/sheets';
import { orderExportBatches } from '@/lib/server/services/orders';
import { quoteExportBatches } from '@/lib/server/services/quotes';
import { userExportBatches, type UserRecord } from '@/lib/server/services/users';

// Exports: the whole filtered result of a list as a file, read from the database in
// batches and streamed, with the same scope as the list it mirrors. The route's roles are checked
// again here, because a served list with a customer's scope would be everyone's.

/** A file on its way: its name, its type, and its bytes as they are read. */
type ExportFile = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> };

type Scope = 'own' | 'served';

function assertMayExport(actor: UserRecord, scope: Scope | 'users'): void {
  const role = actor.role.name;
  if (scope === 'served' && role !== 'distributor' && role !== 'admin')
    throw new ForbiddenError('Sólo distribuidores y administradores exportan las listas de sus clientes.');
  if (scope === 'users' && role !== 'admin') throw new ForbiddenError('Sólo un administrador exporta los usuarios.');
}

async function csvFile<R>(sheet: Sheet<R>, batches: AsyncGenerator<R[]>): Promise<ExportFile> {
  return {
    fileName: exportFileName(sheet as Sheet<unknown>, 'csv'),
    contentType: `${EXPORT_CONTENT_TYPES.csv}; charset=utf-8`,
    body: await openCsvStream(sheet, batches),
  };
}

const filtersOf = <S>(scope: Scope, q: { status?: S; search?: string }) => ({
  scope,
  status: q.status,
  search: q.search || undefined,
});

/** GET /api/exports/quotes (own) and /api/exports/quotes-admin (served): the quotes of the list with these filters. */
export async function exportQuotes(
  actor: UserRecord,
  scope: Scope,
  query: z.output<typeof quoteExportQuerySchema>,
): Promise<ExportFile> {
  assertMayExport(actor, scope);
  return csvFile(QUOTES_SHEET, quoteExportBatches(await getDb(), actor, filtersOf(scope, query)));
}

/** GET /api/exports/orders (own) and /api/exports/orders-admin (served): the orders of the list with these filters. */
export async function exportOrders(
  actor: UserRecord,
  scope: Scope,
  query: z.output<typeof orderExportQuerySchema>,
): Promise<ExportFile> {
  assertMayExport(actor, scope);
  return csvFile(ORDERS_SHEET, orderExportBatches(await getDb(), actor, filtersOf(scope, query)));
}

/** GET /api/exports/users: every user of the administration list with these filters. */
export async function exportUsers(
  actor: UserRecord,
  query: z.output<typeof userExportQuerySchema>,
): Promise<ExportFile> {
  assertMayExport(actor, 'users');
  return csvFile(
    USERS_SHEET,
    userExportBatches(await getDb(), { search: query.search || undefined, role: query.role || undefined }),
  );
}
