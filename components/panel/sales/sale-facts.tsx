import type { ReactNode } from 'react';
import type { SaleRecord } from '@/lib/api/sales-scope';
import { formatDateTime } from '@/lib/format/dates';
import { DealerText, PartyText, PRICE_LIST_LABELS } from './parties';
import styles from './sales.module.css';

export type Fact = { label: string; value: ReactNode };

/** What every quote and order states about itself. */
export type SaleFactsSource = Pick<SaleRecord, 'created_at' | 'price_list' | 'customer' | 'distributor' | 'notes'>;

/**
 * The facts of a quote or an order, in the order both show them: date, then the resource's own
 * (`afterDate`), prices, customer, distributor, the resource's own again (`afterParties`), and
 * the notes under the resource's name for them.
 */
export function SaleFacts({
  sale,
  afterDate = [],
  afterParties = [],
  notesLabel,
}: {
  sale: SaleFactsSource;
  afterDate?: readonly Fact[];
  afterParties?: readonly Fact[];
  notesLabel: string;
}) {
  const facts: Fact[] = [
    { label: 'Fecha', value: <time dateTime={sale.created_at}>{formatDateTime(sale.created_at)}</time> },
    ...afterDate,
    { label: 'Precios', value: PRICE_LIST_LABELS[sale.price_list] ?? sale.price_list },
    { label: 'Cliente', value: <PartyText party={sale.customer} /> },
    { label: 'Distribuidor', value: <DealerText dealer={sale.distributor} /> },
    ...afterParties,
    ...(sale.notes ? [{ label: notesLabel, value: sale.notes }] : []),
  ];
  return (
    <dl className={styles.meta}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
