'use client';

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/forms/field';
import { Card, Notice, panelButton } from '@/components/panel/ui';
import { useFeature } from '@/lib/api/capabilities';
import { changeSalesSettings, useSalesSettings } from '@/lib/api/quote-flow';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { SalesSettings } from '@/lib/contract/sales-settings';
import { ActionError } from '../sales/notices';
import styles from './users.module.css';

/** A whole percentage typed in a box: the number, or NaN (the server then says what is wrong). */
const wholePercent = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The terms of every sale, set by an administrator: the deposit an accepted quote asks for, and the
 * discount a distributor may give unless its own limit says otherwise (each distributor's, in its
 * user's dialog).
 */
export function SalesSettingsCard() {
  const flow = useFeature('sales_flow').status === 'available';
  const settings = useSalesSettings(flow);
  if (!flow || !settings.data) return null;
  return (
    <SalesSettingsForm settings={settings.data} onSaved={(next) => void settings.mutate(next, { revalidate: false })} />
  );
}

function SalesSettingsForm({ settings, onSaved }: { settings: SalesSettings; onSaved: (next: SalesSettings) => void }) {
  const [deposit, setDeposit] = useState(String(settings.deposit_pct));
  const [discount, setDiscount] = useState(String(settings.default_discount_limit_pct));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setDone('');
    const result = await changeSalesSettings({
      deposit_pct: wholePercent(deposit),
      default_discount_limit_pct: wholePercent(discount),
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    onSaved(result.data);
    setDone('Condiciones guardadas: valen para los pedidos y cotizaciones desde ahora.');
  }

  return (
    <Card
      title="Condiciones de venta"
      description="El anticipo que pide cada cotización aceptada y el descuento que puede dar un distribuidor."
    >
      <form className={styles.settingsForm} onSubmit={submit} noValidate>
        <Field
          label="Anticipo (%)"
          inputMode="numeric"
          value={deposit}
          onChange={(event) => setDeposit(event.target.value)}
          hint="Del total del pedido, por ejemplo 50."
          error={failure?.errors?.deposit_pct?.[0]}
        />
        <Field
          label="Descuento máximo de un distribuidor (%)"
          inputMode="numeric"
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
          hint="Salvo el que le pongas a cada uno."
          error={failure?.errors?.default_discount_limit_pct?.[0]}
        />
        <button type="submit" className={panelButton('primary')} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Guardando…' : 'Guardar condiciones'}
        </button>
      </form>
      {failure && !failure.errors ? <ActionError error={failure} title="No se guardaron las condiciones" /> : null}
      {done ? <Notice>{done}</Notice> : null}
    </Card>
  );
}
