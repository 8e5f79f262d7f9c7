'use client';

// Whether a dealer is open now, and which row of its hours table is today. The table is the
// server's (dealer-hours-table.tsx); this works on the dealer's own clock (its state's time zone),
// in the browser: the page is cached, so its HTML must not say "open" at the moment it was built.

import { useEffect, useSyncExternalStore } from 'react';
import { ClockIcon } from '@/components/ui/icon';
import { localMoment, openState, openStateText, type ZoneClock } from '@/lib/dealers/hours';
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

function readNow(hours: readonly OpeningInterval[], minute: number, zone: ZoneClock): Now {
  const date = new Date(minute * 60_000);
  const { day } = localMoment(date, zone);
  const state = openState(hours, date, zone);
  return { day, text: openStateText(state, day), open: state.open };
}

/**
 * `zone`: the dealer's clock (its zone from lib/dealers/time-zones.ts and that zone's offsets for the
 * coming months, both worked out on the server). Today's row of
 * the hours table (its rows carry `data-day`; a dealer page has one) gets aria-current="date", the
 * others "false": its style and "(hoy)" hang on that.
 */
export function DealerOpenNow({ hours, zone }: { hours: readonly OpeningInterval[]; zone: ZoneClock }) {
  const minute = useSyncExternalStore(subscribeMinutes, currentMinute, noMinute);
  // Once a minute at most: cheap enough without memoising.
  const now = minute === null ? null : readNow(hours, minute, zone);
  const today = now?.day;

  useEffect(() => {
    // The server's rows are never rendered again by React: marking them here sticks.
    for (const row of document.querySelectorAll<HTMLElement>('tr[data-day]')) {
      row.setAttribute('aria-current', Number(row.dataset.day) === today ? 'date' : 'false');
    }
  }, [today]);

  return now ? (
    <p className={styles.openNote} data-open-state={now.open ? 'abierto' : 'cerrado'}>
      <ClockIcon size={18} />
      <span>{now.text}</span>
    </p>
  ) : null;
}
