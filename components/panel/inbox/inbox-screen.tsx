'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { refreshInbox, useInbox } from '@/lib/api/inbox';
import { useSession } from '@/lib/api/session';
import { INBOX_VIEWS, type InboxList, type InboxView } from '@/lib/contract/inbox';
import { countLabel } from '@/lib/format/count';
import { Announce, EmptyState, LoadError } from '../sales/notices';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { SalesPage } from '../sales/sales-page';
import { LoadingStatus, SkeletonLines, panelButton } from '../ui';
import { RequestCard } from './request-card';
import styles from './inbox.module.css';

export const INBOX_PATH = '/panel/solicitudes';

const TAB_LABELS: Record<InboxView, string> = {
  abiertas: 'Abiertas',
  nuevo: 'Nuevas',
  contactado: 'Contactadas',
  convertido: 'Convertidas',
  cerrado: 'Cerradas',
  todas: 'Todas',
};

const EMPTY: Record<InboxView, string> = {
  abiertas: 'No tienes solicitudes por atender',
  nuevo: 'No tienes solicitudes nuevas',
  contactado: 'No tienes solicitudes contactadas sin cerrar',
  convertido: 'Aún no conviertes solicitudes en cotizaciones',
  cerrado: 'No tienes solicitudes cerradas',
  todas: 'Aún no te llegan solicitudes',
};

/** /panel/solicitudes: the distributor's requests, the open ones first; the tab and page live in the address. */
export function InboxScreen() {
  return (
    <SalesFeatureGate feature="inbox" path={INBOX_PATH}>
      <SalesPage
        path={INBOX_PATH}
        gate
        intro={
          <p>
            Lo que te piden tus clientes: cotizaciones, mensajes de tu página y visitas de medición. Contáctalos y
            conviértelos en cotización, o ciérralos con su motivo.
          </p>
        }
      >
        <Suspense fallback={<LoadingStatus>Cargando las solicitudes…</LoadingStatus>}>
          <Inbox />
        </Suspense>
      </SalesPage>
    </SalesFeatureGate>
  );
}

const tabCount = (view: InboxView, counts: InboxList['counts'] | undefined) => {
  if (!counts) return null;
  if (view === 'abiertas') return counts.nuevo + counts.contactado;
  if (view === 'todas') return Object.values(counts).reduce((sum, n) => sum + n, 0);
  return counts[view];
};

function Inbox() {
  const user = useSession((state) => state.user);
  const search = useSearchParams();
  const pathname = usePathname();
  const asked = search.get('vista') as InboxView | null;
  const view: InboxView = asked && INBOX_VIEWS.includes(asked) ? asked : 'abiertas';
  const page = Math.max(1, Number.parseInt(search.get('pagina') ?? '1', 10) || 1);
  const read = useInbox(view, page);
  const [message, setMessage] = useState<string | null>(null);
  const from = user?.company || user?.name || 'tu distribuidor';
  const href = (next: { view?: InboxView; page?: number }) => {
    const query = new URLSearchParams();
    const v = next.view ?? view;
    if (v !== 'abiertas') query.set('vista', v);
    if ((next.page ?? 1) > 1) query.set('pagina', String(next.page));
    const text = query.toString();
    return `${pathname}${text ? `?${text}` : ''}`;
  };

  function changed(text: string) {
    setMessage(text);
    void refreshInbox();
  }

  const list = read.data;
  return (
    <div className={styles.inbox}>
      <Announce message={message} />
      <nav aria-label="Solicitudes por estado">
        <ul className={styles.tabs}>
          {INBOX_VIEWS.map((v) => {
            const n = tabCount(v, list?.counts);
            return (
              <li key={v}>
                <Link href={href({ view: v })} className={styles.tab} aria-current={v === view ? 'page' : undefined}>
                  {TAB_LABELS[v]}
                  {n !== null ? <span className={styles.tabCount}>{n}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {read.error ? (
        <LoadError error={read.error} onRetry={() => void read.mutate()} what="las solicitudes" />
      ) : !list ? (
        <>
          <LoadingStatus>Cargando las solicitudes…</LoadingStatus>
          <SkeletonLines lines={4} />
        </>
      ) : list.data.length === 0 ? (
        <EmptyState title={EMPTY[view]}>
          <p>
            Te llegan desde el cotizador, el formulario de contacto y tu página en el mapa de distribuidores. También te
            avisamos por correo.
          </p>
        </EmptyState>
      ) : (
        <section aria-labelledby="solicitudes-lista">
          <h2 id="solicitudes-lista" className="visually-hidden">
            {`${TAB_LABELS[view]}: ${countLabel(list.total, 'solicitud', 'solicitudes')}`}
          </h2>
          <ul className={styles.cards}>
            {list.data.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  from={from}
                  showDealer={user?.role.name === 'admin'}
                  onChanged={changed}
                />
              </li>
            ))}
          </ul>
          {list.last_page > 1 ? (
            <nav className={styles.pager} aria-label="Páginas de solicitudes">
              {page > 1 ? (
                <Link href={href({ page: page - 1 })} className={panelButton('secondary', 'small')}>
                  Anteriores
                </Link>
              ) : (
                <span />
              )}
              <span>{`Página ${list.current_page} de ${list.last_page}`}</span>
              {page < list.last_page ? (
                <Link href={href({ page: page + 1 })} className={panelButton('secondary', 'small')}>
                  Siguientes
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}
