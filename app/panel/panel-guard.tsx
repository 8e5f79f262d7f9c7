'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useStoredToken } from '@/lib/api/token';
import { PanelFrame, PanelStatus } from '@/components/panel/panel-frame';
import { PendingClaimRunner } from '@/components/panel/quotes/pending-claim';
import { loadUser, logout, useSession } from '@/lib/api/session';
import styles from './layout.module.css';

const ENROL_PATH = '/panel/perfil';

/**
 * The dashboard's sign-in guard (spec §4): no stored token → /login. Nothing of the
 * panel is rendered until the token is known and the user is loaded. The API checks the
 * token on every call; this only keeps signed-out visitors away from the screens.
 */
export function PanelGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const token = useStoredToken();
  const user = useSession((state) => state.user);
  // The token whose user has been asked for: until then, no verdict on a missing user.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    if (token === undefined) return; // still hydrating: storage not read yet
    if (token === null) {
      router.replace('/login');
      return;
    }
    let current = true;
    void loadUser().then(() => {
      if (current) setLoadedFor(token);
    });
    return () => {
      current = false;
    };
  }, [token, router]);

  // An administrator who must turn on the second factor (REQUIRE_ADMIN_2FA=1) can only do that:
  // the API refuses everything else until then.
  const mustEnrol = user?.two_factor_required === true && pathname !== ENROL_PATH;
  useEffect(() => {
    if (mustEnrol) router.replace(ENROL_PATH);
  }, [mustEnrol, router]);

  if (token === undefined) return <PanelStatus>Comprobando tu sesión…</PanelStatus>;
  if (token === null) return <PanelStatus>Te llevamos a iniciar sesión…</PanelStatus>;

  if (!user) {
    if (loadedFor !== token) return <PanelStatus>Cargando tu panel…</PanelStatus>;
    return (
      <PanelStatus
        action={
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setLoadedFor(null);
                void loadUser().then(() => setLoadedFor(token));
              }}
            >
              Reintentar
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={async () => {
                await logout();
                router.replace('/login');
              }}
            >
              Iniciar sesión de nuevo
            </button>
          </div>
        }
      >
        No pudimos cargar tu cuenta. Revisa tu conexión e inténtalo de nuevo.
      </PanelStatus>
    );
  }

  if (mustEnrol) return <PanelStatus>Te llevamos a activar la verificación en dos pasos…</PanelStatus>;
  return (
    <PanelFrame user={user}>
      <PendingClaimRunner />
      {children}
    </PanelFrame>
  );
}
