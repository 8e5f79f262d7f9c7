'use client';

import { useCallback, useMemo, useState } from 'react';
import { DataTable, TableSelect, type DataTableColumn } from '@/components/panel/data-table';
import { PanelPage } from '@/components/panel/panel-page';
import { useStock } from '@/lib/api/inventory';
import { updateStock } from '@/lib/api/inventory';
import type { StockItem } from '@/lib/contract/inventory';
import { useFeature } from '@/lib/api/capabilities';
import { useSession } from '@/lib/api/session';
import type { PanelPath } from '@/lib/panel-routes';
import { EmptyState, ErrorBox } from '../ui';
import { InlineEditor } from './inline-editor';
import styles from './inventory.module.css';
import { STOCK_LABELS, stockStatus } from '@/lib/catalog/availability';
import { formatStock, kindLabel, unitLabel } from './labels';
import { saveOptimistically } from '@/lib/api/optimistic';
import { StockStatusBadge } from './stock-status';

type StockView = 'persianas' | 'galerias' | 'motorizacion';

type ViewConfig = {
  path: PanelPath;
  label: string;
  intro: string;
  csv: string;
  includes: (item: StockItem) => boolean;
  /** The third column: the fabric of a colour, the finish of a gallery, the kind of a motor item. */
  detail: {
    header: string;
    value: (item: StockItem) => string | null;
    filterLabel: string;
    allLabel: string;
    column: boolean;
  };
  /** Header of the stock column, with its unit. */
  stockHeader: string;
  emptyTitle: string;
  searchPlaceholder: string;
};

const VIEWS: Record<StockView, ViewConfig> = {
  persianas: {
    path: '/panel/inventario/persianas',
    label: 'Telas para persianas',
    intro: 'Existencia de cada color de tela para persianas, en metros de rollo.',
    csv: 'inventario-persianas',
    includes: (item) => item.kind === 'tela' && item.category === 'persianas',
    // The name already says the fabric ("Blackout Premium · Arena"): a filter, not a column.
    detail: {
      header: 'Tejido',
      value: (item) => item.fabric,
      filterLabel: 'Tejido',
      allLabel: 'Todos los tejidos',
      column: false,
    },
    stockHeader: 'Existencia (m)',
    emptyTitle: 'No hay telas de persianas en el inventario',
    searchPlaceholder: 'Tejido, color o SKU',
  },
  galerias: {
    path: '/panel/inventario/galerias',
    label: 'Galerías',
    intro: 'Existencia de galerías y cenefas, en metros lineales.',
    csv: 'inventario-galerias',
    includes: (item) => item.kind === 'galeria',
    detail: {
      header: 'Acabado',
      value: (item) => item.color,
      filterLabel: 'Acabado',
      allLabel: 'Todos los acabados',
      column: true,
    },
    stockHeader: 'Existencia (m)',
    emptyTitle: 'No hay galerías en el inventario',
    searchPlaceholder: 'Nombre, acabado o SKU',
  },
  motorizacion: {
    path: '/panel/inventario/mororizacion',
    label: 'Motores y accesorios',
    intro: 'Existencia de motores, controles y accesorios de motorización, en piezas.',
    csv: 'inventario-motorizacion',
    includes: (item) => item.kind === 'motor' || item.kind === 'accesorio',
    detail: {
      header: 'Tipo',
      value: (item) => kindLabel(item.kind),
      filterLabel: 'Tipo',
      allLabel: 'Motores y accesorios',
      column: true,
    },
    stockHeader: 'Existencia (piezas)',
    emptyTitle: 'No hay motores ni accesorios en el inventario',
    searchPlaceholder: 'Nombre o SKU',
  },
};

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...(['disponible', 'bajo', 'agotado'] as const).map((status) => ({ value: status, label: STOCK_LABELS[status] })),
];

/** The stock of one part of the inventory; admins edit the figures in place. */
export function StockScreen({ view }: { view: StockView }) {
  const config = VIEWS[view];
  return (
    <PanelPage path={config.path}>
      <StockBody config={config} />
    </PanelPage>
  );
}

function parseStock(input: string) {
  const clean = input.trim().replace(/,/g, '');
  if (!/^-?\d+$/.test(clean))
    return { ok: false as const, message: 'Escribe la existencia como un número entero, por ejemplo 25.' };
  return { ok: true as const, value: clean };
}

function StockBody({ config }: { config: ViewConfig }) {
  const editsOffered = useFeature('inventory_admin').status === 'available';
  const isAdmin = useSession((state) => state.user?.role.name === 'admin');
  // Edits are beyond spec §7: on a host without them, admins read the stock like everyone.
  const canEdit = isAdmin && editsOffered;
  const { data, error, isLoading, mutate } = useStock();
  const [detail, setDetail] = useState('');
  const [status, setStatus] = useState('');

  const rows = useMemo(() => data?.filter(config.includes), [data, config]);
  const detailOptions = useMemo(() => {
    const values = [...new Set((rows ?? []).map(config.detail.value).filter((v): v is string => Boolean(v)))];
    values.sort((a, b) => a.localeCompare(b, 'es-MX'));
    return [{ value: '', label: config.detail.allLabel }, ...values.map((value) => ({ value, label: value }))];
  }, [rows, config]);
  const filter = useCallback(
    (item: StockItem) =>
      (detail === '' || config.detail.value(item) === detail) && (status === '' || item.status === status),
    [detail, status, config],
  );

  const columns: DataTableColumn<StockItem>[] = [
    {
      id: 'name',
      header: 'Artículo',
      accessor: (item) => item.name,
      sortable: true,
      rowHeader: true,
      minWidth: '13rem',
      render: (item) => (
        <span className={styles.itemName}>
          {item.hex ? <span className={styles.swatch} style={{ background: item.hex }} aria-hidden="true" /> : null}
          <span>{item.name}</span>
        </span>
      ),
    },
    {
      id: 'sku',
      header: 'SKU',
      accessor: (item) => item.sku,
      sortable: true,
      render: (item) => <code className={styles.sku}>{item.sku}</code>,
    },
    ...(config.detail.column
      ? [{ id: 'detail', header: config.detail.header, accessor: config.detail.value, sortable: true }]
      : []),
    {
      id: 'stock',
      header: config.stockHeader,
      accessor: (item) => item.stock,
      sortable: true,
      align: 'end',
      minWidth: canEdit ? '11rem' : undefined,
      csv: (item) => item.stock,
      render: (item) =>
        canEdit ? (
          <InlineEditor
            label={`Existencia de ${item.name}`}
            value={String(item.stock)}
            suffix={unitLabel(item.unit, 2)}
            inputMode="numeric"
            field="stock"
            parse={parseStock}
            save={(value) => {
              const stock = Number(value);
              return saveOptimistically<StockItem, StockItem>(
                mutate,
                item.id,
                { stock, status: stockStatus(stock) },
                () => updateStock(item.id, stock),
              );
            }}
          />
        ) : (
          formatStock(item)
        ),
    },
    {
      id: 'status',
      header: 'Estado',
      accessor: (item) => STOCK_LABELS[item.status],
      sortable: true,
      render: (item) => <StockStatusBadge status={item.status} />,
    },
  ];

  return (
    <>
      <p className={styles.intro}>
        {config.intro}
        {canEdit ? ' Para corregir una existencia, escribe la nueva cifra y pulsa Intro o «Guardar».' : ''}
      </p>
      {error ? (
        <ErrorBox error={error} title="No se pudo cargar el inventario" onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label={config.label}
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
          loading={isLoading}
          search={{
            fields: (item) => [item.name, item.sku, item.fabric, item.color],
            label: 'Buscar',
            placeholder: config.searchPlaceholder,
          }}
          defaultSort={{ columnId: 'name', direction: 'asc' }}
          filter={filter}
          toolbar={
            <>
              <TableSelect
                label={config.detail.filterLabel}
                value={detail}
                onChange={setDetail}
                options={detailOptions}
              />
              <TableSelect label="Estado" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
            </>
          }
          csv={{ filename: config.csv }}
          empty={<EmptyState title={config.emptyTitle}>Cuando se den de alta artículos, aparecerán aquí.</EmptyState>}
        />
      )}
    </>
  );
}
