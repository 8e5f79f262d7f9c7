import type { Metadata } from 'next';
import { ClaimScreen } from '@/components/panel/quotes/claim-screen';
import { AuthShell } from '@/components/layout/auth-shell';

export const metadata: Metadata = {
  title: 'Tu cotización',
  description: 'Abre la cotización que te envió tu distribuidor para aceptarla o pedir cambios.',
  robots: { index: false, follow: false },
};

export default function ClaimQuotePage() {
  return (
    <AuthShell title="Tu cotización" intro="Tu distribuidor te envió una cotización por correo.">
      <ClaimScreen />
    </AuthShell>
  );
}
