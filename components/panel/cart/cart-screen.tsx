'use client';

import { cartCall } from '@/lib/contract/calls/cart';
import { ownOrdersCall } from '@/lib/contract/calls/own-orders';
import { ownWalletCall } from '@/lib/contract/calls/own-wallet';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCart } from '@/lib/api/cart';
import { removeCartLine } from '@/lib/api/cart';
import type { Cart, CartLine } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import type { ApiErrorBody } from '@/lib/contract/common';
import { useSession } from '@/lib/api/session';
import { countLabel } from '@/lib/format/count';
import type { PanelPath } from '@/lib/panel-routes';
import { formatMoney } from '@/lib/format/money';
import { panelButton } from '../ui/button-class';
import { ORDERS } from '../orders/order-resource';
import { DetailSkeleton } from '../sales/detail-skeleton';
import { configSummary, TotalsList } from '../sales/items';
import { ActionError, Announce, EmptyState, LoadError } from '../sales/notices';
import { refreshAfterChange } from '@/lib/api/counters';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { SalesPage } from '../sales/sales-page';
import { detailHref } from '../sales/sales-resource';
import salesStyles from '../sales/sales.module.css';
import styles from './cart.module.css';
import { CartLineItem } from './cart-line';
import { CheckoutStep } from './checkout-step';
import { useCartQuantities } from './use-cart-quantities';

type CartPath = Extract<PanelPath, '/panel/listas/mi-carrito' | '/panel/listas/mi-carrito-admin'>;

/**
 * /panel/listas/mi-carrito (a customer's cart) and /panel/listas/mi-carrito-admin (a
 * distributor's or admin's, at distributor prices): the same GET /api/cart, priced by the server
 * for whoever asks. The admin variant is refused in the browser to customers, because the API
 * itself has no role to check there.
 */
export function CartScreen({ path }: { path: CartPath }) {
  return (
    <SalesFeatureGate feature="cart" path={path}>
      <CartPage path={path} />
    </SalesFeatureGate>
  );
}

function CartPage({ path }: { path: CartPath }) {
  const admin = path === '/panel/listas/mi-carrito-admin';
  return (
    <SalesPage
      path={path}
      gate={admin}
      intro={
        <p>
          {admin
            ? 'Tu carrito a precios de distribuidor: ajusta cantidades y confirma tu pedido a fábrica.'
            : 'Las piezas que agregaste desde el cotizador. Ajusta las cantidades y confirma tu pedido.'}
        </p>
      }
    >
      <CartContent />
    </SalesPage>
  );
}

function CartContent() {
  const { data: cart, error, mutate } = useCart();
  const user = useSession((state) => state.user);
  const [step, setStep] = useState<'cart' | 'checkout'>('cart');
  const [order, setOrder] = useState<Order | null>(null);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<ApiErrorBody | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const applyCart = useCallback((next: Cart) => void mutate(next, { revalidate: false }), [mutate]);
  const quantities = useCartQuantities(applyCart);

  async function confirmRemove() {
    if (!removing) return;
    const line = removing;
    setRemoveBusy(true);
    setRemoveError(null);
    quantities.forget(line.id);
    const result = await removeCartLine(line.id);
    setRemoveBusy(false);
    setRemoving(null);
    if (!result.ok) {
      setRemoveError(result.error);
      if (result.status === 404) void mutate();
      return;
    }
    applyCart(result.data);
    void refreshAfterChange([]);
    setAnnouncement(
      `Quitaste ${line.available ? line.description || configSummary(line) : configSummary(line)} del carrito.`,
    );
    // The focus was on the removed line's button: on to the list's heading, or to the page's
    // title once the cart is empty and the list is gone.
    setTimeout(() => (listHeading.current ?? document.getElementById('titulo-pagina'))?.focus(), 0);
  }

  if (order) return <CheckoutSuccess order={order} />;

  if (!cart) {
    return error ? (
      <LoadError error={error} what="tu carrito" onRetry={() => void mutate()} />
    ) : (
      <DetailSkeleton label="Cargando tu carrito…" />
    );
  }

  if (step === 'checkout') {
    return (
      <CheckoutStep
        cart={cart}
        user={user}
        onBack={() => {
          setStep('cart');
          void mutate();
        }}
        onCartGone={() => void mutate()}
        onDone={(created) => {
          setOrder(created);
          void refreshAfterChange([cartCall.path, ownOrdersCall.path, ownWalletCall.path]);
        }}
      />
    );
  }

  if (cart.items.length === 0) {
    return (
      <>
        <Announce message={announcement} />
        <EmptyState title="Tu carrito está vacío" action={{ href: '/cotizador', label: 'Ir al cotizador' }}>
          <p>Cotiza tus persianas y toldos a la medida y agrégalos al carrito para hacer tu pedido.</p>
        </EmptyState>
      </>
    );
  }

  const unavailable = cart.items.filter((line) => !line.available).length;
  const blocked = unavailable > 0 || quantities.saving;

  return (
    <div className={styles.layout}>
      <section className={styles.lines} aria-labelledby="carrito-productos">
        <h2 id="carrito-productos" ref={listHeading} tabIndex={-1} className={styles.linesTitle}>
          {countLabel(cart.items.length, 'producto', 'productos')}
        </h2>
        <Announce message={announcement} />
        <ActionError error={removeError} title="No se pudo quitar el producto" />
        {error ? <LoadError error={error} what="tu carrito actualizado" onRetry={() => void mutate()} /> : null}
        <ul className={styles.lineList}>
          {cart.items.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              quantity={quantities.pending[line.id] ?? line.quantity}
              saving={quantities.pending[line.id] !== undefined}
              error={quantities.errors[line.id] ?? null}
              disabled={removeBusy}
              onQuantity={(quantity) => {
                setAnnouncement(null);
                quantities.change(line.id, quantity);
              }}
              onRemove={() => {
                setRemoveError(null);
                setRemoving(line);
              }}
            />
          ))}
        </ul>
      </section>

      <aside className={styles.summary} aria-labelledby="carrito-resumen">
        <h2 id="carrito-resumen" className={styles.boxSubtitle}>
          Resumen
        </h2>
        {cart.price_list === 'distribuidor' ? <p className={styles.priceTag}>Precios de distribuidor</p> : null}
        <TotalsList subtotal={cart.subtotal} tax={cart.tax} total={cart.total} busy={quantities.saving} />
        <p className={styles.hint} aria-live="polite">
          {quantities.saving
            ? 'Guardando cantidades y actualizando totales…'
            : 'Precios en pesos mexicanos (MXN) con IVA.'}
        </p>
        {unavailable > 0 ? (
          <p className={salesStyles.fieldError}>
            Quita{' '}
            {unavailable === 1 ? 'el producto que ya no está disponible' : 'los productos que ya no están disponibles'}{' '}
            para continuar.
          </p>
        ) : null}
        <div className={styles.summaryActions}>
          <button
            type="button"
            className={panelButton('primary')}
            disabled={blocked}
            onClick={() => {
              setAnnouncement(null);
              setStep('checkout');
            }}
          >
            Continuar con el pedido
          </button>
          <Link href="/cotizador" className={panelButton('secondary')}>
            Seguir cotizando
          </Link>
        </div>
      </aside>

      <ConfirmDialog
        open={removing !== null}
        title="¿Quitar este producto del carrito?"
        confirmLabel={removeBusy ? 'Quitando…' : 'Sí, quitar'}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? (
          <p>{removing.available ? removing.description || configSummary(removing) : configSummary(removing)}</p>
        ) : null}
        <p>Si lo necesitas después, puedes volver a cotizarlo.</p>
      </ConfirmDialog>
    </div>
  );
}

/** The order was made: its folio, with the way to its detail. Takes the focus. */
function CheckoutSuccess({ order }: { order: Order }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const paidWithWallet = Number(order.wallet_applied) > 0;
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.success}>
      <h2 className={styles.successTitle}>¡Pedido registrado!</h2>
      <p>
        Tu pedido <strong>{order.folio}</strong> quedó registrado por {formatMoney(order.total)}
        {paidWithWallet
          ? `; pagaste ${formatMoney(order.wallet_applied)} con tu monedero y quedan ${formatMoney(order.amount_due)} por pagar`
          : ''}
        . Tu distribuidor lo confirmará pronto.
      </p>
      <div className={styles.summaryActions}>
        <Link href={detailHref(ORDERS, 'own', order.id)} className={panelButton('primary')}>
          Ver el pedido {order.folio}
        </Link>
        <Link href="/panel/listas/ordenes" className={panelButton('secondary')}>
          Ir a Mis pedidos
        </Link>
      </div>
    </div>
  );
}
