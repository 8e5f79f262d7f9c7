'use client';

import Link from 'next/link';
import { PanelPage } from '@/components/panel/panel-page';
import { featureStatus, useCapabilities } from '@/lib/api/capabilities';
import { useSession } from '@/lib/api/session';
import { useSalesList, type SalesScope } from '@/lib/api/sales-scope';
import type { RoleName } from '@/lib/contract/users';
import { panelCountersFor } from '../counters';
import { ORDERS } from '../orders/order-resource';
import { QUOTES } from '../quotes/quote-resource';
import { detailHref } from '../sales/sales-resource';
import { BusinessDashboard } from '../business/business-dashboard';
import { SamplesVolume } from '../business/samples-volume';
import { FeatureCard } from '../ui';
import styles from './home.module.css';
import { PromotionsCard } from './promotions-card';
import { RecentList } from './recent-list';
import { shortcutsFor } from './shortcuts';

/** The home cards show the five latest. */
const RECENT = { per_page: 5 };

/**
 * The dashboard home: for an administrator or a distributor the business at a glance, for a customer
 * its counters; then shortcuts for the role, the latest quotes and orders, and current promotions.
 * Quotes and orders are beyond spec §7: on a host without them, their cards say so and ask nothing.
 */
export function HomeScreen() {
  const name = useSession((state) => state.user?.name ?? '');
  const role = useSession((state) => state.user?.role.name);
  const counters = useSession((state) => state.counters);
  const capabilities = useCapabilities();
  const staff = role === 'admin' || role === 'distributor';
  // The cards show what the counters above count and open (panelCountersFor).
  const scope: SalesScope = role === 'admin' || role === 'distributor' ? 'served' : 'own';
  const shortcuts = shortcutsFor(role).filter(
    (s) => !s.feature || featureStatus(capabilities, s.feature).status !== 'unavailable',
  );

  return (
    <PanelPage path="/panel" heading={`Hola, ${name}`}>
      {staff ? null : <p className={styles.lead}>Esto es lo más reciente de tu cuenta.</p>}

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

      {/* An administrator's or a distributor's home is the business; a customer's, its account. */}
      {staff ? (
        <FeatureCard feature="business" title="El negocio">
          <BusinessDashboard role={role} />
        </FeatureCard>
      ) : null}
      {/* The samples visitors ask for: a distributor sees its own in the inbox, the administrator the volume. */}
      {role === 'admin' ? (
        <FeatureCard feature="samples" title="Muestras de tela pedidas">
          <SamplesVolume />
        </FeatureCard>
      ) : null}

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
        {RECENT_CARDS.map((card) => (
          <FeatureCard
            key={card.resource.api}
            feature={card.resource.api}
            title={card.title[scope === 'own' ? 'own' : 'served']}
          >
            <RecentSales card={card} scope={scope} role={role} />
          </FeatureCard>
        ))}
      </div>

      <PromotionsCard />
    </PanelPage>
  );
}

type RecentCard = {
  resource: typeof QUOTES | typeof ORDERS;
  title: { own: string; served: string };
  listLabel: string;
  /** A customer with none yet, and the way to make the first. */
  emptyOwn: { title: string; text: string; action: { href: string; label: string } };
  emptyServed: string;
};

/**
 * The five latest of the list each toolbar counter opens: a customer's own; a distributor's or an
 * admin's customers' (their own are in "Mis cotizaciones" and "Mis pedidos").
 */
const RECENT_CARDS: RecentCard[] = [
  {
    resource: QUOTES,
    title: { own: 'Últimas cotizaciones', served: 'Últimas cotizaciones de clientes' },
    listLabel: 'Ver todas',
    emptyOwn: {
      title: 'Aún no tienes cotizaciones',
      text: 'Cotiza persianas o toldos a tu medida y guarda la cotización para verla aquí.',
      action: { href: '/cotizador', label: 'Cotizar ahora' },
    },
    emptyServed: 'Cuando un cliente guarde o solicite una cotización, aparecerá aquí.',
  },
  {
    resource: ORDERS,
    title: { own: 'Últimos pedidos', served: 'Últimos pedidos de clientes' },
    listLabel: 'Ver todos',
    emptyOwn: {
      title: 'Aún no tienes pedidos',
      text: 'Cuando confirmes tu carrito, tus pedidos y su avance aparecerán aquí.',
      action: { href: '/panel/listas/mi-carrito', label: 'Ir a mi carrito' },
    },
    emptyServed: 'Cuando un cliente confirme su carrito, el pedido aparecerá aquí.',
  },
];

function RecentSales({ card, scope, role }: { card: RecentCard; scope: SalesScope; role: RoleName | undefined }) {
  const { resource } = card;
  const result = useSalesList(resource.api, scope, RECENT);
  const own = scope === 'own';
  const servedTitle = role === 'admin' ? resource.list.emptyServed.admin : resource.list.emptyServed.distributor;
  return (
    <RecentList
      title={card.title[own ? 'own' : 'served']}
      listHref={resource.paths[scope]}
      listLabel={card.listLabel}
      detailHref={(id) => detailHref(resource, scope, id)}
      status={resource.statuses.infoOf}
      result={result}
      empty={own ? card.emptyOwn : { title: servedTitle, text: card.emptyServed }}
    />
  );
}
