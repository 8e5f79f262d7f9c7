'use client';

import Link from 'next/link';
import { PanelPage } from '@/components/panel/panel-page';
import { featureStatus, useCapabilities } from '@/lib/api/capabilities';
import { useOrders } from '@/lib/api/orders';
import { useQuotes } from '@/lib/api/quotes';
import { useSession } from '@/lib/api/session';
import type { SalesScope } from '@/lib/api/sales-scope';
import type { RoleName } from '@/lib/contract/users';
import { panelCountersFor } from '../counters';
import { ORDERS } from '../orders/order-resource';
import { QUOTES } from '../quotes/quote-resource';
import { detailHref } from '../sales/sales-resource';
import { FeatureCard } from '../ui';
import styles from './home.module.css';
import { PromotionsCard } from './promotions-card';
import { RecentList } from './recent-list';
import { shortcutsFor } from './shortcuts';

/** The home cards show the five latest. */
const RECENT = { per_page: 5 };

/**
 * The dashboard home: shortcuts for the role, the latest quotes and orders, and current promotions.
 * Quotes and orders are beyond spec §7: on a host without them, their cards say so and ask nothing.
 */
export function HomeScreen() {
  const name = useSession((state) => state.user?.name ?? '');
  const role = useSession((state) => state.user?.role.name);
  const counters = useSession((state) => state.counters);
  const capabilities = useCapabilities();
  // The cards show what the counters above count and open (panelCountersFor).
  const scope: SalesScope = role === 'admin' || role === 'distributor' ? 'served' : 'own';
  const shortcuts = shortcutsFor(role).filter((s) => !s.feature || featureStatus(capabilities, s.feature).status !== 'unavailable');

  return (
    <PanelPage path="/panel" heading={`Hola, ${name}`}>
      <p className={styles.lead}>Esto es lo más reciente de tu cuenta.</p>

      {/* The toolbar's counters (kept fresh there), as the account's summary. */}
      <ul className={styles.counters} aria-label="Resumen de tu cuenta">
        {panelCountersFor(role).map((counter) => (
          <li key={counter.name}>
            <Link href={counter.path} className={styles.counter}>
              <span className={styles.counterLabel}>{counter.label}</span>
              <span className={styles.counterValue}>{counters[counter.name]}</span>
              <span className={styles.counterCta}>{counter.cta}</span>
            </Link>
          </li>
        ))}
      </ul>

      <nav aria-labelledby="accesos-rapidos" className={styles.shortcutsNav}>
        <h2 id="accesos-rapidos" className={styles.sectionTitle}>
          Accesos rápidos
        </h2>
        <ul className={styles.shortcuts}>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.href}>
              <Link href={shortcut.href} className={styles.shortcut}>
                <span className={styles.shortcutTitle}>{shortcut.title}</span>
                <span className={styles.shortcutText}>{shortcut.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.columns}>
        <FeatureCard feature="quotes" title={scope === 'own' ? 'Últimas cotizaciones' : 'Últimas cotizaciones de clientes'}>
          <RecentQuotes scope={scope} role={role} />
        </FeatureCard>
        <FeatureCard feature="orders" title={scope === 'own' ? 'Últimos pedidos' : 'Últimos pedidos de clientes'}>
          <RecentOrders scope={scope} role={role} />
        </FeatureCard>
      </div>

      <PromotionsCard />
    </PanelPage>
  );
}

/**
 * The five latest quotes of the list the toolbar's counter opens: a customer's own; a
 * distributor's or an admin's customers' (their own are in "Mis cotizaciones").
 */
function RecentQuotes({ scope, role }: { scope: SalesScope; role: RoleName | undefined }) {
  const quotes = useQuotes(scope, RECENT);
  const own = scope === 'own';
  return (
    <RecentList
      title={own ? 'Últimas cotizaciones' : 'Últimas cotizaciones de clientes'}
      listHref={QUOTES.paths[scope]}
      listLabel="Ver todas"
      detailHref={(id) => detailHref(QUOTES, scope, id)}
      status={QUOTES.statuses.infoOf}
      result={quotes}
      empty={
        own
          ? {
              title: 'Aún no tienes cotizaciones',
              text: 'Cotiza persianas o toldos a tu medida y guarda la cotización para verla aquí.',
              action: { href: '/cotizador', label: 'Cotizar ahora' },
            }
          : { title: servedEmptyTitle(QUOTES, role), text: 'Cuando un cliente guarde o solicite una cotización, aparecerá aquí.' }
      }
    />
  );
}

/** The five latest orders of the list the toolbar's counter opens (as the quotes above). */
function RecentOrders({ scope, role }: { scope: SalesScope; role: RoleName | undefined }) {
  const orders = useOrders(scope, RECENT);
  const own = scope === 'own';
  return (
    <RecentList
      title={own ? 'Últimos pedidos' : 'Últimos pedidos de clientes'}
      listHref={ORDERS.paths[scope]}
      listLabel="Ver todos"
      detailHref={(id) => detailHref(ORDERS, scope, id)}
      status={ORDERS.statuses.infoOf}
      result={orders}
      empty={
        own
          ? {
              title: 'Aún no tienes pedidos',
              text: 'Cuando confirmes tu carrito, tus pedidos y su avance aparecerán aquí.',
              action: { href: '/panel/listas/mi-carrito', label: 'Ir a mi carrito' },
            }
          : { title: servedEmptyTitle(ORDERS, role), text: 'Cuando un cliente confirme su carrito, el pedido aparecerá aquí.' }
      }
    />
  );
}

function servedEmptyTitle(resource: typeof QUOTES | typeof ORDERS, role: RoleName | undefined): string {
  return role === 'admin' ? resource.list.emptyServed.admin : resource.list.emptyServed.distributor;
}
