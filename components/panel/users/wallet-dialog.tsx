'use client';

// A user's wallet as an admin sees it: the balance (GET /api/wallet/{userId}), the latest
// movements and a form for a credit (abono) or a charge (cargo) (POST /api/wallet/{userId}).
// A charge above the balance is refused by the server; its message shows under the amount.

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Field } from '@/components/forms/field';
import fieldStyles from '@/components/forms/field.module.css';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { addWalletMovement, useWallet } from '@/lib/api/wallet';
import type { User } from '@/lib/contract/users';
import { walletMovementSchema, type WalletMovementKind } from '@/lib/contract/wallet';
import { formatDateTime } from '@/lib/format/dates';
import { formatMoney, parsePesos } from '@/lib/format/money';
import { panelButton } from '../ui/button-class';
import { Dialog } from './dialog';
import styles from './users.module.css';

type MovementForm = { kind: WalletMovementKind; amount: string; concept: string };

const FIELDS = ['kind', 'amount', 'concept'] as const;
const RECENT_MOVEMENTS = 5;

// The form keeps what was typed; the schema checks it (the amount becomes centavos there).
const resolver = zodResolver(walletMovementSchema) as unknown as Resolver<MovementForm>;

type WalletDialogProps = { user: User; onClose: () => void; fallbackFocus?: () => HTMLElement | null };

export function WalletDialog({ user, onClose, fallbackFocus }: WalletDialogProps) {
  const wallet = useWallet({ userId: user.id });
  const kindName = useId();
  const [done, setDone] = useState('');
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(resolver, {
    defaultValues: { kind: 'abono', amount: '', concept: '' },
    fields: FIELDS,
    fallback: 'No se pudo registrar el movimiento. Inténtalo de nuevo.',
  });

  const onSubmit = handleSubmit(async () => {
    clearFailure();
    setDone('');
    // What was typed (the schema's output has the amount in centavos): sent as "1500.50".
    const values = getValues();
    const amount = parsePesos(values.amount) ?? values.amount.trim();
    const result = await addWalletMovement(user.id, { kind: values.kind, amount, concept: values.concept.trim() });
    if (!result.ok) {
      showFailure(result.error);
      return;
    }
    await wallet.mutate(result.data, { revalidate: false });
    reset({ kind: values.kind, amount: '', concept: '' });
    setDone(
      `${values.kind === 'abono' ? 'Abono' : 'Cargo'} de ${formatMoney(amount)} registrado. Saldo nuevo: ${formatMoney(result.data.balance)}.`,
    );
  });

  const kindError = errors.kind?.message;

  return (
    <Dialog title={`Monedero de ${user.name}`} size="medium" onClose={onClose} fallbackFocus={fallbackFocus}>
      <div className={styles.balance} aria-live="polite">
        <span className={styles.balanceLabel}>Saldo</span>
        {wallet.data ? (
          <span className={styles.balanceValue} data-wallet-balance="">
            {formatMoney(wallet.data.balance)} <span className={styles.currency}>{wallet.data.currency}</span>
          </span>
        ) : wallet.error ? (
          <span role="alert" className={styles.inlineError}>
            {wallet.error.body.message}
          </span>
        ) : (
          <span className={styles.bone} style={{ width: '8rem', height: '2rem' }}>
            <span className="visually-hidden">Cargando el saldo…</span>
          </span>
        )}
      </div>

      {wallet.data && wallet.data.movements.length > 0 ? (
        <details className={styles.movements}>
          <summary>Últimos movimientos</summary>
          <ul>
            {wallet.data.movements.slice(0, RECENT_MOVEMENTS).map((movement) => (
              <li key={movement.id}>
                <span className={styles.movementConcept}>{movement.concept}</span>
                <span className={movement.kind === 'abono' ? styles.credit : styles.debit}>
                  {movement.kind === 'abono' ? '+' : '−'}
                  {formatMoney(movement.amount.replace(/^-/, ''))}
                </span>
                <span className={styles.movementDate}>{formatDateTime(movement.created_at)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <p role="status" className={done ? styles.notice : 'visually-hidden'}>
        {done}
      </p>
      <FormAlert failure={failure} />
      <form
        className={formStyles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={`Movimiento en el monedero de ${user.name}`}
      >
        <fieldset className={styles.fieldset} aria-describedby={kindError ? `${kindName}-error` : undefined}>
          <legend className={fieldStyles.label}>Tipo de movimiento</legend>
          <div className={styles.radios}>
            <label className={styles.radio}>
              <input type="radio" value="abono" {...register('kind')} data-autofocus="" />
              Abono (suma al saldo)
            </label>
            <label className={styles.radio}>
              <input type="radio" value="cargo" {...register('kind')} />
              Cargo (resta del saldo)
            </label>
          </div>
          {kindError ? (
            <p id={`${kindName}-error`} className={fieldStyles.error}>
              {kindError}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Monto en pesos"
          inputMode="decimal"
          autoComplete="off"
          hint="Con hasta dos decimales, por ejemplo 1500.00."
          required
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Field
          label="Concepto"
          autoComplete="off"
          required
          maxLength={200}
          error={errors.concept?.message}
          {...register('concept')}
        />
        <div className={styles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onClose}>
            Listo
          </button>
          <button
            type="submit"
            className={panelButton('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Registrando…' : 'Registrar movimiento'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
