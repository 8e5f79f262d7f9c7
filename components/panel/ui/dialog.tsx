'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * A modal dialog on the native <dialog>: the browser traps the focus, closes it with Escape
 * and gives the focus back to the control that opened it. Render it with `open` and close it
 * by setting `open` false in `onClose`.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  wide = false,
  role,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A large dialog (document preview). */
  wide?: boolean;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      className={[styles.dialog, wide ? styles.dialogWide : null].filter(Boolean).join(' ')}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.dialogInner}>
          <div className={styles.dialogHead}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <button type="button" className={styles.dialogClose} onClick={onClose} aria-label="Cerrar">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.dialogBody}>{children}</div>
          {footer ? <div className={styles.dialogFoot}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
