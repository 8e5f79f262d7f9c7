'use client';

import { useState } from 'react';
import { deleteCatalogEntry } from '@/lib/api/catalog-admin';
import { CATALOG_KIND_NAMES, type AdminCatalogEntry, type CatalogKind } from '@/lib/contract/catalog-admin';
import { Dialog, ErrorBox, panelButton, type ShownError } from '../ui';
import styles from './catalog.module.css';

const WHAT_GOES: Partial<Record<CatalogKind, string>> = {
  fabrics: ' Sus colores y sus precios se eliminan con ella.',
  models: ' Su rejilla de precios se elimina con él.',
  types: ' Sus precios por tela se eliminan con él.',
};

/** Confirms a deletion; a 409 (quotes, orders or carts use it) is explained here, with the way out: draft. */
export function DeleteDialog({
  kind,
  entry,
  onClose,
  onDeleted,
}: {
  kind: CatalogKind;
  entry: AdminCatalogEntry;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShownError>(null);
  async function confirm() {
    setPending(true);
    setError(null);
    const result = await deleteCatalogEntry(kind, entry.id);
    setPending(false);
    if (!result.ok) return setError(result.error);
    onDeleted();
  }
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onClose}
      title={`¿Eliminar ${CATALOG_KIND_NAMES[kind].the} «${entry.name}»?`}
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onClose}>
            Cancelar
          </button>
          <button
            type="button"
            className={panelButton('dangerSolid')}
            onClick={() => void confirm()}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? 'Eliminando…' : 'Eliminar'}
          </button>
        </div>
      }
    >
      <p>No se puede deshacer.{WHAT_GOES[kind] ?? ''} Si solo quieres dejar de ofrecerlo, pásalo a borrador.</p>
      <ErrorBox error={error} title="No se pudo eliminar" />
    </Dialog>
  );
}
