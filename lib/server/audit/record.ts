import 'server-only';
import type { AuditActorKind, AuditEntity, AuditKind, AuditValues } from '@/lib/contract/audit';
import { auditEntries } from '@/lib/server/db/schema';
import type { Db, Tx } from '@/lib/server/db/types';

// Writing the audit trail. Every entry goes in the transaction of the change it describes, so the
// trail and the data never disagree: a change that rolls back (a 422, a 409) leaves no entry.

/** Who made a change: a signed-in person, the system itself (a job, an automatic step), or a provider. */
export type AuditActor =
  | { kind: 'usuario'; id: number; name: string }
  | { kind: 'sistema'; name?: string }
  | { kind: 'proveedor'; name: string };

export const actorOf = (user: { id: number; name: string }): AuditActor => ({
  kind: 'usuario',
  id: user.id,
  name: user.name,
});
export const SYSTEM_ACTOR: AuditActor = { kind: 'sistema' };
/** An online payment provider, by its name as the ledger keeps it ('stripe'). */
export const providerActor = (name: string): AuditActor => ({ kind: 'proveedor', name });

export type AuditRecord = {
  kind: AuditKind;
  entity: AuditEntity;
  entityId: number | null;
  /** What the entity is called now (a folio, a SKU and description, a name): kept as it was. */
  entityLabel: string;
  actor: AuditActor;
  /** Null when the entity is new (a payment recorded, a price added). */
  before: AuditValues | null;
  /** Null when it was removed. */
  after: AuditValues | null;
  note?: string | null;
};

const sameValues = (a: AuditValues | null, b: AuditValues | null) => JSON.stringify(a) === JSON.stringify(b);

const actorColumns = (actor: AuditActor): { actorKind: AuditActorKind; actorId: number | null; actorName: string } =>
  actor.kind === 'usuario'
    ? { actorKind: 'usuario', actorId: actor.id, actorName: actor.name.slice(0, 160) }
    : { actorKind: actor.kind, actorId: null, actorName: (actor.name ?? 'sistema').slice(0, 160) };

/**
 * Adds entries to the trail inside `tx`, the transaction of the change. An entry whose values did
 * not change (a price saved as it was) is left out: the trail lists changes, not saves.
 */
export async function recordAudit(tx: Tx | Db, entries: AuditRecord | readonly AuditRecord[]): Promise<void> {
  const changed = (Array.isArray(entries) ? entries : [entries]).filter(
    (entry: AuditRecord) => !sameValues(entry.before, entry.after),
  );
  if (changed.length === 0) return;
  await tx.insert(auditEntries).values(
    changed.map((entry: AuditRecord) => ({
      kind: entry.kind,
      entity: entry.entity,
      entityId: entry.entityId,
      entityLabel: entry.entityLabel.slice(0, 200),
      ...actorColumns(entry.actor),
      before: entry.before,
      after: entry.after,
      note: entry.note?.slice(0, 255) ?? null,
    })),
  );
}
