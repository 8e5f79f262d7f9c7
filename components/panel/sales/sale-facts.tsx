import type { ReactNode } from 'react';
import type { SaleRecord } from '@/lib/api/sales-scope';
import { formatDateTime } from '@/lib/format/dates';
import { ContactActions } from '../contact/contact-actions';
import { DealerText, PartyText, PRICE_LIST_LABELS } from './parties';
import styles from './sales.module.css';

export type Fact = { label: string; value: ReactNode };

/** Who the reader reaches from here (the customer, or the serving dealer) and what it is about. */
export type FactsContact = { side: 'customer' | 'distributor'; about: string; from: string };

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
  contact,
}: {
  sale: SaleFactsSource;
  afterDate?: readonly Fact[];
  afterParties?: readonly Fact[];
  notesLabel: string;
  contact?: FactsContact | null;
}) {
  const dealer = sale.distributor;
  const reach = (side: FactsContact['side']) => {
    if (contact?.side !== side) return null;
    const who = side === 'customer' ? sale.customer : dealer && { ...dealer, name: dealer.company || dealer.name };
    return who ? <ContactActions contact={who} about={contact.about} from={contact.from} /> : null;
  };
  const facts: Fact[] = [
    { label: 'Fecha', value: <time dateTime={sale.created_at}>{formatDateTime(sale.created_at)}</time> },
    ...afterDate,
    { label: 'Precios', value: PRICE_LIST_LABELS[sale.price_list] ?? sale.price_list },
    {
      label: 'Cliente',
      value: (
        <>
          <PartyText party={sale.customer} />
          {reach('customer')}
        </>
      ),
    },
    {
      label: 'Distribuidor',
      value: (
        <>
          <DealerText dealer={sale.distributor} />
          {reach('distributor')}
        </>
      ),
    },
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
