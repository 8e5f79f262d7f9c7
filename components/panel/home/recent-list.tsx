'use client';

import Link from 'next/link';
import type { Paginated } from '@/lib/contract/common';
import type { Quote } from '@/lib/contract/quotes';
import type { ApiError } from '@/lib/api/errors';
import { formatShortDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { countLabel, formatCount } from '@/lib/format/count';
import { StatusBadge } from '../sales/status-badge';
import type { StatusInfo } from '../sales/status-table';
import { Card, EmptyState, ErrorBox, LoadingStatus, Skeleton } from '../ui';
import styles from './home.module.css';

/** What a card shows of a quote or an order. */
type SaleSummary = Pick<Quote, 'id' | 'folio' | 'created_at' | 'total' | 'items'> & { status: string };

function itemsLabel(count: number): string {
  return countLabel(count, 'artículo', 'artículos');
}

/** A home card with the latest quotes or orders: folio, date, status, total. */
export function RecentList({
  title,
  listHref,
  listLabel,
  detailHref,
  status,
  result,
  empty,
}: {
  title: string;
  listHref: string;
  listLabel: string;
  detailHref: (id: number) => string;
  status: (value: string) => StatusInfo;
  result: { data: Paginated<SaleSummary> | undefined; error: ApiError | undefined; isLoading: boolean };
  empty: { title: string; text: string; action?: { href: string; label: string } };
}) {
  const { data, error, isLoading } = result;
  return (
    <Card
      title={title}
      action={
        data && data.total > 0 ? (
          <Link href={listHref}>
            {listLabel} ({formatCount(data.total)})
          </Link>
        ) : null
      }
    >
      {error ? (
        <ErrorBox error={error} title={`No se pudieron cargar tus ${title.toLocaleLowerCase('es-MX')}`} />
      ) : isLoading || !data ? (
        <>
          <LoadingStatus />
          <ul className={styles.recent} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className={styles.recentItem}>
                <Skeleton width="45%" />
                <Skeleton width="30%" />
              </li>
            ))}
          </ul>
        </>
      ) : data.data.length === 0 ? (
        <EmptyState
          title={empty.title}
          action={
            empty.action ? (
              <Link href={empty.action.href} className={styles.emptyLink}>
                {empty.action.label}
              </Link>
            ) : undefined
          }
        >
          <p>{empty.text}</p>
        </EmptyState>
      ) : (
        <ul className={styles.recent}>
          {data.data.map((entry) => {
            const info = status(entry.status);
            return (
              <li key={entry.id} className={styles.recentItem}>
                <div className={styles.recentMain}>
                  <Link href={detailHref(entry.id)} className={styles.folio}>
                    {entry.folio}
                  </Link>
                  <span className={styles.recentMeta}>
                    <time dateTime={entry.created_at}>{formatShortDate(entry.created_at)}</time> ·{' '}
                    {itemsLabel(entry.items.length)}
                  </span>
                </div>
                <div className={styles.recentSide}>
                  <span className={styles.total}>{formatMoney(entry.total)}</span>
                  <StatusBadge label={info.label} tone={info.tone} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
