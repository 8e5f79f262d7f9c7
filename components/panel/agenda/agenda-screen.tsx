'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { useSession } from '@/lib/api/session';
import { refreshVisits, useAgenda } from '@/lib/api/visits';
import type { Visit } from '@/lib/contract/visits';
import {
  addDays,
  dayHeading,
  isCalendarDay,
  dayNumber,
  weekCaption,
  weekdayShort,
  weekOf,
} from '@/lib/format/calendar-days';
import { mexicoDay } from '@/lib/format/dates';
import { countLabel } from '@/lib/format/count';
import { Announce, EmptyState, LoadError } from '../sales/notices';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { SalesPage } from '../sales/sales-page';
import { LoadingStatus, SkeletonLines, panelButton } from '../ui';
import { VisitCard } from './visit-card';
import styles from './agenda.module.css';

const PATH = '/panel/agenda';

/** /panel/agenda: the distributor's measuring visits and installations, a day or the week at a time. */
export function AgendaScreen() {
  return (
    <SalesFeatureGate feature="visits" path={PATH}>
      <SalesPage
        path={PATH}
        gate
        intro={<p>Tus mediciones e instalaciones. Agéndalas desde la cotización o el pedido del cliente.</p>}
      >
        {/* useSearchParams needs a Suspense boundary when the page is prerendered. */}
        <Suspense fallback={<LoadingStatus>Cargando la agenda…</LoadingStatus>}>
          <Agenda />
        </Suspense>
      </SalesPage>
    </SalesFeatureGate>
  );
}

type View = 'dia' | 'semana';

/** The chosen day and view live in the address (?dia=2026-12-03&vista=semana): a link or Back keeps them. */
function useAgendaPlace() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const today = mexicoDay();
  const asked = search.get('dia') ?? '';
  const day = isCalendarDay(asked) ? asked : today;
  const view: View = search.get('vista') === 'semana' ? 'semana' : 'dia';
  const go = (patch: { day?: string; view?: View }) => {
    const next = new URLSearchParams();
    const nextDay = patch.day ?? day;
    const nextView = patch.view ?? view;
    if (nextDay !== today) next.set('dia', nextDay);
    if (nextView === 'semana') next.set('vista', 'semana');
    const query = next.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  };
  return { today, day, view, go };
}

function Agenda() {
  const user = useSession((state) => state.user);
  const { today, day, view, go } = useAgendaPlace();
  const week = weekOf(day);
  const read = useAgenda({ from: week[0]!, to: week[6]! });
  const [message, setMessage] = useState<string | null>(null);
  const [showCancelled, setShowCancelled] = useState(false);
  const from = user?.company || user?.name || 'tu distribuidor';
  const visits = read.data?.data ?? [];
  const cancelled = visits.filter((visit) => visit.status === 'cancelada').length;
  const shown = visits.filter((visit) => showCancelled || visit.status !== 'cancelada');
  const onDay = (d: string) => shown.filter((visit) => visit.date === d);
  const scheduledOn = (d: string) => visits.filter((visit) => visit.date === d && visit.status === 'programada');

  function changed(_visit: Visit, text: string) {
    setMessage(text);
    void refreshVisits();
  }

  const card = (visit: Visit, showDay = false) => (
    <li key={visit.id}>
      <VisitCard
        visit={visit}
        staff
        showDay={showDay}
        showDealer={user?.role.name === 'admin'}
        from={from}
        onChanged={changed}
      />
    </li>
  );

  return (
    <div className={styles.agenda}>
      <Announce message={message} />
      <div className={styles.weekBar}>
        <p className={styles.weekCaption} aria-live="polite">
          {weekCaption(week)}
        </p>
        <div className={styles.weekNav}>
          <button
            type="button"
            className={panelButton('secondary', 'small')}
            onClick={() => go({ day: addDays(day, -7) })}
          >
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">Semana anterior</span>
          </button>
          <button
            type="button"
            className={panelButton('secondary', 'small')}
            onClick={() => go({ day: today })}
            disabled={day === today}
          >
            Hoy
          </button>
          <button
            type="button"
            className={panelButton('secondary', 'small')}
            onClick={() => go({ day: addDays(day, 7) })}
          >
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">Semana siguiente</span>
          </button>
        </div>
      </div>

      <ol className={styles.strip} aria-label={`Días de la semana (${weekCaption(week)})`}>
        {week.map((d) => {
          const count = scheduledOn(d).length;
          return (
            <li key={d}>
              <button
                type="button"
                className={styles.stripDay}
                aria-pressed={view === 'dia' && d === day}
                aria-current={d === today ? 'date' : undefined}
                onClick={() => go({ day: d, view: 'dia' })}
              >
                <span className={styles.stripWeekday}>{weekdayShort(d)}</span>
                <span className={styles.stripNumber}>{dayNumber(d)}</span>
                <span className={styles.stripCount} aria-hidden="true">
                  {count || '\u00a0'}
                </span>
                <span className="visually-hidden">
                  {`, ${dayHeading(d)}${d === today ? ' (hoy)' : ''}: ${count ? countLabel(count, 'visita', 'visitas') : 'sin visitas'}`}
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <div className={styles.viewBar}>
        <div className={styles.views} role="group" aria-label="Ver">
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={view === 'dia'}
            onClick={() => go({ view: 'dia' })}
          >
            Día
          </button>
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={view === 'semana'}
            onClick={() => go({ view: 'semana' })}
          >
            Semana
          </button>
        </div>
        {cancelled ? (
          <label className={styles.showCancelled}>
            <input
              type="checkbox"
              checked={showCancelled}
              onChange={(event) => setShowCancelled(event.target.checked)}
            />{' '}
            Mostrar canceladas ({cancelled})
          </label>
        ) : null}
      </div>

      {read.error ? (
        <LoadError error={read.error} onRetry={() => void read.mutate()} what="la agenda" />
      ) : !read.data ? (
        <>
          <LoadingStatus>Cargando la agenda…</LoadingStatus>
          <SkeletonLines lines={4} />
        </>
      ) : view === 'dia' ? (
        <section aria-labelledby="agenda-dia">
          <h2 id="agenda-dia" className={styles.dayTitle}>
            {day === today ? `Hoy, ${dayHeading(day)}` : dayHeading(day)}
          </h2>
          {onDay(day).length ? (
            <ul className={styles.cards}>{onDay(day).map((visit) => card(visit))}</ul>
          ) : (
            <NextVisit visits={visits} after={day} onShow={(d) => go({ day: d })} />
          )}
        </section>
      ) : shown.length ? (
        week
          .filter((d) => onDay(d).length)
          .map((d) => (
            <section key={d} aria-labelledby={`agenda-${d}`}>
              <h2 id={`agenda-${d}`} className={styles.dayTitle}>
                {d === today ? `Hoy, ${dayHeading(d)}` : dayHeading(d)}
              </h2>
              <ul className={styles.cards}>{onDay(d).map((visit) => card(visit))}</ul>
            </section>
          ))
      ) : (
        <EmptyState
          title="No tienes visitas esta semana"
          action={{ href: '/panel/listas/cotizaciones-admin', label: 'Ver cotizaciones de clientes' }}
        >
          <p>
            Agenda una medición desde una cotización o una instalación desde un{' '}
            <Link href="/panel/listas/ordenes-admin">pedido</Link>.
          </p>
        </EmptyState>
      )}
    </div>
  );
}

/** An empty day points at the week's next visit, one tap away. */
function NextVisit({ visits, after, onShow }: { visits: Visit[]; after: string; onShow: (day: string) => void }) {
  const next = visits.find((visit) => visit.status === 'programada' && visit.date > after);
  return (
    <div className={styles.emptyDay}>
      <p>Sin visitas este día.</p>
      {next ? (
        <p>
          Siguiente: {dayHeading(next.date)}, {next.start}.{' '}
          <button type="button" className={panelButton('secondary', 'small')} onClick={() => onShow(next.date)}>
            Ver ese día
          </button>
        </p>
      ) : null}
    </div>
  );
}
