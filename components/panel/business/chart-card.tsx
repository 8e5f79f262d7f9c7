'use client';

import { useId, useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/panel/data-table';
import { downloadCsv } from '../data-table/csv';
import { Card, panelButton } from '@/components/panel/ui';
import styles from './business.module.css';

/**
 * A chart with its data: the drawing (role="img", named by `summary`, the sentence a screen reader
 * hears), "Ver tabla" with the same rows as a table (the phone's cards under 36rem), and
 * "Descargar CSV" of those rows, written by the panel's CSV writer.
 */
export function ChartCard<T>({
  title,
  description,
  summary,
  chart,
  columns,
  rows,
  rowKey,
  csvName,
  empty,
}: {
  title: string;
  description?: ReactNode;
  summary: string;
  chart: ReactNode;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The CSV's file name, without ".csv". */
  csvName: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
}) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const hasData = rows.length > 0 && !empty;
  return (
    <Card title={title} description={description} className={styles.chartCard}>
      {hasData ? (
        <>
          <div role="img" aria-label={summary} className={styles.chart}>
            {chart}
          </div>
          <div className={styles.chartActions}>
            <button
              type="button"
              className={panelButton('secondary', 'small')}
              aria-expanded={open}
              aria-controls={tableId}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? 'Ocultar tabla' : 'Ver tabla'}
            </button>
            <button
              type="button"
              className={panelButton('secondary', 'small')}
              onClick={() => downloadCsv(csvName, columns, rows)}
            >
              Descargar CSV
            </button>
          </div>
          <div id={tableId} hidden={!open} className={styles.chartTable}>
            {open ? (
              <DataTable label={`Tabla: ${title}`} columns={columns} rows={rows} rowKey={rowKey} pageSizes={[60]} />
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.chartEmpty}>{empty ?? 'Sin datos en este periodo.'}</p>
      )}
    </Card>
  );
}
