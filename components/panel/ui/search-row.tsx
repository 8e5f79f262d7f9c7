'use client';

// The search box of the dashboard's lists (sales, users): what is typed is applied after a pause,
// or at once with Enter or the button, and a change of the address that did not come from the box
// (Back, "Quitar filtros") replaces what it shows.

import { useCallback, useEffect, useState } from 'react';
import { panelButton } from './button-class';
import styles from './ui.module.css';

const SEARCH_DELAY_MS = 400;

/** The box's text and how to apply it; `search` is the applied value, `onSearch` applies one. */
export function useSearchDraft(search: string, onSearch: (value: string) => void) {
  const [draft, setDraft] = useState(search);
  // The value this box last applied, and the applied value last seen: a change that did not come
  // from here replaces what the box shows; one that did leaves alone whatever was typed since.
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
      onSearch(value);
    },
    [onSearch],
  );

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => commit(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, commit]);

  const submit = () => {
    if (draft.trim() !== search) commit(draft.trim());
  };
  return { draft, setDraft, submit };
}

/** The input and its "Buscar" button; the form around them calls `submit` of useSearchDraft. */
export function SearchRow({
  id,
  draft,
  setDraft,
  maxLength,
  inputClassName,
  describedBy,
}: {
  id: string;
  draft: string;
  setDraft: (value: string) => void;
  maxLength: number;
  inputClassName?: string;
  describedBy?: string;
}) {
  return (
    <div className={styles.searchRow}>
      <input
        id={id}
        type="search"
        className={inputClassName}
        value={draft}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className={panelButton('secondary')}>
        Buscar
      </button>
    </div>
  );
}
