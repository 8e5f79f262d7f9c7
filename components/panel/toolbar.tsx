'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout, useSession } from '@/lib/api/session';
import { useCounter } from '@/lib/api/counters';

import type { User } from '@/lib/contract/users';
import { site } from '@/lib/site';
import { Avatar } from './avatar';
import { NotificationBell } from './notifications/notification-bell';
import { panelCountersFor } from './counters';
import styles from './toolbar.module.css';

export function Toolbar({ user }: { user: User }) {
  const router = useRouter();
  const pathname = usePathname();
  const counters = useSession((state) => state.counters);
  const role = user.role.name;
  // Live counters: SWR refetches them on focus and every 30 s, writing into the session store.
  useCounter('cot');
  useCounter('orders');
  useCounter('cart');
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    await logout();
    router.replace('/login');
  }

  return (
    <header className={styles.toolbar}>
      <Link href="/panel" className={styles.brand}>
        {site.shortName}
        <span className={styles.brandArea}>Panel</span>
      </Link>

      <ul className={styles.counters} aria-label="Tus contadores">
        {panelCountersFor(role).map((counter) => (
          <li key={counter.name}>
            <Link
              href={counter.path}
              className={styles.counter}
              aria-current={pathname === counter.path ? 'page' : undefined}
            >
              <span>{counter.label}</span>
              <span className={styles.badge}>{counters[counter.name]}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className={styles.account}>
        <NotificationBell />
        <Link href="/panel/perfil" className={styles.user}>
          <Avatar name={user.name} image={user.image} size={36} />
          <span className={styles.userName}>{user.name}</span>
        </Link>
        <button type="button" className={styles.logout} onClick={signOut} disabled={leaving}>
          {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
        </button>
      </div>
    </header>
  );
}
