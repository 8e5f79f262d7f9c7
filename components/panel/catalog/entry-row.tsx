'use client';

import { CATALOG_KIND_NAMES, type AdminCatalogEntry, type CatalogKind } from '@/lib/contract/catalog-admin';
import { StatusBadge } from '../sales/status-badge';
import { panelButton } from '../ui';
import styles from './catalog.module.css';

/** "Borrador" or "Publicado": the panel's status pill, the word carrying the meaning. */
function PublishedBadge({ published }: { published: boolean }) {
  return <StatusBadge label={published ? 'Publicado' : 'Borrador'} tone={published ? 'success' : 'warning'} />;
}

/** The entry's picture in the list: its photo, else a colour's swatch (stripes included), else nothing. */
function Thumb({ entry }: { entry: AdminCatalogEntry }) {
  if (entry.image) {
    const small = entry.image.srcset[0];
    // A 320 px variant shown at 48 px: nothing for next/image to add.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img src={small?.src ?? entry.image.src} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
    );
  }
  if (entry.kind === 'colors') {
    const background = entry.stripe_hex
      ? `repeating-linear-gradient(90deg, ${entry.hex} 0 8px, ${entry.stripe_hex} 8px 16px)`
      : entry.hex;
    return <span className={styles.swatch} style={{ background }} aria-hidden="true" />;
  }
  return null;
}

type EntryRowProps = {
  kind: CatalogKind;
  entry: AdminCatalogEntry;
  meta?: string;
  busy: boolean;
  onEdit: () => void;
  onPhoto: () => void;
  onTogglePublished: () => void;
  onDelete?: () => void;
};

/** One entry: picture, name, details, state and its actions (each names the entry for screen readers). */
export function EntryRow({ kind, entry, meta, busy, onEdit, onPhoto, onTogglePublished, onDelete }: EntryRowProps) {
  const what = (
    <span className="visually-hidden">
      {' '}
      {CATALOG_KIND_NAMES[kind].the} {entry.name}
    </span>
  );
  return (
    <div className={styles.row} data-entry={`${kind}-${entry.slug}`}>
      <Thumb entry={entry} />
      <div className={styles.name}>
        <p className={styles.title}>{entry.name}</p>
        <p className={styles.meta}>
          /{entry.slug}
          {meta ? ` · ${meta}` : ''}
          {entry.image ? ' · con foto' : ''}
        </p>
      </div>
      <PublishedBadge published={entry.published} />
      <div className={styles.actions}>
        <button type="button" className={panelButton('secondary', 'small')} onClick={onEdit}>
          Editar{what}
        </button>
        <button type="button" className={panelButton('secondary', 'small')} onClick={onPhoto}>
          Foto{what}
        </button>
        <button
          type="button"
          className={panelButton(entry.published ? 'secondary' : 'primary', 'small')}
          onClick={onTogglePublished}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {entry.published ? 'Pasar a borrador' : 'Publicar'}
          {what}
        </button>
        {onDelete ? (
          <button type="button" className={panelButton('danger', 'small')} onClick={onDelete}>
            Eliminar{what}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** "Agregar color a Blackout Premium". */
export function AddButton({
  kind,
  parentName,
  onClick,
}: {
  kind: CatalogKind;
  parentName: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={panelButton('secondary', 'small')} onClick={onClick}>
      + Agregar {CATALOG_KIND_NAMES[kind].one}
      <span className="visually-hidden"> a {parentName}</span>
    </button>
  );
}
