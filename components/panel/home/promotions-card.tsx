'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useFiles } from '@/lib/api/files';
import type { StoredFile } from '@/lib/contract/files';
import { validityOf } from '@/lib/content/validity';
import { formatShortDate } from '@/lib/format/dates';
import { formatFileSize } from '@/lib/format/bytes';
import { fileTypeInfo } from '../files/file-format';
import { FileValidity } from '../files/file-validity';
import { FilePreview } from '../files/file-preview';
import { useFileDownload } from '../files/use-file-download';
import { Card, EmptyState, ErrorBox, LoadingStatus, Skeleton, panelButton } from '../ui';
import styles from './home.module.css';

const SHOWN = 3;

/**
 * The promotions that apply now (then those about to start), newest first as the server orders
 * them, each with its dates, a preview and a download; expired ones stay in the gazette only.
 */
export function PromotionsCard() {
  const { data, error, isLoading } = useFiles('promotions');
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const { download, downloading, error: downloadError } = useFileDownload();
  const latest = (data ?? [])
    .filter((file) => validityOf(file.valid_from, file.valid_until) !== 'vencida')
    .slice(0, SHOWN);

  return (
    <Card
      title="Promociones vigentes"
      action={data && data.length > 0 ? <Link href="/panel/gaseta-promociones">Ver la gaceta completa</Link> : null}
    >
      {error ? (
        <ErrorBox error={error} title="No se pudieron cargar las promociones" />
      ) : isLoading || !data ? (
        <>
          <LoadingStatus />
          <ul className={styles.promos} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className={styles.promo}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </li>
            ))}
          </ul>
        </>
      ) : latest.length === 0 ? (
        <EmptyState title="No hay promociones vigentes">
          <p>Cuando publiquemos una, la verás aquí y en la gaceta de promociones.</p>
        </EmptyState>
      ) : (
        <>
          <ErrorBox error={downloadError} title="No se pudo descargar el archivo" />
          <ul className={styles.promos}>
            {latest.map((file) => {
              const type = fileTypeInfo(file.mime_type);
              return (
                <li key={file.id} className={styles.promo}>
                  <span className={styles.promoName}>{file.name}</span>
                  <FileValidity file={file} />
                  <span className={styles.recentMeta}>
                    {type.label} · {formatFileSize(file.size)} ·{' '}
                    <time dateTime={file.created_at}>{formatShortDate(file.created_at)}</time>
                  </span>
                  <span className={styles.promoActions}>
                    {type.preview ? (
                      <button
                        type="button"
                        className={panelButton('secondary', 'small')}
                        onClick={() => setPreview(file)}
                      >
                        Ver<span className="visually-hidden"> {file.name}</span>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={panelButton('secondary', 'small')}
                      onClick={() => void download(file)}
                      disabled={downloading === file.id}
                    >
                      {downloading === file.id ? 'Descargando…' : 'Descargar'}
                      <span className="visually-hidden"> {file.name}</span>
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <FilePreview file={preview} onClose={() => setPreview(null)} onDownload={(file) => void download(file)} />
    </Card>
  );
}
