import type { ReactNode } from 'react';
import type { SaleRecord, SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import { ItemList, Totals } from './items';
import { SaleFacts, type FactsContact, type Fact, type SaleFactsSource } from './sale-facts';
import { SalesPage } from './sales-page';
import { backToList, type SalesResource } from './sales-resource';
import styles from './sales.module.css';
import { StatusBadge } from './status-badge';

type TotalsRow = { label: string; value: string; strong?: boolean };

/**
 * A loaded quote or order: the way back, folio and status as the title, the facts, the status
 * change, the pieces with their breakdown and the totals. What only one resource has goes in the
 * slots: `actions` by the title, `notices` under it, facts of its own, rows after the total,
 * `after` the pieces (the order's history) and `children` (its dialogs).
 */
export function SaleFrame({
  resource,
  scope,
  sale,
  actions,
  notices,
  facts,
  statusChange,
  totals,
  after,
  children,
}: {
  resource: SalesResource;
  scope: SalesScope;
  sale: SaleFactsSource & Pick<SaleRecord, 'folio' | 'status' | 'items' | 'subtotal' | 'tax' | 'total'>;
  actions?: ReactNode;
  notices?: ReactNode;
  facts: { afterDate?: readonly Fact[]; afterParties?: readonly Fact[]; notesLabel: string };
  statusChange?: ReactNode;
  totals?: { discount?: { label: string; amount: string }; extra?: readonly TotalsRow[]; note?: ReactNode };
  after?: ReactNode;
  children?: ReactNode;
}) {
  const { words, idPrefix } = resource;
  const user = useSession((state) => state.user);
  // Staff reach the customer from here, the customer its dealer; each message names the folio.
  const serving = user && user.role.name !== 'customer' && user.id !== sale.customer.id;
  const contact: FactsContact | null = user
    ? {
        side: serving ? 'customer' : 'distributor',
        about: `${serving ? 'tu' : 'mi'} ${words.one.toLowerCase()} ${sale.folio}`,
        from: serving ? user.company || user.name : user.name,
      }
    : null;
  const status = resource.statuses.infoOf(sale.status);

  return (
    <SalesPage
      path={resource.paths[scope]}
      back={backToList(resource, scope)}
      heading={
        <>
          <span>{`${words.one} ${sale.folio}`}</span>
          <StatusBadge label={status.label} tone={status.tone} />
        </>
      }
      actions={actions}
    >
      {notices}

      <section className={styles.box} aria-labelledby={`${idPrefix}-datos`}>
        <h2 id={`${idPrefix}-datos`} className={styles.boxTitle}>
          {`Datos ${words.ofThe}`}
        </h2>
        <SaleFacts sale={sale} {...facts} contact={contact} />
      </section>

      {statusChange}

      <section aria-labelledby={`${idPrefix}-productos`} className={styles.page}>
        <h2 id={`${idPrefix}-productos`} className={styles.boxTitle}>
          Productos
        </h2>
        <ItemList items={sale.items} label={`Productos ${words.ofThe} ${sale.folio}`} />
        <Totals
          subtotal={sale.subtotal}
          tax={sale.tax}
          total={sale.total}
          discount={totals?.discount}
          extra={totals?.extra}
          note={totals?.note}
        />
      </section>

      {after}
      {children}
    </SalesPage>
  );
}
