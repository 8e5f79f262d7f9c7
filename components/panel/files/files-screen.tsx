'use client';

import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/panel/data-table';
import { PanelPage } from '@/components/panel/panel-page';
import { useFiles } from '@/lib/api/files';
import type { FileKind, StoredFile } from '@/lib/contract/files';
import { deleteFile } from '@/lib/api/files';
import { useFeature } from '@/lib/api/capabilities';
import { useSession } from '@/lib/api/session';
import type { PanelPath } from '@/lib/panel-routes';
import { formatShortDate } from '@/lib/format/dates';
import { formatFileSize } from '@/lib/format/bytes';
import { Dialog, EmptyState, ErrorBox, Notice, panelButton, type ShownError } from '../ui';
import { fileTypeInfo } from './file-format';
import { FilePreview } from './file-preview';
import { FileUpload } from './file-upload';
import { FileValidity } from './file-validity';
import styles from './files.module.css';
import { useFileDownload } from './use-file-download';

export type FilesSection = {
  kind: FileKind;
  path: PanelPath;
  /** One line under the title: what these files are. */
  intro: string;
  /** The table's name ("Listas de precios"). */
  label: string;
  /** Empty state title ("Aún no hay listas de precios"). */
  emptyTitle: string;
  /** What a reader is told under it, in the gender of the section's noun ("Cuando publiquemos una nueva…"). */
  emptyHint: string;
  /** Promotions: uploads take the days they apply, and the list keeps the server's order (current ones first). */
  dated?: boolean;
};

/** Price lists, digital catalogues and the promotions gazette: one screen, three sections. */
export function FilesScreen({ section }: { section: FilesSection }) {
  return (
    <PanelPage path={section.path}>
      <FilesSectionBody section={section} />
    </PanelPage>
  );
}

function FilesSectionBody({ section }: { section: FilesSection }) {
  const { kind } = section;
  const editsOffered = useFeature('files_admin').status === 'available';
  const isAdmin = useSession((state) => state.user?.role.name === 'admin');
  // Uploads and removals are beyond spec §7: on a host without them, admins read the list like everyone.
  const canEdit = isAdmin && editsOffered;
  const { data, error, isLoading, mutate } = useFiles(kind);
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<ShownError>(null);
  const { download, downloading, error: downloadError } = useFileDownload();
  const [notice, setNotice] = useState<string | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    const result = await deleteFile(kind, toDelete.id);
    setDeleting(false);
    if (!result.ok) {
      setDeleteError(result.error);
      return;
    }
    const removed = toDelete;
    setToDelete(null);
    setNotice(`Se eliminó «${removed.name}».`);
    await mutate((files) => files?.filter((file) => file.id !== removed.id), { revalidate: true });
  }

  const allColumns: DataTableColumn<StoredFile>[] = [
    {
      id: 'name',
      header: 'Nombre',
      accessor: (file) => file.name,
      sortable: true,
      rowHeader: true,
      minWidth: '14rem',
      render: (file) => (
        <span className={styles.fileName}>
          <span className={styles.typeBadge} data-type={fileTypeInfo(file.mime_type).preview ?? 'other'}>
            {fileTypeInfo(file.mime_type).label}
          </span>
          <span>{file.name}</span>
        </span>
      ),
    },
    {
      id: 'date',
      header: 'Fecha',
      accessor: (file) => file.created_at,
      sortable: true,
      render: (file) => (
        <time dateTime={file.created_at} className={styles.date}>
          {formatShortDate(file.created_at)}
        </time>
      ),
    },
    {
      id: 'validity',
      header: 'Vigencia',
      // Sorting by this column orders by the first day it applies.
      accessor: (file) => file.valid_from ?? file.valid_until ?? '',
      sortable: true,
      render: (file) =>
        file.valid_from || file.valid_until ? <FileValidity file={file} /> : <span aria-label="Sin fechas">—</span>,
      csv: (file) => [file.valid_from, file.valid_until].filter(Boolean).join(' a '),
    },
    {
      id: 'size',
      header: 'Tamaño',
      accessor: (file) => file.size,
      sortable: true,
      align: 'end',
      render: (file) => formatFileSize(file.size),
      csv: (file) => formatFileSize(file.size),
    },
    {
      id: 'actions',
      header: 'Acciones',
      headerHidden: true,
      csv: false,
      align: 'end',
      render: (file) => {
        const canPreview = fileTypeInfo(file.mime_type).preview !== null;
        return (
          <span className={styles.actions}>
            {canPreview ? (
              <button type="button" className={panelButton('secondary', 'small')} onClick={() => setPreview(file)}>
                Ver<span className="visually-hidden"> {file.name}</span>
              </button>
            ) : null}
            <button
              type="button"
              className={panelButton('primary', 'small')}
              onClick={() => void download(file)}
              disabled={downloading === file.id}
              aria-busy={downloading === file.id || undefined}
            >
              {downloading === file.id ? 'Descargando…' : 'Descargar'}
              <span className="visually-hidden"> {file.name}</span>
            </button>
            {canEdit ? (
              <button
                type="button"
                className={panelButton('danger', 'small')}
                onClick={() => {
                  setDeleteError(null);
                  setToDelete(file);
                }}
              >
                Eliminar<span className="visually-hidden"> {file.name}</span>
              </button>
            ) : null}
          </span>
        );
      },
    },
  ];

  // The dates column where a section is dated or any of its files has dates.
  const showValidity = section.dated || (data ?? []).some((file) => file.valid_from || file.valid_until);
  const columns = showValidity ? allColumns : allColumns.filter((column) => column.id !== 'validity');

  return (
    <>
      <p className={styles.intro}>{section.intro}</p>
      {canEdit ? (
        <FileUpload
          kind={kind}
          dated={section.dated ?? false}
          onUploaded={(file) => {
            setNotice(`Se subió «${file.name}».`);
            void mutate((files) => [file, ...(files ?? []).filter((f) => f.id !== file.id)], { revalidate: true });
          }}
        />
      ) : null}
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorBox error={downloadError} title="No se pudo descargar el archivo" />
      {error ? (
        <ErrorBox error={error} title="No se pudieron cargar los archivos" onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label={section.label}
          columns={columns}
          rows={data}
          rowKey={(file) => file.id}
          loading={isLoading}
          search={{ fields: (file) => [file.name, fileTypeInfo(file.mime_type).label], label: 'Buscar archivo' }}
          defaultSort={section.dated ? undefined : { columnId: 'date', direction: 'desc' }}
          pageSizes={[10, 25, 50]}
          empty={
            <EmptyState title={section.emptyTitle}>
              {canEdit ? <p>Sube el primero con el formulario de arriba.</p> : <p>{section.emptyHint}</p>}
            </EmptyState>
          }
        />
      )}

      <FilePreview file={preview} onClose={() => setPreview(null)} onDownload={(file) => void download(file)} />

      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        role="alertdialog"
        title="¿Eliminar el archivo?"
        footer={
          <>
            <button
              type="button"
              className={panelButton('secondary')}
              onClick={() => setToDelete(null)}
              disabled={deleting}
            >
              Cancelar
            </button>
            <button
              type="button"
              className={panelButton('dangerSolid')}
              onClick={() => void confirmDelete()}
              disabled={deleting}
              aria-busy={deleting || undefined}
            >
              {deleting ? 'Eliminando…' : 'Eliminar'}
            </button>
          </>
        }
      >
        <p className={styles.confirmText}>
          Se eliminará <strong>«{toDelete?.name}»</strong> para todos los usuarios. Esta acción no se puede deshacer.
        </p>
        <ErrorBox error={deleteError} title="No se pudo eliminar el archivo" />
      </Dialog>
    </>
  );
}
