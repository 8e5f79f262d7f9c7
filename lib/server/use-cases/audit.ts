import 'server-only';
import type { z } from 'zod';
import type { AuditPage, AuditQuery, auditExportQuerySchema } from '@/lib/contract/audit';
import { EXPORT_CONTENT_TYPES } from '@/lib/contract/exports';
import { auditExportBatches, listAuditEntries } from '@/lib/server/audit/read';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError } from '@/lib/server/errors';
import { openCsvStream } from '@/lib/server/exports/csv-stream';
import { AUDIT_SHEET, exportFileName, type Sheet } from '@/lib/server/exports/sheets';
import type { UserRecord } from '@/lib/server/services/users';

// The audit trail, for administrators only: the route says so (access: ADMIN) and so does this
// layer, so a new route that forgot it still refuses.

function assertAdmin(actor: UserRecord): void {
  if (actor.role.name !== 'admin') throw new ForbiddenError('Sólo un administrador consulta el registro de cambios.');
}

/** GET /api/audit */
export async function auditTrail(actor: UserRecord, query: AuditQuery): Promise<AuditPage> {
  assertAdmin(actor);
  return listAuditEntries(await getDb(), query);
}

/** GET /api/exports/audit: every entry of the filter as CSV. */
export async function exportAuditTrail(actor: UserRecord, query: z.output<typeof auditExportQuerySchema>) {
  assertAdmin(actor);
  const { format: _format, ...filters } = query;
  return {
    fileName: exportFileName(AUDIT_SHEET as Sheet<unknown>, 'csv'),
    contentType: `${EXPORT_CONTENT_TYPES.csv}; charset=utf-8`,
    body: await openCsvStream(AUDIT_SHEET, auditExportBatches(await getDb(), filters)),
  };
}
