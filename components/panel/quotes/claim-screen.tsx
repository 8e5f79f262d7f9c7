'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { buttonClassName } from '@/components/ui/button-link';
import { claimFromSearch, keepPendingClaim } from '@/lib/api/pending-claim';
import { claimQuote } from '@/lib/api/quote-flow';
import { useStoredToken } from '@/lib/api/token';
import { QUOTES } from './quote-resource';
import styles from './claim-screen.module.css';

const noSubscription = () => () => {};

/**
 * /reclamar-cotizacion?cotizacion=&clave=: the link of the mail a request made without an
 * account was sent. Signed in, the quote becomes the account's and opens; signed out, the link is
 * kept while the visitor signs in or creates its account (the panel claims it then).
 */
export function ClaimScreen() {
  const router = useRouter();
  const token = useStoredToken();
  // The address is read in the browser only (null while rendering on the server).
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const claim = useMemo(() => (search === null ? null : claimFromSearch(search)), [search]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!claim || token === undefined) return;
    if (token === null) {
      keepPendingClaim(claim);
      return;
    }
    void claimQuote(claim.quoteId, claim.token).then((result) => {
      if (result.ok) router.replace(`${QUOTES.paths.own}/${claim.quoteId}`);
      else setFailure(result.error.message);
    });
  }, [claim, token, router]);

  const state =
    search === null || token === undefined
      ? { kind: 'reading' as const }
      : !claim
        ? { kind: 'invalid' as const }
        : failure
          ? { kind: 'failed' as const, message: failure }
          : token === null
            ? { kind: 'sign-in' as const }
            : { kind: 'reading' as const };

  if (state.kind === 'reading') return <p role="status">Abriendo tu cotización…</p>;
  if (state.kind === 'sign-in')
    return (
      <div className={styles.steps}>
        <p>
          Para ver tu cotización, aceptarla o pedir cambios, entra con tu cuenta o crea una con el correo al que te
          llegó. Te la mostraremos en cuanto entres.
        </p>
        <div className={styles.actions}>
          <Link href="/login" className={buttonClassName('primary')}>
            Iniciar sesión
          </Link>
          <Link href="/registro" className={buttonClassName('secondary')}>
            Crear mi cuenta
          </Link>
        </div>
      </div>
    );
  return (
    <div role="alert" className={styles.steps}>
      <p>
        {state.kind === 'invalid'
          ? 'Este enlace está incompleto. Ábrelo de nuevo desde el correo con tu cotización.'
          : state.message}
      </p>
      <Link href="/panel" className={buttonClassName('secondary')}>
        Ir a mi panel
      </Link>
    </div>
  );
}
