'use client';

import Link from 'next/link';
import { useSessionToken } from './use-session-token';

/** "Iniciar sesión", or "Mi panel" when a session token is stored. */
export function AccountLink({ className }: { className?: string }) {
  const token = useSessionToken();
  return token ? (
    <Link href="/panel" className={className}>
      Mi panel
    </Link>
  ) : (
    <Link href="/login" className={className}>
      Iniciar sesión
    </Link>
  );
}
