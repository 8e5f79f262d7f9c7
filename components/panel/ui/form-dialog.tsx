'use client';

import type { ReactNode } from 'react';
import { panelButton } from './button-class';
import { Dialog } from './dialog';

/**
 * A dialog that holds one form (its `children`, with `id={formId}`): Cancelar and the submit
 * button in the footer, both held while the form is on its way, and no closing meanwhile.
 */
export function FormDialog({
  open = true,
  title,
  formId,
  busy,
  submitLabel,
  busyLabel,
  danger = false,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  formId: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <button type="button" className={panelButton('secondary')} onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button
            type="submit"
            form={formId}
            className={panelButton(danger ? 'dangerSolid' : 'primary')}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
