'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { EmptyState, ErrorBox } from '@/components/panel/ui';
import { useSampleSummary } from '@/lib/api/sample-summary';
import { PRODUCT_LABELS, type DealerProduct } from '@/lib/contract/dealer-offer';
import type { SampleSummary } from '@/lib/contract/samples';
import { countLabel, formatCount } from '@/lib/format/count';
import { formatLongDate } from '@/lib/format/dates';
import type { Bar } from './bar-list';
import { monthRange, withOthers } from './chart-data';
import { countColumn, monthColumn, MonthsCard, RankingCard, Tile, TilesSkeleton } from './parts';
import styles from './business.module.css';

/** The periods the administrator can look back over (the API takes 1 to 24 months). */
const PERIODS = [3, 6, 12, 24] as const;
/** The dealers the chart draws before one "Otros" bar (the table keeps every row). */
const CHART_DEALERS = 8;

type MonthRow = SampleSummary['by_month'][number];
type LineRow = SampleSummary['by_line'][number];
type DealerRow = SampleSummary['by_dealer'][number];

/** A small scale's middle may fall between two counts: "2.5", not a rounded "3". */
const ONE_DECIMAL = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const lineName = (line: string) => PRODUCT_LABELS[line as DealerProduct] ?? line;
const requestsText = (requests: number, colors: number) =>
  `${countLabel(requests, 'solicitud', 'solicitudes')} · ${countLabel(colors, 'color', 'colores')}`;

/**
 * "Pedir muestras" as the administrator sees it: how many requests (and colours) came in over the
 * period, by month, by line and by the dealer each was routed to, with the charts' tables and CSV.
 */
export function SamplesVolume() {
  const [months, setMonths] = useState<number>(12);
  const { data, error, isLoading, isValidating, mutate } = useSampleSummary(months);
  const headingId = useId();
  const selectId = useId();

  return (
    <section aria-labelledby={headingId} className={styles.dashboard} aria-busy={isValidating}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          Muestras de tela pedidas
        </h2>
        <div className={styles.period}>
          <label htmlFor={selectId}>Periodo</label>
          <select id={selectId} value={months} onChange={(event) => setMonths(Number(event.target.value))}>
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                Últimos {n} meses
              </option>
            ))}
          </select>
        </div>
      </div>
      {data ? (
        <p className={styles.periodLine} aria-live="polite">
          Desde el {formatLongDate(data.since)}, en hora del centro de México. Cada solicitud llega a la bandeja del
          distribuidor que envía las muestras.
        </p>
      ) : null}

      {error && !data ? (
        <ErrorBox error={error} title="No se pudieron cargar las muestras pedidas" onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <TilesSkeleton count={3} status="Cargando las muestras pedidas…" />
      ) : (
        <Volume data={data} months={months} />
      )}
    </section>
  );
}

function Volume({ data, months }: { data: SampleSummary; months: number }) {
  const perRequest = data.requests ? data.colors / data.requests : null;
  return (
    <>
      <ul className={styles.tiles} aria-label={`Muestras de los últimos ${months} meses`}>
        <Tile label="Solicitudes" value={formatCount(data.requests)} note="Visitantes que pidieron muestras" />
        <Tile label="Colores" value={formatCount(data.colors)} note="Muestras por enviar o enviadas" />
        <Tile
          label="Colores por solicitud"
          value={perRequest === null ? '—' : ONE_DECIMAL.format(perRequest)}
          note="Hasta 5 por solicitud"
        />
      </ul>
      {data.requests === 0 ? (
        <EmptyState title="Nadie ha pedido muestras en este periodo">
          Las solicitudes de «Pedir muestras» de las páginas de telas aparecerán aquí.{' '}
          <Link href="/muestras">Ver la página de muestras</Link>
        </EmptyState>
      ) : (
        <div className={styles.charts}>
          <ByMonth data={data} months={months} />
          <ByLine data={data} />
          <ByDealer data={data} />
        </div>
      )}
    </>
  );
}

function ByMonth({ data, months }: { data: SampleSummary; months: number }) {
  // The API lists only months with requests: the chart shows the empty ones too.
  const axis = monthRange(data.since, months);
  const byMonth = new Map(data.by_month.map((m) => [m.month, m]));
  const rows: MonthRow[] = axis.map((month) => byMonth.get(month) ?? { month, requests: 0, colors: 0 });
  const title = 'Muestras por mes';
  return (
    <MonthsCard<MonthRow>
      title={title}
      spokenTitle={`${title}, últimos ${months} meses`}
      months={axis}
      series={[
        { label: 'Solicitudes', tone: 'primary', values: rows.map((r) => r.requests), format: formatCount },
        { label: 'Colores', tone: 'accent', values: rows.map((r) => r.colors), format: formatCount },
      ]}
      scaleLabel={(n) => ONE_DECIMAL.format(n)}
      columns={[
        monthColumn<MonthRow>(),
        countColumn('requests', 'Solicitudes', (r) => r.requests),
        countColumn('colors', 'Colores', (r) => r.colors),
      ]}
      rows={rows}
      rowKey={(r) => r.month}
      csvName={`muestras-por-mes-ultimos-${months}-meses`}
    />
  );
}

function ByLine({ data }: { data: SampleSummary }) {
  const bars: Bar[] = data.by_line.map((r) => ({
    key: r.line,
    label: lineName(r.line),
    value: r.colors,
    text: requestsText(r.requests, r.colors),
  }));
  return (
    <RankingCard<LineRow>
      title="Muestras por línea"
      description="Colores pedidos de cada línea; una solicitud con colores de dos líneas cuenta en las dos."
      bars={bars}
      tone="accent"
      spokenTitle="Muestras por línea de producto"
      columns={[
        { id: 'line', header: 'Línea', accessor: (r) => lineName(r.line), rowHeader: true, sortable: true },
        countColumn('requests', 'Solicitudes', (r) => r.requests),
        countColumn('colors', 'Colores', (r) => r.colors),
      ]}
      rows={data.by_line}
      rowKey={(r) => r.line}
      csvName="muestras-por-linea"
    />
  );
}

function ByDealer({ data }: { data: SampleSummary }) {
  const bars = withOthers<Bar & { name: string }>(
    data.by_dealer.slice(0, CHART_DEALERS).map((r) => ({
      key: r.id ?? 'marca',
      label: r.name,
      name: r.name,
      value: r.requests,
      text: requestsText(r.requests, r.colors),
    })),
    data.requests,
    (rest) => ({
      key: 'otros',
      label: 'Otros',
      name: 'Otros',
      value: rest,
      text: countLabel(rest, 'solicitud', 'solicitudes'),
    }),
  );
  return (
    <RankingCard<DealerRow>
      title="Muestras por distribuidor"
      description="Quién envía las muestras: el distribuidor más cercano al visitante que vende la línea."
      bars={bars}
      spokenTitle="Solicitudes de muestras por distribuidor"
      columns={[
        { id: 'name', header: 'Distribuidor', accessor: (r) => r.name, rowHeader: true, sortable: true },
        countColumn('requests', 'Solicitudes', (r) => r.requests),
        countColumn('colors', 'Colores', (r) => r.colors),
      ]}
      rows={data.by_dealer}
      rowKey={(r) => r.id ?? 'marca'}
      csvName="muestras-por-distribuidor"
    />
  );
}
