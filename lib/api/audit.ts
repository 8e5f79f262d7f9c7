// The audit trail (feature `audit`, administrators): a page of changes with the screen's filters.

import { auditTrailCall } from '@/lib/contract/calls/audit-trail';
import type { AuditEntity, AuditKind, AuditPage } from '@/lib/contract/audit';
import { pathTo } from './call';
import { useApi } from './swr';

/** The screen's filters; empty strings are left out of the address. */
export type AuditFilters = {
  kind: AuditKind | '';
  entity: AuditEntity | '';
  actor: string;
  search: string;
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilters = { kind: '', entity: '', actor: '', search: '', from: '', to: '' };

/** The query of the list and of its export: only the filters given. */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')) as Record<
    string,
    string
  >;
}

/** GET /api/audit: one page of the trail, newest first. */
export function useAuditTrail(filters: AuditFilters, page: number, perPage: number) {
  return useApi<AuditPage>(
    pathTo(auditTrailCall, { query: { ...auditQuery(filters), page: String(page), per_page: String(perPage) } }),
  );
}
