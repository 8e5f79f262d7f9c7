'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { EmptyState, ErrorBox } from '@/components/panel/ui';
import { useBusinessSummary } from '@/lib/api/business';
import type { BusinessSummary, InboxAge } from '@/lib/contract/business';
import { countLabel, formatCount } from '@/lib/format/count';
import { formatLongDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { BarList, type Bar } from './bar-list';
import { countColumn, moneyColumn, monthColumn, MonthsCard, RankingCard, Tile, TilesSkeleton } from './parts';
import { ChartCard } from './chart-card';
import { centsOf, compactMXN, money, percent, withOthers } from './chart-data';
import styles from './business.module.css';

const AGE_LABELS: Record<InboxAge, string> = {
  hoy: 'Menos de 1 día',
  '1_3': '1 a 3 días',
  '3_7': '3 a 7 días',
  '7_30': '7 a 30 días',
  mas_30: 'Más de 30 días',
};

/** The lines a chart of a ranking draws before one "Otros" line (the table keeps every row). */
const CHART_ROWS = 8;

/**
 * The business at a glance, for an administrator (every sale) or a distributor (its customers'):
 * the period's figures, charts with their tables and CSV, and what waits today.
 */
export function BusinessDashboard({ role }: { role: 'admin' | 'distributor' }) {
  const [year, setYear] = useState<number | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useBusinessSummary(year);
  const selectId = useId();
  const headingId = useId();
  const years = data?.years ?? [];
  const periodName = year === null ? 'los últimos 12 meses' : String(year);
  const csvSuffix = year === null ? 'ultimos-12-meses' : String(year);

  return (
    <section aria-labelledby={headingId} className={styles.dashboard} aria-busy={isValidating}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {role === 'admin' ? 'El negocio' : 'Las ventas de tus clientes'}
        </h2>
        <div className={styles.period}>
          <label htmlFor={selectId}>Periodo</label>
          <select
            id={selectId}
            value={year ?? ''}
            onChange={(event) => setYear(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Últimos 12 meses</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data ? <PeriodLine data={data} /> : null}

      {error && !data ? (
        <ErrorBox error={error} title="No se pudieron cargar las cifras del negocio" onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <TilesSkeleton count={6} status="Cargando las cifras del negocio…" />
      ) : (
        <Figures data={data} role={role} periodName={periodName} csvSuffix={csvSuffix} />
      )}
    </section>
  );
}

function PeriodLine({ data }: { data: BusinessSummary }) {
  const last = new Date(`${data.period.to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return (
    <p className={styles.periodLine} aria-live="polite">
      Del {formatLongDate(data.period.from)} al {formatLongDate(last.toISOString().slice(0, 10))}, en hora del centro de
      México.
    </p>
  );
}

function Figures({
  data,
  role,
  periodName,
  csvSuffix,
}: {
  data: BusinessSummary;
  role: 'admin' | 'distributor';
  periodName: string;
  csvSuffix: string;
}) {
  const { totals } = data;
  const nothingSold = totals.orders === 0 && totals.quotes === 0 && centsOf(totals.collected) === 0;
  return (
    <>
      <ul className={styles.tiles} aria-label={`Cifras de ${periodName}`}>
        <Tile
          label="Facturado"
          value={formatMoney(totals.billed)}
          note={`${countLabel(totals.orders, 'pedido', 'pedidos')} no cancelados`}
        />
        <Tile label="Cobrado" value={formatMoney(totals.collected)} note="Pagos confirmados menos reembolsos" />
        <Tile label="Pedidos" value={formatCount(totals.orders)} note="Sin contar los cancelados" />
        <Tile
          label="Ticket promedio"
          value={totals.average_ticket ? formatMoney(totals.average_ticket) : '—'}
          note="Facturado entre pedidos"
        />
        <Tile label="Cotizaciones" value={formatCount(totals.quotes)} note="Sin contar borradores" />
        <Tile
          label="Conversión"
          value={percent(totals.conversion)}
          note={`${formatCount(totals.converted_quotes)} de ${formatCount(totals.quotes)} se volvieron pedido`}
        />
      </ul>

      {nothingSold ? (
        <EmptyState title="Aún no hay ventas en este periodo">
          Cuando haya cotizaciones o pedidos en estas fechas, sus cifras y gráficas aparecerán aquí.
        </EmptyState>
      ) : (
        <div className={styles.charts}>
          <MonthCharts data={data} periodName={periodName} csvSuffix={csvSuffix} />
          <Rankings data={data} role={role} csvSuffix={csvSuffix} />
        </div>
      )}

      <h2 className={styles.subtitle}>Hoy, sea cual sea el periodo</h2>
      <div className={styles.charts}>
        <InboxAges data={data} />
        <Pending data={data} />
      </div>
    </>
  );
}

type MonthRow = BusinessSummary['months'][number];

function MonthCharts({
  data,
  periodName,
  csvSuffix,
}: {
  data: BusinessSummary;
  periodName: string;
  csvSuffix: string;
}) {
  const months = data.months.map((m) => m.month);
  const billed = data.months.map((m) => centsOf(m.billed));
  const collected = data.months.map((m) => centsOf(m.collected));
  const moneyTitle = 'Facturado y cobrado por mes';
  const countTitle = 'Cotizaciones y pedidos por mes';
  return (
    <>
      <MonthsCard<MonthRow>
        title={moneyTitle}
        description="Facturado: el total con IVA de los pedidos del mes. Cobrado: los pagos confirmados del mes, menos reembolsos."
        spokenTitle={`${moneyTitle}, ${periodName}`}
        months={months}
        series={[
          { label: 'Facturado', tone: 'primary', values: billed, format: money },
          { label: 'Cobrado', tone: 'accent', values: collected, format: money },
        ]}
        scaleLabel={compactMXN}
        columns={[
          monthColumn<MonthRow>(),
          moneyColumn<MonthRow>('billed', 'Facturado', (r) => r.billed),
          moneyColumn<MonthRow>('collected', 'Cobrado', (r) => r.collected),
        ]}
        rows={data.months}
        rowKey={(r) => r.month}
        csvName={`facturado-y-cobrado-${csvSuffix}`}
      />
      <MonthsCard<MonthRow>
        title={countTitle}
        spokenTitle={`${countTitle}, ${periodName}`}
        months={months}
        series={[
          { label: 'Cotizaciones', tone: 'accent', values: data.months.map((m) => m.quotes), format: formatCount },
          { label: 'Pedidos', tone: 'primary', values: data.months.map((m) => m.orders), format: formatCount },
        ]}
        scaleLabel={(n) => formatCount(Math.round(n))}
        columns={[
          monthColumn<MonthRow>(),
          countColumn<MonthRow>('quotes', 'Cotizaciones', (r) => r.quotes),
          countColumn<MonthRow>('orders', 'Pedidos', (r) => r.orders),
        ]}
        rows={data.months}
        rowKey={(r) => r.month}
        csvName={`cotizaciones-y-pedidos-${csvSuffix}`}
      />
    </>
  );
}

/** The first rows of a ranking as bars, the rest as one "Otros" bar. */
function rankingBars<T>(
  rows: readonly T[],
  of: (row: T) => Omit<Bar, 'text'> & { text: string },
  total: number,
  othersText: (rest: number) => string,
): Bar[] {
  const bars = rows.slice(0, CHART_ROWS).map((row) => ({ ...of(row), name: of(row).label }));
  return withOthers(bars, total, (rest) => ({
    key: 'otros',
    label: 'Otros',
    name: 'Otros',
    value: rest,
    text: othersText(rest),
  }));
}

type Ranked = NonNullable<BusinessSummary['by_distributor']>[number];
type StateRow = BusinessSummary['by_state'][number];
type LineRow = BusinessSummary['by_line'][number];
type FabricRow = BusinessSummary['fabrics'][number];
type ColorRow = BusinessSummary['colors'][number];

function Rankings({
  data,
  role,
  csvSuffix,
}: {
  data: BusinessSummary;
  role: 'admin' | 'distributor';
  csvSuffix: string;
}) {
  const billedTotal = centsOf(data.totals.billed);
  const ranked = (role === 'admin' ? data.by_distributor : data.by_customer) ?? [];
  const rankedTitle = role === 'admin' ? 'Por distribuidor' : 'Por cliente';
  const rankedBars = rankingBars(
    ranked,
    (r) => ({
      key: r.id ?? 'nadie',
      label: r.name,
      value: centsOf(r.billed),
      // Quotes and no order yet: what there is to follow up.
      text: r.orders
        ? `${formatMoney(r.billed)} · ${countLabel(r.orders, 'pedido', 'pedidos')}`
        : `${countLabel(r.quotes, 'cotización', 'cotizaciones')}, sin pedidos`,
    }),
    billedTotal,
    (rest) => money(rest),
  );
  const stateBars = rankingBars(
    data.by_state,
    (r: StateRow) => ({
      key: r.state_id ?? 'nadie',
      label: r.name,
      value: centsOf(r.billed),
      text: `${formatMoney(r.billed)} · ${countLabel(r.orders, 'pedido', 'pedidos')}`,
    }),
    billedTotal,
    (rest) => money(rest),
  );
  const lineBars: Bar[] = data.by_line.map((r) => ({
    key: r.line,
    label: r.name,
    value: centsOf(r.amount),
    text: `${formatMoney(r.amount)} · ${countLabel(r.pieces, 'pieza', 'piezas')}`,
  }));
  const fabricBars: Bar[] = data.fabrics.map((r) => ({
    key: r.fabric,
    label: r.name,
    value: centsOf(r.amount),
    text: `${formatMoney(r.amount)} · ${countLabel(r.pieces, 'pieza', 'piezas')}`,
  }));
  const colorBars: Bar[] = data.colors.map((r) => ({
    key: `${r.fabric}/${r.color}`,
    label: `${r.name} (${r.fabric_name})`,
    value: centsOf(r.amount),
    text: `${formatMoney(r.amount)} · ${countLabel(r.pieces, 'pieza', 'piezas')}`,
    swatch: r.hex,
  }));
  const piecesNote = 'Importe de las piezas antes de IVA y descuento, en los pedidos no cancelados del periodo.';
  return (
    <>
      <RankingCard<Ranked>
        title={rankedTitle}
        description={
          rankedBars.some((b) => b.key === 'otros')
            ? 'De mayor a menor facturación; «Otros» suma el resto.'
            : 'De mayor a menor facturación.'
        }
        bars={rankedBars}
        columns={[
          {
            id: 'name',
            header: role === 'admin' ? 'Distribuidor' : 'Cliente',
            accessor: (r) => r.name,
            rowHeader: true,
            sortable: true,
          },
          countColumn('quotes', 'Cotizaciones', (r) => r.quotes),
          countColumn('orders', 'Pedidos', (r) => r.orders),
          moneyColumn('billed', 'Facturado', (r) => r.billed),
        ]}
        rows={ranked}
        rowKey={(r) => r.id ?? 'nadie'}
        csvName={`${role === 'admin' ? 'por-distribuidor' : 'por-cliente'}-${csvSuffix}`}
      />
      <RankingCard<StateRow>
        title="Por estado"
        description="El estado del cliente (el del distribuidor cuando el cliente no lo dio)."
        bars={stateBars}
        tone="accent"
        spokenTitle="Facturado por estado"
        columns={[
          { id: 'name', header: 'Estado', accessor: (r) => r.name, rowHeader: true, sortable: true },
          countColumn('orders', 'Pedidos', (r) => r.orders),
          moneyColumn('billed', 'Facturado', (r) => r.billed),
        ]}
        rows={data.by_state}
        rowKey={(r) => r.state_id ?? 'nadie'}
        csvName={`por-estado-${csvSuffix}`}
      />
      <RankingCard<LineRow>
        title="Por línea de producto"
        description={piecesNote}
        bars={lineBars}
        spokenTitle="Ventas por línea de producto"
        columns={[
          { id: 'name', header: 'Línea', accessor: (r) => r.name, rowHeader: true, sortable: true },
          countColumn('pieces', 'Piezas', (r) => r.pieces),
          moneyColumn('amount', 'Importe', (r) => r.amount),
        ]}
        rows={data.by_line}
        rowKey={(r) => r.line}
        csvName={`por-linea-${csvSuffix}`}
      />
      <RankingCard<FabricRow>
        title="Telas que más se venden"
        description={piecesNote}
        bars={fabricBars}
        tone="accent"
        spokenTitle="Telas que más se venden"
        columns={[
          { id: 'name', header: 'Tela', accessor: (r) => r.name, rowHeader: true, sortable: true },
          { id: 'line', header: 'Línea', accessor: (r) => r.line, sortable: true },
          countColumn('pieces', 'Piezas', (r) => r.pieces),
          moneyColumn('amount', 'Importe', (r) => r.amount),
        ]}
        rows={data.fabrics}
        rowKey={(r) => r.fabric}
        csvName={`telas-${csvSuffix}`}
      />
      <RankingCard<ColorRow>
        title="Colores que más se venden"
        description={piecesNote}
        bars={colorBars}
        spokenTitle="Colores que más se venden"
        columns={[
          { id: 'name', header: 'Color', accessor: (r) => r.name, rowHeader: true, sortable: true },
          { id: 'fabric', header: 'Tela', accessor: (r) => r.fabric_name, sortable: true },
          countColumn('pieces', 'Piezas', (r) => r.pieces),
          moneyColumn('amount', 'Importe', (r) => r.amount),
        ]}
        rows={data.colors}
        rowKey={(r) => `${r.fabric}/${r.color}`}
        csvName={`colores-${csvSuffix}`}
      />
    </>
  );
}

type AgeRow = BusinessSummary['inbox']['by_age'][number];

function InboxAges({ data }: { data: BusinessSummary }) {
  const bars: Bar[] = data.inbox.by_age.map((r) => ({
    key: r.age,
    label: AGE_LABELS[r.age],
    value: r.count,
    text: countLabel(r.count, 'solicitud', 'solicitudes'),
  }));
  const title = 'Solicitudes abiertas por antigüedad';
  return (
    <ChartCard<AgeRow>
      title={title}
      description={
        <>
          {countLabel(data.inbox.open, 'solicitud nueva o contactada', 'solicitudes nuevas o contactadas')}{' '}
          {data.inbox.open === 1 ? 'espera' : 'esperan'} respuesta.{' '}
          <Link href="/panel/solicitudes">Abrir la bandeja</Link>
        </>
      }
      summary={`${title}: ${bars.map((b) => `${b.label.toLowerCase()}, ${b.text}`).join('; ')}.`}
      chart={<BarList bars={bars} tone="muted" />}
      columns={[
        { id: 'age', header: 'Antigüedad', accessor: (r) => AGE_LABELS[r.age], rowHeader: true },
        countColumn('count', 'Solicitudes', (r) => r.count),
      ]}
      rows={data.inbox.by_age}
      rowKey={(r) => r.age}
      csvName="solicitudes-abiertas-por-antiguedad"
      empty={data.inbox.open === 0 ? 'No hay solicitudes esperando respuesta.' : undefined}
    />
  );
}

function Pending({ data }: { data: BusinessSummary }) {
  const { payments, owed } = data.pending;
  return (
    <section className={styles.pendingCard} aria-labelledby="pagos-pendientes">
      <h2 id="pagos-pendientes" className={styles.cardTitle}>
        Pagos pendientes
      </h2>
      <dl className={styles.pendingList}>
        <div>
          <dt>Por confirmar</dt>
          <dd>
            <span className={styles.tileValue}>{formatMoney(payments.amount)}</span>
            <span className={styles.tileNote}>
              {countLabel(payments.count, 'pago en espera', 'pagos en espera')} (fichas OXXO, transferencias)
            </span>
          </dd>
        </div>
        <div>
          <dt>Por cobrar</dt>
          <dd>
            <span className={styles.tileValue}>{formatMoney(owed.amount)}</span>
            <span className={styles.tileNote}>
              Lo que aún deben {countLabel(owed.orders, 'pedido', 'pedidos')} no cancelados
            </span>
          </dd>
        </div>
      </dl>
      <Link href="/panel/listas/ordenes-admin">Ver los pedidos</Link>
    </section>
  );
}
