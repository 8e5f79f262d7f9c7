'use client';

// Confirmation before turning an account off: the server then revokes every session it has.

import type { User } from '@/lib/contract/users';
import { panelButton } from '../ui/button-class';
import { Dialog } from './dialog';
import styles from './users.module.css';

type DeactivateDialogProps = {
  user: User;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus?: () => HTMLElement | null;
};

export function DeactivateDialog({ user, onConfirm, onCancel, fallbackFocus }: DeactivateDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={`¿Desactivar a ${user.name}?`}
      description={
        <p>
          Desactivar la cuenta de <strong>{user.email}</strong> cerrará todas sus sesiones abiertas y no podrá volver a
          iniciar sesión hasta que la actives de nuevo. Sus datos, cotizaciones y pedidos se conservan.
        </p>
      }
      onClose={onCancel}
      fallbackFocus={fallbackFocus}
    >
      <div className={styles.dialogActions}>
        <button type="button" className={panelButton('secondary')} onClick={onCancel} data-autofocus="">
          Cancelar
        </button>
        <button type="button" className={panelButton('dangerSolid')} onClick={onConfirm}>
          Desactivar cuenta
        </button>
      </div>
    </Dialog>
  );
}
