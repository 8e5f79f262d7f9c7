'use client';

import type { ReactNode } from 'react';
import { Dialog, panelButton } from '@/components/panel/ui';

/**
 * A question before an action that cannot be undone (remove, cancel, delete; or, `positive`, one
 * that commits to something: accepting a quote, sending it), on the panel's
 * Dialog: the focus stays inside, Esc or "No, volver" closes it, and the focus returns to the
 * button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'No, volver',
  busy = false,
  positive = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** A step forward rather than a loss: the confirm button is the primary one. */
  positive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <button type="button" className={panelButton('secondary')} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={panelButton(positive ? 'primary' : 'dangerSolid')}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
