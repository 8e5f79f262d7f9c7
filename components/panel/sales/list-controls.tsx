'use client';

import { useCallback, useId } from 'react';
import { SearchRow, useSearchDraft } from '../ui/search-row';
import { SEARCH_MAX } from './list-params';
import styles from './sales.module.css';

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
  const onSearch = useCallback((value: string) => onChange({ search: value }), [onChange]);
  const { draft, setDraft, submit } = useSearchDraft(search, onSearch);

  return (
    <form
      role="search"
      aria-label="Filtrar la lista"
      className={styles.listFilters}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
        <SearchRow
          id={`${id}-buscar`}
          draft={draft}
          setDraft={setDraft}
          maxLength={SEARCH_MAX}
          inputClassName={styles.control}
        />
      </div>
    </form>
  );
}
