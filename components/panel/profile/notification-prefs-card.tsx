'use client';

import { useState, type FormEvent } from 'react';
import { CheckboxField } from '@/components/forms/field';
import { Card, Notice, panelButton } from '../ui';
import { saveNotificationPrefs, useNotificationPrefs } from '@/lib/api/notifications';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { NotificationKind, NotificationPref } from '@/lib/contract/notifications';
import type { RoleName } from '@/lib/contract/users';
import { ActionError } from '../sales/notices';
import styles from './profile.module.css';

const KINDS: Record<NotificationKind, { label: string; hint: string }> = {
  quote_sent: { label: 'Cotizaciones que me envían', hint: 'Con su PDF, cada versión nueva.' },
  quote_answered: {
    label: 'Respuestas de mis clientes',
    hint: 'Cuando piden, aceptan, rechazan o piden cambios a una cotización.',
  },
  order_status: { label: 'Avances de mis pedidos', hint: 'Confirmado, en producción, enviado, instalado.' },
  payment_recorded: { label: 'Pagos registrados', hint: 'Con su recibo.' },
  quote_expired: { label: 'Cotizaciones que vencen', hint: 'Cuando pasan sus 15 días sin respuesta.' },
  visit: {
    label: 'Visitas de medición e instalación',
    hint: 'La invitación para tu calendario y el recordatorio un día antes.',
  },
  sample_request: {
    label: 'Solicitudes de muestras',
    hint: 'Cuando un visitante pide muestras de tela que te toca enviar.',
  },
};

/** What a role is told about: a customer never answers anyone's quote. */
const KINDS_OF: Record<RoleName, readonly NotificationKind[]> = {
  customer: ['quote_sent', 'visit', 'order_status', 'payment_recorded', 'quote_expired'],
  distributor: ['quote_answered', 'sample_request', 'quote_sent', 'order_status', 'payment_recorded', 'quote_expired'],
  admin: ['quote_answered', 'quote_sent', 'order_status', 'payment_recorded', 'quote_expired'],
};

/** Which notices also come by mail; the panel's centre lists them all either way. */
export function NotificationPrefsCard({ role }: { role: RoleName }) {
  const read = useNotificationPrefs(true);
  return (
    <Card
      title="Avisos por correo"
      className={styles.notices}
      description="Todos tus avisos están en el panel (el botón Avisos, arriba). Elige cuáles quieres también por correo."
    >
      {read.data ? (
        <PrefsForm
          prefs={read.data.prefs}
          kinds={KINDS_OF[role]}
          onSaved={(prefs) => void read.mutate({ prefs }, { revalidate: false })}
        />
      ) : read.error ? (
        <ActionError error={read.error.body} title="No pudimos cargar tus preferencias" />
      ) : (
        <p role="status">Cargando tus preferencias…</p>
      )}
    </Card>
  );
}

function PrefsForm({
  prefs,
  kinds,
  onSaved,
}: {
  prefs: NotificationPref[];
  kinds: readonly NotificationKind[];
  onSaved: (prefs: NotificationPref[]) => void;
}) {
  const [chosen, setChosen] = useState(() => new Map(prefs.map((pref) => [pref.kind, pref.email])));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setDone(false);
    const result = await saveNotificationPrefs(kinds.map((kind) => ({ kind, email: chosen.get(kind) ?? true })));
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    onSaved(result.data.prefs);
    setDone(true);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.prefs}>
        <legend className="visually-hidden">Avisos que quiero por correo</legend>
        {kinds.map((kind) => (
          <CheckboxField
            key={kind}
            label={KINDS[kind].label}
            hint={KINDS[kind].hint}
            checked={chosen.get(kind) ?? true}
            onChange={(event) => {
              const email = event.target.checked;
              setChosen((current) => new Map(current).set(kind, email));
              setDone(false);
            }}
          />
        ))}
      </fieldset>
      <button type="submit" className={panelButton('primary')} disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Guardando…' : 'Guardar preferencias'}
      </button>
      <ActionError error={failure} title="No se guardaron tus preferencias" />
      {done ? <Notice>Listo: te escribiremos sólo de lo que elegiste.</Notice> : null}
    </form>
  );
}
