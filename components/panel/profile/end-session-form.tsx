'use client';

import { endOtherSessions, endSession } from '@/lib/api/sessions';
import type { Session } from '@/lib/contract/sessions';
import { PasswordConfirmForm } from './password-confirm-form';

/** What the dialog ends: one other session, or every session but this one. */
export type EndTarget = { kind: 'one'; session: Session } | { kind: 'others'; count: number };

/** Ends one other session, or all of them, once the current password is typed again (ASVS 7.5.2). */
export function EndSessionForm({
  target,
  onCancel,
  onEnded,
}: {
  target: EndTarget;
  onCancel: () => void;
  onEnded: (message: string) => void;
}) {
  const intro =
    target.kind === 'one'
      ? `Quien use ${target.session.device} tendrá que iniciar sesión de nuevo.`
      : target.count === 1
        ? 'Se cerrará la otra sesión abierta con tu cuenta; esta sigue abierta.'
        : `Se cerrarán las otras ${target.count} sesiones abiertas con tu cuenta; esta sigue abierta.`;
  return (
    <PasswordConfirmForm
      intro={`${intro} Para confirmar, escribe tu contraseña.`}
      submitLabel={target.kind === 'one' ? 'Cerrar la sesión' : 'Cerrar las demás sesiones'}
      pendingLabel="Cerrando…"
      danger
      fallback="No pudimos cerrar la sesión. Inténtalo de nuevo."
      confirm={(password) =>
        target.kind === 'one' ? endSession(target.session.id, password) : endOtherSessions(password)
      }
      onConfirmed={(data) =>
        onEnded(target.kind === 'one' ? `Cerraste la sesión de ${target.session.device}.` : String(data.message ?? ''))
      }
      onCancel={onCancel}
    />
  );
}
