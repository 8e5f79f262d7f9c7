import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/forms/reset-password-form';
import { AuthShell } from '@/components/layout/auth-shell';

export const metadata: Metadata = {
  title: 'Nueva contraseña',
  robots: { index: false, follow: false },
  // The link carries a secret token: keep it out of the Referer of outgoing requests.
  referrer: 'no-referrer',
};

// Rendered per request: its scripts carry this response's CSP nonce (proxy.ts).
export default async function ResetPasswordPage() {
  await connection();
  return (
    <AuthShell title="Crea una contraseña nueva">
      <Suspense fallback={<p role="status">Cargando…</p>}>
        <ResetPasswordForm />
      </Suspense>
    </AuthShell>
  );
}
