'use client';

// The opening hours table of a dealer's page. The table itself is in the server's HTML; which
// day is today and whether the shop is open now are worked out here, in the browser, on the
// dealer's own clock (its state's time zone): the page is cached, so its HTML must not say "open" at the moment it was built.

import { useSyncExternalStore } from 'react';
import { ClockIcon } from '@/components/ui/icon';
import { formatDay, localMoment, openState, openStateText, weekSchedule } from '@/lib/dealers/hours';
import type { OpeningInterval } from '@/lib/contract/opening-hours';
import styles from './dealer-hours.module.css';

type Now = { day: number; text: string; open: boolean };

/** The current minute, ticking while the page stays open; null on the server (and in the cached HTML). */
function subscribeMinutes(onChange: () => void) {
  const timer = window.setInterval(onChange, 30_000);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);
const noMinute = () => null;

function readNow(hours: readonly OpeningInterval[], minute: number, zone: string): Now {
  const date = new Date(minute * 60_000);
  const { day } = localMoment(date, zone);
  const state = openState(hours, date, zone);
  return { day, text: openStateText(state, day), open: state.open };
}

/** `zone` and `label`: the dealer's clock (lib/dealers/time-zones.ts, worked out on the server). */
export function DealerHours({ hours, headingId, zone, label }: { hours: readonly OpeningInterval[]; headingId: string; zone: string; label: string }) {
  const minute = useSyncExternalStore(subscribeMinutes, currentMinute, noMinute);
  // Once a minute at most: cheap enough without memoising.
  const now = minute === null ? null : readNow(hours, minute, zone);

  if (hours.length === 0) {
    return <p className={styles.muted}>Este distribuidor aún no publica su horario. Llámale o escríbele para confirmar cuándo atiende.</p>;
  }
  return (
    <>
      {now ? (
        <p className={now.open ? `${styles.openNote} ${styles.openNoteOpen}` : styles.openNote} data-open-state={now.open ? 'abierto' : 'cerrado'}>
          <ClockIcon size={18} />
          <span>{now.text}</span>
        </p>
      ) : null}
      <table className={styles.hours} aria-labelledby={headingId}>
        <tbody>
          {weekSchedule(hours).map((day) => {
            const today = now?.day === day.day;
            return (
              <tr key={day.day} className={today ? styles.today : undefined} aria-current={today ? 'date' : undefined}>
                <th scope="row">
                  {day.name}
                  {today ? <span className={styles.todayTag}> (hoy)</span> : null}
                </th>
                <td className={day.intervals.length === 0 ? styles.closed : undefined}>{formatDay(day)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.timeZone}>{label}</p>
    </>
  );
}
