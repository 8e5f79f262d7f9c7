import 'server-only';
import { and, count, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery } from '@/lib/contract/audit';
import { describeAuditChange } from '@/lib/content/audit-change';
import { auditEntries } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Reading the audit trail: the administrator's list (newest first, filtered, a page at a time) and
// its export (every row of the filter, in batches).

type AuditRow = typeof auditEntries.$inferSelect;
export type AuditFilters = Omit<AuditQuery, 'page' | 'per_page'>;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The entry's day on Mexico City's clock, which the filters' dates mean. */
const mexicoDayOf = sql`(${auditEntries.at} at time zone 'America/Mexico_City')::date`;

function filterOf(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.kind) where.push(eq(auditEntries.kind, filters.kind));
  if (filters.entity) where.push(eq(auditEntries.entity, filters.entity));
  if (filters.entity_id) where.push(eq(auditEntries.entityId, filters.entity_id));
  if (filters.actor) where.push(ilike(auditEntries.actorName, like(filters.actor)));
  if (filters.search) where.push(ilike(auditEntries.entityLabel, like(filters.search)));
  if (filters.from) where.push(sql`${mexicoDayOf} >= ${filters.from}::date`);
  if (filters.to) where.push(sql`${mexicoDayOf} <= ${filters.to}::date`);
  return and(...where);
}

export function serializeAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    entity: row.entity,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    actor_name: row.actorName,
    before: row.before,
    after: row.after,
    change: describeAuditChange(row.kind, row.before, row.after),
    note: row.note,
  };
}

export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = filterOf(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEntries).where(where);
  const rows = await db
    .select()
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map(serializeAuditEntry),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

const BATCH = 500;

/** Every entry of the filter, newest first, `BATCH` at a time (ids only grow: the keyset is the id). */
export async function* auditExportBatches(db: Db, filters: AuditFilters): AsyncGenerator<AuditEntry[]> {
  let after: number | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(filterOf(filters), after === null ? undefined : lt(auditEntries.id, after)))
      .orderBy(desc(auditEntries.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map(serializeAuditEntry);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
