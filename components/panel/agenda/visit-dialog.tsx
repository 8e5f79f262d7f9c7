'use client';

import { useState, type FormEvent } from 'react';
import { Field, SelectField, TextAreaField } from '@/components/forms/field';
import { FormDialog } from '@/components/panel/ui';
import { useFeature } from '@/lib/api/capabilities';
import { useDealerProfile } from '@/lib/api/dealer-profiles';
import { bookVisit, moveVisit, type VisitBooking, type VisitSlot } from '@/lib/api/visits';
import type { ApiErrorBody } from '@/lib/contract/common';
import { sortHours } from '@/lib/contract/opening-hours';
import { VISIT_MINUTES, type Visit, type VisitKind } from '@/lib/contract/visits';
import { VISIT_KIND_LABELS, VISIT_KIND_THE } from '@/lib/content/visits';
import { addDays, dayHeading, isCalendarDay, weekdayOf } from '@/lib/format/calendar-days';
import { mexicoDay } from '@/lib/format/dates';
import { errorDetails } from '../sales/notices';
import styles from './agenda.module.css';

const DURATIONS = [30, 45, 60, 90, 120, 180, 240, 360, 480].map((minutes) => ({
  value: minutes,
  label: minutes < 60 ? `${minutes} min` : `${minutes / 60} h`.replace('.5 h', ' h 30 min'),
}));

const SLOT_FIELDS = ['date', 'start', 'duration_min'];

/** The distributor's hours on that day, from its page ("9:00 a 14:00"); [] closed; null unknown. */
function useHoursOn(distributorId: number | null, date: string): string[] | null {
  const pages = useFeature('dealer_profiles').status === 'available';
  const { data } = useDealerProfile(pages ? distributorId : null);
  if (!data?.opening_hours.length || !isCalendarDay(date)) return null;
  const day = weekdayOf(date);
  return sortHours(data.opening_hours)
    .filter((interval) => interval.day === day)
    .map((interval) => `${interval.opens} a ${interval.closes}`);
}

/** "jueves 3 de diciembre · abres de 9:00 a 14:00 y 16:00 a 19:00" */
function dayHint(date: string, hours: string[] | null): string | undefined {
  if (!isCalendarDay(date)) return undefined;
  const open = hours === null ? null : hours.length ? `abres de ${hours.join(' y ')}` : 'no abres ese día';
  return [dayHeading(date), open].filter(Boolean).join(' · ');
}

type Target =
  | { mode: 'book'; kind: VisitKind; quoteId?: number; orderId?: number; folio: string; address: string | null }
  | { mode: 'move'; visit: Visit };

/**
 * Book a measuring visit or an installation, or move one: the day, the time and how long, on the
 * distributor's clock, with its hours for that day as a hint. What the server refuses (outside
 * hours, over another visit, in the past) stays in the dialog with what was chosen.
 */
export function VisitDialog({
  target,
  distributorId,
  onClose,
  onSaved,
}: {
  target: Target;
  distributorId: number | null;
  onClose: () => void;
  onSaved: (visit: Visit) => void;
}) {
  const kind = target.mode === 'book' ? target.kind : target.visit.kind;
  const [slot, setSlot] = useState<VisitSlot>(() =>
    target.mode === 'move'
      ? {
          date: target.visit.date,
          start: target.visit.start,
          durationMin: Math.round((Date.parse(target.visit.ends_at) - Date.parse(target.visit.starts_at)) / 60_000),
        }
      : { date: addDays(mexicoDay(), 1), start: '10:00', durationMin: VISIT_MINUTES.usual[kind] },
  );
  const [address, setAddress] = useState(target.mode === 'book' ? (target.address ?? '') : '');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const hours = useHoursOn(distributorId, slot.date);
  const fieldError = (field: string) => failure?.errors?.[field]?.[0];
  const set = (patch: Partial<VisitSlot>) => {
    setSlot((current) => ({ ...current, ...patch }));
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result =
      target.mode === 'move'
        ? await moveVisit(target.visit.id, slot)
        : await bookVisit({
            ...slot,
            kind,
            quoteId: target.quoteId,
            orderId: target.orderId,
            address,
            notes,
          } satisfies VisitBooking);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    onSaved(result.data);
  }

  const placed = [...SLOT_FIELDS, 'address', 'notes'];
  const formError =
    failure && !placed.some((field) => failure.errors?.[field])
      ? [failure.message, ...errorDetails(failure)].join(' ')
      : null;
  const folio = target.mode === 'book' ? target.folio : (target.visit.quote?.folio ?? target.visit.order?.folio);
  const title =
    target.mode === 'book'
      ? `Agendar ${VISIT_KIND_THE[kind]}${folio ? ` · ${folio}` : ''}`
      : `Mover ${VISIT_KIND_THE[kind]}${folio ? ` · ${folio}` : ''}`;

  return (
    <FormDialog
      title={title}
      formId="visita-dialogo"
      busy={busy}
      submitLabel={target.mode === 'book' ? 'Agendar' : 'Mover visita'}
      busyLabel="Guardando…"
      onClose={onClose}
    >
      <form id="visita-dialogo" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.formIntro}>
          {VISIT_KIND_LABELS[kind]} en el horario de tu negocio. El cliente recibe la invitación para su calendario y un
          recordatorio un día antes.
        </p>
        <div className={styles.slotRow}>
          <Field
            label="Día"
            type="date"
            min={mexicoDay()}
            value={slot.date}
            required
            onChange={(event) => set({ date: event.target.value })}
            hint={dayHint(slot.date, hours)}
            error={fieldError('date')}
          />
          <Field
            label="Hora"
            type="time"
            step={900}
            value={slot.start}
            required
            onChange={(event) => set({ start: event.target.value })}
            error={fieldError('start')}
          />
          <SelectField
            label="Duración"
            placeholder="Elige cuánto dura"
            options={DURATIONS}
            value={slot.durationMin}
            onChange={(event) => set({ durationMin: Number(event.target.value) })}
            error={fieldError('duration_min')}
          />
        </div>
        {target.mode === 'book' ? (
          <>
            <Field
              label="Dirección de la visita"
              optional
              autoComplete="street-address"
              maxLength={255}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              hint="Calle, número, colonia y ciudad; va en la invitación del cliente."
              error={fieldError('address')}
            />
            <TextAreaField
              label="Notas para la visita"
              optional
              rows={2}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              error={fieldError('notes')}
            />
          </>
        ) : null}
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
      </form>
    </FormDialog>
  );
}
