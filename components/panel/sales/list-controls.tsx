'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { panelButton } from '../ui/button-class';
import { SEARCH_MAX } from './list-params';
import styles from './sales.module.css';

const SEARCH_DELAY_MS = 400;

/**
 * The filters of a list: a status select and a search box (folio or customer). The search is
 * applied as the user types (after a pause) or at once with Enter.
 */
export function ListControls({
  status,
  search,
  statusOptions,
  searchLabel,
  onChange,
}: {
  status: string;
  search: string;
  statusOptions: readonly { value: string; label: string }[];
  searchLabel: string;
  onChange: (patch: { status?: string; search?: string }) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(search);
  // The value this box last put in the URL, and the URL's value last seen: a change that did not
  // come from here (back button, "Quitar filtros") replaces what the box shows; one that did
  // leaves alone whatever the user has typed since.
  const [sent, setSent] = useState<string | null>(null);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (search !== sent) setDraft(search);
    setSent(null);
  }

  const commit = useCallback(
    (value: string) => {
      setSent(value);
      onChange({ search: value });
    },
    [onChange],
  );

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => commit(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, commit]);

  return (
    <form
      role="search"
      aria-label="Filtrar la lista"
      className={styles.listFilters}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() !== search) commit(draft.trim());
      }}
    >
      <div className={styles.filter}>
        <label htmlFor={`${id}-estado`} className={styles.filterLabel}>
          Estado
        </label>
        <select
          id={`${id}-estado`}
          className={`${styles.control} ${styles.select}`}
          value={status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">Todos los estados</option>
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.filter} ${styles.searchFilter}`}>
        <label htmlFor={`${id}-buscar`} className={styles.filterLabel}>
          {searchLabel}
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-buscar`}
            type="search"
            className={styles.control}
            value={draft}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className={panelButton('secondary')}>
            Buscar
          </button>
        </div>
      </div>
    </form>
  );
}
