// Exports: the whole filtered list as a file the server writes while it sends it.
// A link cannot carry the bearer token, so the file comes through the transport as a blob, with
// its progress, and is saved under the server's name (`pedidos-2026-11-24.csv`).

import { exportOwnOrdersCall } from '@/lib/contract/calls/export-own-orders';
import { exportOwnQuotesCall } from '@/lib/contract/calls/export-own-quotes';
import { exportServedOrdersCall } from '@/lib/contract/calls/export-served-orders';
import { exportServedQuotesCall } from '@/lib/contract/calls/export-served-quotes';
import { exportUsersCall } from '@/lib/contract/calls/export-users';
import { exportAuditTrailCall } from '@/lib/contract/calls/export-audit-trail';
import type { ExportFormat } from '@/lib/contract/exports';
import { dispositionFilename, saveBlob } from './download';
import { pathTo } from './call';
import type { SalesScope } from './sales-scope';
import { request, type ApiResult } from './transport';

const SALES_EXPORTS = {
  quotes: { own: exportOwnQuotesCall, served: exportServedQuotesCall },
  orders: { own: exportOwnOrdersCall, served: exportServedOrdersCall },
} as const;

/** What can be exported: a sales list (own or served) with its filters, or the users with theirs. */
export type ExportTarget =
  | { resource: 'quotes' | 'orders'; scope: SalesScope; filters: { status?: string; search?: string } }
  | { resource: 'users'; filters: { search?: string; role?: string } }
  | { resource: 'audit'; filters: Record<string, string> };

/** The export's path with the list's filters (never its page) and the format. */
function exportPath(target: ExportTarget, format: ExportFormat = 'csv'): string {
  if (target.resource === 'audit') return pathTo(exportAuditTrailCall, { query: { ...target.filters, format } });
  if (target.resource === 'users')
    return pathTo(exportUsersCall, { query: { format, search: target.filters.search, role: target.filters.role } });
  const { status, search } = target.filters;
  return pathTo(SALES_EXPORTS[target.resource][target.scope], { query: { format, status, search } });
}

const FALLBACK_NAMES: Record<ExportTarget['resource'], string> = {
  quotes: 'cotizaciones',
  orders: 'pedidos',
  users: 'usuarios',
  audit: 'auditoria',
};

type ExportOptions = {
  format?: ExportFormat;
  signal?: AbortSignal;
  onProgress?: (receivedBytes: number) => void;
};

/** Downloads the export and saves it; answers the outcome (a cancelled one has status 0). */
export async function downloadExport(
  target: ExportTarget,
  { format = 'csv', signal, onProgress }: ExportOptions = {},
): Promise<ApiResult<Blob>> {
  const result = await request<Blob>(exportPath(target, format), {
    responseType: 'blob',
    signal,
    onDownloadProgress: onProgress ? (received) => onProgress(received) : undefined,
  });
  if (result.ok) {
    const name =
      dispositionFilename(result.headers.get('Content-Disposition')) ?? `${FALLBACK_NAMES[target.resource]}.${format}`;
    saveBlob(result.data, name);
  }
  return result;
}
