'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import { useWallet } from '@/lib/api/wallet';
import { checkoutCart } from '@/lib/api/cart';
import type { Cart, CheckoutRequest } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { User } from '@/lib/contract/users';
import { plural } from '@/lib/format/count';
import { formatMoney, formatMXN } from '@/lib/format/money';
import { decimalToCents } from '@/lib/pricing/money';
import { panelButton } from '../ui/button-class';
import { configSummary, TotalsList } from '../sales/items';
import { ActionError } from '../sales/notices';
import salesStyles from '../sales/sales.module.css';
import styles from './cart.module.css';
import {
  buildCheckoutPayload,
  isUncertainFailure,
  newIdempotencyKey,
  sendCheckoutWithRetry,
  walletToApply,
  type WalletChoice,
} from './checkout';

const NOTES_MAX = 2000;
const ADDRESS_MAX = 500;

type Phase = 'editing' | 'sending' | 'retrying' | 'uncertain';

function defaultAddress(user: User | null): string {
  if (!user?.address) return '';
  return user.postal_code ? `${user.address}, C.P. ${user.postal_code}` : user.address;
}

/**
 * The confirmation step: the pieces and totals to review, notes, a delivery address and the
 * wallet, then one POST /api/cart/checkout. The Idempotency-Key is made when this step opens and
 * used by every attempt — automatic retries and the "Reintentar" button alike — so a lost answer
 * never makes a second order. While the outcome is unknown, the form is locked: a retry sends
 * exactly what the first attempt sent.
 */
export function CheckoutStep({
  cart: current,
  user,
  onBack,
  onDone,
  onCartGone,
}: {
  cart: Cart;
  user: User | null;
  onBack: () => void;
  onDone: (order: Order) => void;
  /** The server says the cart changed or emptied: reload it. */
  onCartGone: () => void;
}) {
  const id = useId();
  // What the user is confirming, as it was when this step opened: a refetch in the meantime (the
  // order may already exist and the cart be empty) must not take the retry away.
  const [cart] = useState(current);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [key] = useState(() => newIdempotencyKey());
  const [notes, setNotes] = useState('');
  const [address, setAddress] = useState(() => defaultAddress(user));
  const [walletChoice, setWalletChoice] = useState<WalletChoice>('none');
  const [walletText, setWalletText] = useState('');
  const [phase, setPhase] = useState<Phase>('editing');
  const [locked, setLocked] = useState<CheckoutRequest | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [walletTouched, setWalletTouched] = useState(false);
  const walletOffered = useFeature('wallet').status === 'available';
  const wallet = useWallet({ enabled: walletOffered });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const totalCents = decimalToCents(cart.total) ?? 0;
  const balanceCents = wallet.data ? (decimalToCents(wallet.data.balance) ?? 0) : 0;
  const applied = walletToApply(balanceCents, totalCents, walletChoice, walletText);
  const walletError = walletTouched ? applied.error : null;
  const serverErrors = error?.errors ?? {};
  const busy = phase === 'sending' || phase === 'retrying';
  const frozen = busy || phase === 'uncertain';

  async function submit() {
    setError(null);
    let payload = locked;
    if (!payload) {
      setWalletTouched(true);
      if (applied.error) return;
      payload = buildCheckoutPayload({ notes, shippingAddress: address, walletChoice, walletCents: applied.cents });
    }
    setPhase('sending');
    const sent = payload;
    const { result } = await sendCheckoutWithRetry((k) => checkoutCart(sent, k), key, {
      onRetry: () => setPhase('retrying'),
    });
    if (result.ok) {
      onDone(result.data);
      return;
    }
    setError(result.error);
    if (isUncertainFailure(result.status, result.headers.get('Retry-After'))) {
      // Unknown outcome: the order may exist. Only the same request with the same key may follow.
      setLocked(sent);
      setPhase('uncertain');
      return;
    }
    setLocked(null);
    setPhase('editing');
    if (result.status === 409) onCartGone();
  }

  const fieldError = (name: string) => serverErrors[name]?.join(' ');
  const itemErrors = Object.entries(serverErrors)
    .filter(([name]) => name.startsWith('items'))
    .flatMap(([, messages]) => messages);

  return (
    <section className={styles.checkout} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} ref={headingRef} tabIndex={-1} className={styles.checkoutTitle}>
        Confirma tu pedido
      </h2>
      <p className={salesStyles.muted}>Revisa las piezas y los totales. El pedido se registra cuando lo confirmas.</p>

      <div className={styles.checkoutGrid}>
        <div className={styles.checkoutMain}>
          <section className={salesStyles.box} aria-labelledby={`${id}-piezas`}>
            <h3 id={`${id}-piezas`} className={styles.boxSubtitle}>
              {cart.items.length} {plural(cart.items.length, 'producto', 'productos')}
            </h3>
            <ul className={styles.review}>
              {cart.items.map((line) => (
                <li key={line.id} className={styles.reviewLine}>
                  <span className={styles.reviewName}>
                    <span className={styles.reviewQty}>{line.quantity} ×</span>{' '}
                    {line.available ? line.description || configSummary(line) : configSummary(line)}
                    {line.room ? <span className={styles.sub}> · {line.room}</span> : null}
                  </span>
                  <span className={styles.reviewAmount}>
                    {line.available ? formatMoney(line.line_total) : 'No disponible'}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <form
            id={`${id}-form`}
            className={styles.checkoutForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) void submit();
            }}
          >
            <fieldset className={`${salesStyles.box} ${styles.fieldset}`} disabled={frozen}>
              <legend className={`${styles.boxSubtitle} ${styles.legend}`}>Entrega y comentarios</legend>
              <div className={salesStyles.filter}>
                <label htmlFor={`${id}-direccion`} className={salesStyles.filterLabel}>
                  Dirección de entrega <span className={salesStyles.muted}>(opcional)</span>
                </label>
                <textarea
                  id={`${id}-direccion`}
                  className={salesStyles.control}
                  rows={2}
                  maxLength={ADDRESS_MAX}
                  value={address}
                  autoComplete="street-address"
                  aria-invalid={fieldError('shipping_address') ? true : undefined}
                  aria-describedby={`${id}-direccion-ayuda${fieldError('shipping_address') ? ` ${id}-direccion-error` : ''}`}
                  onChange={(event) => setAddress(event.target.value)}
                />
                <p id={`${id}-direccion-ayuda`} className={styles.hint}>
                  Sin dirección, tu distribuidor la acordará contigo.
                </p>
                {fieldError('shipping_address') ? (
                  <p id={`${id}-direccion-error`} className={salesStyles.fieldError}>
                    {fieldError('shipping_address')}
                  </p>
                ) : null}
              </div>
              <div className={salesStyles.filter}>
                <label htmlFor={`${id}-notas`} className={salesStyles.filterLabel}>
                  Comentarios <span className={salesStyles.muted}>(opcional)</span>
                </label>
                <textarea
                  id={`${id}-notas`}
                  className={salesStyles.control}
                  rows={3}
                  maxLength={NOTES_MAX}
                  value={notes}
                  placeholder="Por ejemplo: horario para la instalación."
                  aria-invalid={fieldError('notes') ? true : undefined}
                  aria-describedby={fieldError('notes') ? `${id}-notas-error` : undefined}
                  onChange={(event) => setNotes(event.target.value)}
                />
                {fieldError('notes') ? (
                  <p id={`${id}-notas-error`} className={salesStyles.fieldError}>
                    {fieldError('notes')}
                  </p>
                ) : null}
              </div>
            </fieldset>

            {/* A host without the wallet: the order is paid without it. */}
            {walletOffered ? (
              <fieldset className={`${salesStyles.box} ${styles.fieldset}`} disabled={frozen}>
                <legend className={`${styles.boxSubtitle} ${styles.legend}`}>Pagar con mi monedero</legend>
                {wallet.isLoading ? <p className={salesStyles.muted}>Consultando tu monedero…</p> : null}
                {wallet.error ? (
                  <p className={salesStyles.fieldError}>
                    No pudimos consultar tu monedero: {wallet.error.body.message} Puedes confirmar el pedido sin usarlo.
                  </p>
                ) : null}
                {wallet.data && balanceCents <= 0 ? (
                  <p className={salesStyles.muted}>Tu monedero no tiene saldo disponible.</p>
                ) : null}
                {wallet.data && balanceCents > 0 ? (
                  <>
                    <p className={styles.balance}>
                      Saldo disponible: <strong>{formatMXN(balanceCents)}</strong>
                    </p>
                    <div className={styles.radios}>
                      {(
                        [
                          ['none', 'No usar mi monedero'],
                          ['all', `Usar todo lo posible (${formatMXN(Math.min(balanceCents, totalCents))})`],
                          ['amount', 'Usar una parte'],
                        ] as const
                      ).map(([value, label]) => (
                        <label key={value} className={styles.radio}>
                          <input
                            type="radio"
                            name={`${id}-monedero`}
                            value={value}
                            checked={walletChoice === value}
                            onChange={() => {
                              setWalletChoice(value);
                              setWalletTouched(false);
                            }}
                          />
                          {label}
                        </label>
                      ))}
                    </div>
                    {walletChoice === 'amount' ? (
                      <div className={salesStyles.filter}>
                        <label htmlFor={`${id}-monto`} className={salesStyles.filterLabel}>
                          Cantidad a usar, en pesos
                        </label>
                        <input
                          id={`${id}-monto`}
                          className={`${salesStyles.control} ${styles.amountInput}`}
                          inputMode="decimal"
                          autoComplete="off"
                          value={walletText}
                          placeholder="0.00"
                          aria-invalid={walletError || fieldError('wallet_amount') ? true : undefined}
                          aria-describedby={
                            walletError || fieldError('wallet_amount') ? `${id}-monto-error` : undefined
                          }
                          onChange={(event) => setWalletText(event.target.value)}
                          onBlur={() => setWalletTouched(true)}
                        />
                        {walletError || fieldError('wallet_amount') ? (
                          <p id={`${id}-monto-error`} className={salesStyles.fieldError}>
                            {walletError ?? fieldError('wallet_amount')}
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                  </>
                ) : null}
              </fieldset>
            ) : null}
          </form>
        </div>

        <aside className={styles.summary} aria-labelledby={`${id}-resumen`}>
          <h3 id={`${id}-resumen`} className={styles.boxSubtitle}>
            Resumen
          </h3>
          {cart.price_list === 'distribuidor' ? <p className={styles.priceTag}>Precios de distribuidor</p> : null}
          <TotalsList
            subtotal={cart.subtotal}
            tax={cart.tax}
            total={cart.total}
            extra={
              applied.cents > 0
                ? [
                    { label: 'Monedero', value: `−${formatMXN(applied.cents)}` },
                    { label: 'Por pagar', value: formatMXN(totalCents - applied.cents), strong: true },
                  ]
                : []
            }
          />

          {phase === 'retrying' ? (
            <p role="status" className={styles.retrying}>
              La conexión falló; reintentando con la misma clave para no duplicar tu pedido…
            </p>
          ) : null}
          {phase === 'uncertain' ? (
            <ActionError error={error} title="No sabemos si tu pedido se registró">
              <p className={styles.uncertain}>
                La respuesta no llegó. Reintenta: enviaremos exactamente el mismo pedido con la misma clave, así que no
                se duplicará.
              </p>
            </ActionError>
          ) : (
            <ActionError
              error={error ? { ...error, errors: itemErrors.length ? { items: itemErrors } : undefined } : null}
              title="No se pudo registrar el pedido"
            />
          )}

          <div className={styles.summaryActions}>
            <button
              type="submit"
              form={`${id}-form`}
              className={panelButton('primary')}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? 'Confirmando…' : phase === 'uncertain' ? 'Reintentar' : 'Confirmar pedido'}
            </button>
            <button type="button" className={panelButton('secondary')} onClick={onBack} disabled={busy}>
              Volver al carrito
            </button>
          </div>
        </aside>
      </div>
    </section>
  );
}
