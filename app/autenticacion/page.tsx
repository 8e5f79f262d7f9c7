import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/forms/reset-password-form';
import { AuthShell } from '@/components/layout/auth-shell';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** An invitation's link (`&invitacion=1`) chooses a first password; the same form, other words. */
const isInvitation = async ({ searchParams }: Props) => (await searchParams).invitacion === '1';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return {
    title: (await isInvitation(props)) ? 'Crea tu contraseña' : 'Nueva contraseña',
    robots: { index: false, follow: false },
    // The link carries a secret token: keep it out of the Referer of outgoing requests.
    referrer: 'no-referrer',
  };
}

// Rendered per request: its scripts carry this response's CSP nonce (proxy.ts).
export default async function ResetPasswordPage(props: Props) {
  await connection();
  const invitation = await isInvitation(props);
  return (
    <AuthShell
      title={invitation ? 'Crea tu contraseña' : 'Crea una contraseña nueva'}
      intro={invitation ? 'Elige la contraseña con la que entrarás a tu cuenta.' : undefined}
    >
      <Suspense fallback={<p role="status">Cargando…</p>}>
        <ResetPasswordForm invitation={invitation} />
      </Suspense>
    </AuthShell>
  );
}
