'use client';

// The pieces the business home and the samples' volume both draw: a figure's tile, the tiles'
// skeleton, a ranking's and a months' card (the drawing, the sentence a screen reader hears, table
// and CSV) and the tables' month and number columns.

import type { ComponentProps } from 'react';
import type { DataTableColumn } from '@/components/panel/data-table';
import { LoadingStatus, Skeleton } from '@/components/panel/ui';
import { formatMoney } from '@/lib/format/money';
import { BarList, type Bar } from './bar-list';
import { ChartCard } from './chart-card';
import { describeMonths, describeRanking, longMonth } from './chart-data';
import { MonthBars, type MonthSeries } from './month-bars';
import styles from './business.module.css';

export function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      <span className={styles.tileNote}>{note}</span>
    </li>
  );
}

/** `count` tiles' outlines while the figures load, and what a screen reader hears meanwhile. */
export function TilesSkeleton({ count, status }: { count: number; status: string }) {
  return (
    <div className={styles.tiles}>
      <LoadingStatus>{status}</LoadingStatus>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.tile} aria-hidden="true">
          <Skeleton width="60%" />
          <Skeleton width="80%" height="1.75rem" />
        </div>
      ))}
    </div>
  );
}

type ChartCardProps<T> = ComponentProps<typeof ChartCard<T>>;

/** A ranking as bars, named for a screen reader by its first rows (`spokenTitle`, else the title). */
export function RankingCard<T>({
  bars,
  tone,
  spokenTitle,
  ...card
}: Omit<ChartCardProps<T>, 'summary' | 'chart'> & {
  bars: readonly Bar[];
  tone?: ComponentProps<typeof BarList>['tone'];
  spokenTitle?: string;
}) {
  return (
    <ChartCard<T>
      {...card}
      summary={describeRanking(
        spokenTitle ?? card.title,
        bars.map((b) => ({ name: b.label, text: b.text })),
      )}
      chart={<BarList bars={bars} tone={tone} />}
    />
  );
}

export const moneyColumn = <T,>(id: string, header: string, value: (row: T) => string): DataTableColumn<T> => ({
  id,
  header,
  accessor: value,
  render: (row) => formatMoney(value(row)),
  align: 'end',
  sortable: true,
});

export const countColumn = <T,>(id: string, header: string, value: (row: T) => number): DataTableColumn<T> => ({
  id,
  header,
  accessor: value,
  align: 'end',
  sortable: true,
});

/** A month's column: its name in full on screen, "2026-03" in the CSV. */
export const monthColumn = <T extends { month: string }>(): DataTableColumn<T> => ({
  id: 'month',
  header: 'Mes',
  accessor: (row) => row.month,
  render: (row) => longMonth(row.month),
  csv: (row) => row.month,
  rowHeader: true,
  sortable: true,
});

/** Series over months as columns, named for a screen reader by each series' total and highest month. */
export function MonthsCard<T>({
  months,
  series,
  scaleLabel,
  spokenTitle,
  ...card
}: Omit<ChartCardProps<T>, 'summary' | 'chart'> & {
  months: readonly string[];
  series: readonly (MonthSeries & { format: (n: number) => string })[];
  scaleLabel: (n: number) => string;
  spokenTitle: string;
}) {
  return (
    <ChartCard<T>
      {...card}
      summary={describeMonths(spokenTitle, months, series)}
      chart={<MonthBars months={months} series={series} scaleLabel={scaleLabel} />}
    />
  );
}
