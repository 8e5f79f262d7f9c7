'use client';

import { useState } from 'react';
import { PanelPage } from '@/components/panel/panel-page';
import { FeatureGate } from '@/components/ui/feature-unavailable';
import { refreshCatalog, setPublished, useAdminCatalog } from '@/lib/api/catalog-admin';
import {
  CATALOG_KIND_NAMES,
  type AdminCatalog,
  type AdminCatalogEntry,
  type CatalogKind,
} from '@/lib/contract/catalog-admin';
import { Card, Dialog, EmptyState, ErrorBox, LoadingStatus, Notice, SkeletonLines, type ShownError } from '../ui';
import { DeleteDialog } from './delete-dialog';
import { EntryFormDialog, type EntryFormTarget } from './entry-form';
import { AddButton, EntryRow } from './entry-row';
import { PhotoPicker } from './photo-picker';
import styles from './catalog.module.css';

/** Product lines → types → awning models, and fabrics → colours, drafts included; admins only. */
export function CatalogScreen() {
  return (
    <PanelPage path="/panel/catalogo">
      <FeatureGate feature="catalog_admin" loading={<LoadingStatus />}>
        <CatalogBody />
      </FeatureGate>
    </PanelPage>
  );
}

type Open =
  | { type: 'form'; target: EntryFormTarget }
  | { type: 'photo'; kind: CatalogKind; id: number }
  | { type: 'delete'; kind: CatalogKind; entry: AdminCatalogEntry }
  | null;

const find = (catalog: AdminCatalog | undefined, kind: CatalogKind, id: number): AdminCatalogEntry | undefined =>
  (catalog?.[kind] as AdminCatalogEntry[] | undefined)?.find((e) => e.id === id);

function CatalogBody() {
  const { data, error, isLoading, mutate } = useAdminCatalog();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<ShownError>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function saved(message: string) {
    setOpen(null);
    setFailure(null);
    setNotice(message);
    await refreshCatalog();
  }

  async function togglePublished(kind: CatalogKind, entry: AdminCatalogEntry) {
    const key = `${kind}-${entry.id}`;
    setBusy(key);
    setNotice(null);
    setFailure(null);
    const result = await setPublished(kind, entry.id, !entry.published);
    setBusy(null);
    if (!result.ok) return setFailure(result.error);
    setNotice(
      result.data.published
        ? `«${entry.name}» se publicó: ya aparece en el sitio y en el cotizador.`
        : `«${entry.name}» pasó a borrador: ya no aparece en el sitio ni en el cotizador.`,
    );
    await refreshCatalog();
  }

  if (error) return <ErrorBox error={error} title="No se pudo cargar el catálogo" onRetry={() => void mutate()} />;
  if (isLoading || !data) {
    return (
      <>
        <LoadingStatus>Cargando el catálogo…</LoadingStatus>
        <SkeletonLines lines={6} />
      </>
    );
  }

  const rowProps = (kind: CatalogKind, entry: AdminCatalogEntry) => ({
    kind,
    entry,
    busy: busy === `${kind}-${entry.id}`,
    onEdit: () => setOpen({ type: 'form', target: { kind, entry, parentId: null } }),
    onPhoto: () => setOpen({ type: 'photo', kind, id: entry.id }),
    onTogglePublished: () => void togglePublished(kind, entry),
    onDelete: kind === 'lines' ? undefined : () => setOpen({ type: 'delete', kind, entry }),
  });
  const add = (kind: CatalogKind, parentId: number, parentName: string) => (
    <AddButton
      kind={kind}
      parentName={parentName}
      onClick={() => setOpen({ type: 'form', target: { kind, parentId } })}
    />
  );
  const sellable = data.lines.filter((l) => l.slug !== 'motorizacion');
  const photoEntry = open?.type === 'photo' ? find(data, open.kind, open.id) : undefined;

  return (
    <>
      <p className={styles.intro}>
        Lo que está en <strong>borrador</strong> se guarda pero no aparece en el sitio ni en el cotizador; al publicarlo
        aparece al momento. Las existencias y los precios sueltos también se cambian en Inventario.
      </p>
      {notice ? <Notice focus>{notice}</Notice> : null}
      <ErrorBox error={failure} title="No se pudo hacer el cambio" />
      <div className={styles.sections}>
        <Card title="Líneas, tipos y modelos de toldo">
          <ul className={styles.tree}>
            {data.lines.map((line) => {
              const types = data.types.filter((t) => t.line_id === line.id);
              return (
                <li key={line.id} className={styles.item}>
                  <EntryRow
                    {...rowProps('lines', line)}
                    meta={`${types.length} ${types.length === 1 ? 'tipo' : 'tipos'}`}
                  />
                  {line.slug === 'motorizacion' ? null : (
                    <ul className={styles.children} aria-label={`Tipos de ${line.name}`}>
                      {types.map((type) => {
                        const models = data.models.filter((m) => m.type_id === type.id);
                        return (
                          <li key={type.id} className={styles.item}>
                            <EntryRow
                              {...rowProps('types', type)}
                              meta={`${type.min_width_cm}–${type.max_width_cm} × ${type.min_height_cm}–${type.max_height_cm} cm`}
                            />
                            {line.slug === 'toldos' ? (
                              <ul className={styles.children} aria-label={`Modelos de ${type.name}`}>
                                {models.map((model) => (
                                  <li key={model.id} className={styles.item}>
                                    <EntryRow
                                      {...rowProps('models', model)}
                                      meta={`${model.grid.widths_cm.length} × ${model.grid.projections_cm.length} precios en la rejilla`}
                                    />
                                  </li>
                                ))}
                                <li className={styles.addRow}>{add('models', type.id, type.name)}</li>
                              </ul>
                            ) : null}
                          </li>
                        );
                      })}
                      <li className={styles.addRow}>{add('types', line.id, line.name)}</li>
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>

        {sellable.map((line) => {
          const fabrics = data.fabrics.filter((f) => f.line_id === line.id);
          return (
            <Card
              key={line.id}
              title={
                line.slug === 'toldos'
                  ? 'Lonas para toldo y sus colores'
                  : `Telas de ${line.name.toLowerCase()} y sus colores`
              }
              action={add('fabrics', line.id, line.name)}
            >
              {fabrics.length === 0 ? (
                <EmptyState title="Aún no hay telas en esta línea">
                  Agrega la primera con el botón de arriba.
                </EmptyState>
              ) : (
                <ul className={styles.tree}>
                  {fabrics.map((fabric) => {
                    const colors = data.colors.filter((c) => c.fabric_id === fabric.id);
                    return (
                      <li key={fabric.id} className={styles.item}>
                        <EntryRow
                          {...rowProps('fabrics', fabric)}
                          meta={`${colors.length} ${colors.length === 1 ? 'color' : 'colores'} · ${fabric.types.length} ${fabric.types.length === 1 ? 'tipo' : 'tipos'}`}
                        />
                        <details>
                          <summary>Colores de {fabric.name}</summary>
                          <ul className={styles.children} aria-label={`Colores de ${fabric.name}`}>
                            {colors.map((color) => (
                              <li key={color.id} className={styles.item}>
                                <EntryRow
                                  {...rowProps('colors', color)}
                                  meta={`${color.hex}${color.stripe_hex ? ` con raya ${color.stripe_hex}` : ''} · ${color.stock} m en existencia`}
                                />
                              </li>
                            ))}
                            <li className={styles.addRow}>{add('colors', fabric.id, fabric.name)}</li>
                          </ul>
                        </details>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>
          );
        })}
      </div>

      {open?.type === 'form' ? (
        <EntryFormDialog
          target={open.target}
          catalog={data}
          onClose={() => setOpen(null)}
          onSaved={(entry) =>
            void saved(
              open.target.entry
                ? `Se guardaron los cambios de «${entry.name}».`
                : `Se guardó «${entry.name}»${entry.published ? ' y ya está publicado' : ' como borrador'}.`,
            )
          }
        />
      ) : null}
      {open?.type === 'photo' && photoEntry ? (
        <Dialog
          open
          onClose={() => setOpen(null)}
          title={`Foto de ${CATALOG_KIND_NAMES[open.kind].one}: ${photoEntry.name}`}
        >
          <PhotoPicker
            kind={open.kind}
            entry={photoEntry}
            label={photoEntry.name}
            onSaved={() => void refreshCatalog()}
          />
        </Dialog>
      ) : null}
      {open?.type === 'delete' ? (
        <DeleteDialog
          kind={open.kind}
          entry={open.entry}
          onClose={() => setOpen(null)}
          onDeleted={() => void saved(`Se eliminó «${open.entry.name}».`)}
        />
      ) : null}
    </>
  );
}
