import type { Metadata } from 'next';
import { RecoverForm } from '@/components/forms/recover-form';
import { AuthShell } from '@/components/layout/auth-shell';

export const metadata: Metadata = {
  title: 'Recuperar contraseña',
  robots: { index: false },
};

export default function RecoverPage() {
  return (
    <AuthShell
      title="Recuperar contraseña"
      intro="Escribe el correo con el que te registraste y te enviaremos un enlace para crear una contraseña nueva."
    >
      <RecoverForm />
    </AuthShell>
  );
}
