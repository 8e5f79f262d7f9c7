'use client';

import Link from 'next/link';
import { CartIcon, UserIcon } from '@/components/ui/icon';
import { useCartCount } from '@/lib/api/cart-count';
import { useStoredToken } from '@/lib/api/token';
import styles from './header-account.module.css';

const CART_PATH = '/panel/listas/mi-carrito';

/** "Carrito: 2 productos", "Carrito: 1 producto", "Carrito vacío", or "Carrito" when the count is unknown. */
function cartLabel(count: number | undefined): string {
  if (count === undefined) return 'Carrito';
  if (count === 0) return 'Carrito vacío';
  return `Carrito: ${count} ${count === 1 ? 'producto' : 'productos'}`;
}

/**
 * The header's account corner: "Iniciar sesión" for a visitor, or "Mi panel" and the cart
 * with its count for a signed-in one. The server and the first client render show the
 * sign-in link (storage is invisible to the server); a stored token swaps it right after
 * hydration. The count comes from GET /api/count-cart (lib/api/cart-count.ts: a plain fetch,
 * not the API client, which public pages need not load), asked only with a token; a 401
 * (expired token) only means no count, never a redirect.
 */
export function HeaderAccount() {
  const token = useStoredToken();
  const count = useCartCount(token);

  if (!token) {
    // No prefetch: the sign-in page's JS (its form and zod, ~50 KB gzip) would otherwise be
    // downloaded on every public page, by visitors who mostly never sign in.
    return (
      <Link href="/login" prefetch={false} className={styles.signIn}>
        <UserIcon size={20} className={styles.signInIcon} />
        <span>Iniciar sesión</span>
      </Link>
    );
  }

  return (
    <div className={styles.account}>
      <Link href="/panel" className={styles.panel}>
        <UserIcon size={20} className={styles.signInIcon} />
        <span>Mi panel</span>
      </Link>
      <Link href={CART_PATH} className={styles.cart} aria-label={cartLabel(count)}>
        <CartIcon size={24} />
        {count !== undefined && count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </div>
  );
}
