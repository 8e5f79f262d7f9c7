'use client';

import Link from 'next/link';
import { PanelPage } from '@/components/panel/panel-page';
import { featureStatus, useCapabilities } from '@/lib/api/capabilities';
import { useOrders } from '@/lib/api/orders';
import { useQuotes } from '@/lib/api/quotes';
import { useSession } from '@/lib/api/session';
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
        <FeatureCard feature="quotes" title="Últimas cotizaciones">
          <RecentQuotes />
        </FeatureCard>
        <FeatureCard feature="orders" title="Últimos pedidos">
          <RecentOrders />
        </FeatureCard>
      </div>

      <PromotionsCard />
    </PanelPage>
  );
}

/** The five latest own quotes. */
function RecentQuotes() {
  const quotes = useQuotes('own', RECENT);
  return (
    <RecentList
      title="Últimas cotizaciones"
      listHref={QUOTES.paths.own}
      listLabel="Ver todas"
      detailHref={(id) => detailHref(QUOTES, 'own', id)}
      status={QUOTES.statuses.infoOf}
      result={quotes}
      empty={{
        title: 'Aún no tienes cotizaciones',
        text: 'Cotiza persianas o toldos a tu medida y guarda la cotización para verla aquí.',
        action: { href: '/cotizador', label: 'Cotizar ahora' },
      }}
    />
  );
}

/** The five latest own orders. */
function RecentOrders() {
  const orders = useOrders('own', RECENT);
  return (
    <RecentList
      title="Últimos pedidos"
      listHref={ORDERS.paths.own}
      listLabel="Ver todos"
      detailHref={(id) => detailHref(ORDERS, 'own', id)}
      status={ORDERS.statuses.infoOf}
      result={orders}
      empty={{
        title: 'Aún no tienes pedidos',
        text: 'Cuando confirmes tu carrito, tus pedidos y su avance aparecerán aquí.',
        action: { href: '/panel/listas/mi-carrito', label: 'Ir a mi carrito' },
      }}
    />
  );
}
