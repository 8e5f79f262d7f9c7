'use client';

import { useId, useState, type FormEvent } from 'react';
import fieldStyles from '@/components/forms/field.module.css';
import { NO_AUDIT_FILTERS, type AuditFilters } from '@/lib/api/audit';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  AUDIT_KINDS,
  AUDIT_KIND_LABELS,
  type AuditEntity,
  type AuditKind,
} from '@/lib/contract/audit';
import { panelButton } from '../ui';
import styles from './audit.module.css';

/**
 * The trail's filters: what changed, on what, who, a name or folio, and between which days. They
 * apply together with "Filtrar" (or Enter), so typing a name does not reload the list at each letter.
 */
export function AuditFiltersForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const id = useId();
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTERS);
    onApply(NO_AUDIT_FILTERS);
  };
  const field = (key: keyof AuditFilters) => `${id}-${key}`;

  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filtros del registro de cambios">
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={field('kind')}>
          Tipo de cambio
        </label>
        <select
          id={field('kind')}
          className={`${fieldStyles.control} ${fieldStyles.select}`}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as AuditKind | '')}
        >
          <option value="">Todos</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={field('entity')}>
          Registro
        </label>
        <select
          id={field('entity')}
          className={`${fieldStyles.control} ${fieldStyles.select}`}
          value={draft.entity}
          onChange={(event) => set('entity', event.target.value as AuditEntity | '')}
        >
          <option value="">Todos</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {AUDIT_ENTITY_LABELS[entity]}
            </option>
          ))}
        </select>
      </div>
      <div className={`${fieldStyles.field} ${styles.wide}`}>
        <label className={fieldStyles.label} htmlFor={field('actor')}>
          Quién
        </label>
        <input
          id={field('actor')}
          className={fieldStyles.control}
          value={draft.actor}
          maxLength={100}
          placeholder="Nombre, «sistema» o proveedor"
          onChange={(event) => set('actor', event.target.value)}
        />
      </div>
      <div className={`${fieldStyles.field} ${styles.wide}`}>
        <label className={fieldStyles.label} htmlFor={field('search')}>
          Folio, SKU o nombre
        </label>
        <input
          id={field('search')}
          className={fieldStyles.control}
          type="search"
          value={draft.search}
          maxLength={100}
          onChange={(event) => set('search', event.target.value)}
        />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={field('from')}>
          Desde
        </label>
        <input
          id={field('from')}
          className={fieldStyles.control}
          type="date"
          value={draft.from}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={field('to')}>
          Hasta
        </label>
        <input
          id={field('to')}
          className={fieldStyles.control}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={panelButton('primary')}>
          Filtrar
        </button>
        <button type="button" className={panelButton('secondary')} onClick={clear}>
          Quitar filtros
        </button>
      </div>
    </form>
  );
}
