import type { Metadata } from 'next';
import { RegisterForm } from '@/components/forms/register-form';
import { AuthShell } from '@/components/layout/auth-shell';

export const metadata: Metadata = {
  title: 'Crear cuenta',
  description: 'Crea tu cuenta de cliente para cotizar y dar seguimiento a tus pedidos.',
};

export default function RegisterPage() {
  return (
    <AuthShell title="Crear cuenta" intro="Regístrate para consultar precios, cotizar y dar seguimiento a tus pedidos.">
      <RegisterForm />
    </AuthShell>
  );
}
