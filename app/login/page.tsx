import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LoginForm } from '@/components/forms/login-form';
import { AuthShell } from '@/components/layout/auth-shell';

export const metadata: Metadata = {
  title: 'Iniciar sesión',
  description: 'Entra a tu panel de clientes y distribuidores de Solara.',
};

// Rendered per request: its scripts carry this response's CSP nonce (proxy.ts).
export default async function LoginPage() {
  await connection();
  return (
    <AuthShell title="Iniciar sesión" intro="Entra a tu panel para consultar precios, cotizaciones y pedidos.">
      <LoginForm />
    </AuthShell>
  );
}
