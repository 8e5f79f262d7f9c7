'use client';

import { useState } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import { useSession } from '@/lib/api/session';
import { refreshVisits, useVisitsOf } from '@/lib/api/visits';
import type { Visit, VisitKind } from '@/lib/contract/visits';
import { VISIT_KIND_THE } from '@/lib/content/visits';
import { dayHeading } from '@/lib/format/calendar-days';
import { Announce } from '../sales/notices';
import salesStyles from '../sales/sales.module.css';
import { LoadingStatus, panelButton } from '../ui';
import { VisitCard } from './visit-card';
import { VisitDialog } from './visit-dialog';
import styles from './agenda.module.css';

type Of =
  | { kind: 'medicion'; quoteId: number; folio: string; address: string | null }
  | { kind: 'instalacion'; orderId: number; folio: string; address: string | null };

/**
 * The visits of one quote (measuring) or order (installation), on its screen: the customer sees
 * when they come; whoever serves it books one (`canBook`), moves, cancels or closes it. Nothing
 * shows on a host without the agenda, nor for a customer with no visit.
 */
export function SaleVisits({ of, distributorId, canBook }: { of: Of; distributorId: number | null; canBook: boolean }) {
  const available = useFeature('visits').status === 'available';
  const user = useSession((state) => state.user);
  const read = useVisitsOf(available ? ('quoteId' in of ? { quote: of.quoteId } : { order: of.orderId }) : null);
  const [booking, setBooking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const staff = !!user && user.role.name !== 'customer' && canBook;
  const visits = read.data?.data ?? [];
  if (!available || (!staff && !visits.length)) return null;

  const changed = (_visit: Visit, text: string) => {
    setMessage(text);
    void refreshVisits();
  };
  const scheduled = visits.some((visit) => visit.status === 'programada');
  const title: Record<VisitKind, string> = { medicion: 'Visita de medición', instalacion: 'Instalación' };
  const headingId = `visitas-${of.kind}`;

  return (
    <section className={`${salesStyles.box} ${styles.agenda}`} aria-labelledby={headingId}>
      <div className={styles.boxHead}>
        <h2 id={headingId} className={styles.dayTitle}>
          {title[of.kind]}
        </h2>
        {staff && !scheduled ? (
          <button type="button" className={panelButton('primary')} onClick={() => setBooking(true)}>
            {of.kind === 'medicion' ? 'Agendar medición' : 'Agendar instalación'}
          </button>
        ) : null}
      </div>
      <Announce message={message} />
      {!read.data && !read.error ? <LoadingStatus>Cargando las visitas…</LoadingStatus> : null}
      {read.data && !visits.length ? (
        <p className={styles.emptyDay}>
          {of.kind === 'medicion'
            ? 'Aún no hay medición agendada. Agéndala en tu horario y el cliente recibe la invitación.'
            : 'Aún no hay instalación agendada.'}
        </p>
      ) : null}
      {visits.length ? (
        <ul className={styles.cards}>
          {visits.map((visit) => (
            <li key={visit.id}>
              <VisitCard
                visit={visit}
                staff={staff}
                showDay
                showSale={false}
                from={user?.company || user?.name || 'tu distribuidor'}
                onChanged={changed}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {booking ? (
        <VisitDialog
          target={{
            mode: 'book',
            kind: of.kind,
            folio: of.folio,
            address: of.address,
            ...('quoteId' in of ? { quoteId: of.quoteId } : { orderId: of.orderId }),
          }}
          distributorId={distributorId ?? (user?.role.name === 'distributor' ? user.id : null)}
          onClose={() => setBooking(false)}
          onSaved={(visit) => {
            setBooking(false);
            changed(
              visit,
              `Agendamos ${VISIT_KIND_THE[visit.kind]} el ${dayHeading(visit.date)} a las ${visit.start}; el cliente recibió la invitación.`,
            );
          }}
        />
      ) : null}
    </section>
  );
}
