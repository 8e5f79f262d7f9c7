'use client';

import { useCallback, useMemo, useState } from 'react';
import { DataTable, TableSelect, type DataTableColumn } from '@/components/panel/data-table';
import { PanelPage } from '@/components/panel/panel-page';
import { useCatalogPrices } from '@/lib/api/inventory';
import { updatePrice } from '@/lib/api/inventory';
import type { PriceChange, PriceRow } from '@/lib/contract/inventory';
import { useFeature } from '@/lib/api/capabilities';
import { useSession } from '@/lib/api/session';
import { formatShortDate } from '@/lib/format/dates';
import { formatMoney, parsePesos } from '@/lib/format/money';
import { EmptyState, ErrorBox } from '../ui';
import { InlineEditor } from './inline-editor';
import styles from './inventory.module.css';
import { kindLabel, unitLabel } from './labels';
import { saveOptimistically } from '@/lib/api/optimistic';

type PriceField = 'public_price' | 'distributor_price';

function parsePrice(input: string) {
  const value = parsePesos(input);
  return value === null
    ? { ok: false as const, message: 'Escribe el precio en pesos con hasta dos decimales, por ejemplo 1500.00.' }
    : { ok: true as const, value };
}

/** Every price row; distributors and admins also see the distributor price; admins edit both. */
export function PriceScreen() {
  return (
    <PanelPage path="/panel/inventario/precios">
      <PriceBody />
    </PanelPage>
  );
}

function PriceBody() {
  const editsOffered = useFeature('inventory_admin').status === 'available';
  const isAdmin = useSession((state) => state.user?.role.name === 'admin');
  // Edits are beyond spec §7: on a host without them, admins read the prices like everyone.
  const canEdit = isAdmin && editsOffered;
  const { data, error, isLoading, mutate } = useCatalogPrices();
  const [kind, setKind] = useState('');
  // The server leaves the distributor price out for customers: the column follows the data.
  const showDistributor = useMemo(() => (data ?? []).some((row) => row.distributor_price !== undefined), [data]);
  const kindOptions = useMemo(() => {
    const kinds = [...new Set((data ?? []).map((row) => row.kind))];
    return [{ value: '', label: 'Todos' }, ...kinds.map((value) => ({ value, label: kindLabel(value) }))];
  }, [data]);
  const filter = useCallback((row: PriceRow) => kind === '' || row.kind === kind, [kind]);

  function priceCell(row: PriceRow, field: PriceField, label: string) {
    const value = row[field];
    if (!canEdit || value === undefined) return value === undefined ? '—' : formatMoney(value);
    return (
      <InlineEditor
        label={`${label} de ${row.sku}`}
        value={value}
        prefix="$"
        inputMode="decimal"
        field={field}
        parse={parsePrice}
        save={(amount) => {
          const change: PriceChange = { [field]: amount };
          const patch: Partial<PriceRow> = {
            [field]: amount,
            ...(field === 'public_price' && !showDistributor ? { price: amount } : {}),
          };
          return saveOptimistically<PriceRow, PriceRow>(mutate, row.id, patch, () => updatePrice(row.id, change));
        }}
      />
    );
  }

  const columns: DataTableColumn<PriceRow>[] = [
    {
      id: 'description',
      header: 'Descripción',
      accessor: (row) => row.description,
      sortable: true,
      rowHeader: true,
      minWidth: '14rem',
    },
    {
      id: 'sku',
      header: 'SKU',
      accessor: (row) => row.sku,
      sortable: true,
      render: (row) => <code className={styles.sku}>{row.sku}</code>,
    },
    {
      id: 'kind',
      header: 'Tipo',
      accessor: (row) => kindLabel(row.kind),
      sortable: true,
      csv: (row) => `${kindLabel(row.kind)} por ${unitLabel(row.unit)}`,
      render: (row) => (
        <span className={styles.kind}>
          {kindLabel(row.kind)} <span className={styles.unit}>por {unitLabel(row.unit)}</span>
        </span>
      ),
    },
    {
      id: 'public_price',
      header: showDistributor ? 'Precio público' : 'Precio',
      accessor: (row) => row.public_price,
      sortable: true,
      align: 'end',
      minWidth: canEdit ? '12rem' : undefined,
      csv: (row) => row.public_price,
      render: (row) => priceCell(row, 'public_price', 'Precio público'),
    },
    ...(showDistributor
      ? [
          {
            id: 'distributor_price',
            header: 'Precio distribuidor',
            accessor: (row: PriceRow) => row.distributor_price,
            sortable: true,
            align: 'end' as const,
            minWidth: canEdit ? '12rem' : undefined,
            csv: (row: PriceRow) => row.distributor_price,
            render: (row: PriceRow) => priceCell(row, 'distributor_price', 'Precio distribuidor'),
          },
        ]
      : []),
    {
      id: 'updated',
      header: 'Actualizado',
      accessor: (row) => row.updated_at,
      sortable: true,
      render: (row) => (
        <time dateTime={row.updated_at} className={styles.date}>
          {formatShortDate(row.updated_at)}
        </time>
      ),
      csv: (row) => formatShortDate(row.updated_at),
    },
  ];

  return (
    <>
      <p className={styles.intro}>
        Precios por unidad, en pesos mexicanos antes de IVA.
        {showDistributor && !isAdmin ? ' Como distribuidor ves también tu precio de compra.' : ''}
        {canEdit ? ' Para cambiar un precio, escribe la nueva cantidad y pulsa Intro o «Guardar».' : ''}
      </p>
      {error ? (
        <ErrorBox error={error} title="No se pudieron cargar los precios" onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label="Precios"
          columns={columns}
          rows={data}
          rowKey={(row) => row.id}
          loading={isLoading}
          search={{
            fields: (row) => [row.sku, row.description, kindLabel(row.kind)],
            label: 'Buscar',
            placeholder: 'Descripción o SKU',
          }}
          defaultSort={{ columnId: 'description', direction: 'asc' }}
          filter={filter}
          toolbar={<TableSelect label="Tipo" value={kind} onChange={setKind} options={kindOptions} />}
          csv={{ filename: 'precios' }}
          empty={<EmptyState title="Aún no hay precios publicados" />}
        />
      )}
    </>
  );
}
