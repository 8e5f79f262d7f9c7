'use client';

// A modal dialog on the native <dialog> element (showModal: the rest of the page is inert).
// Mounted = open: the parent renders it while open and removes it to close. It takes the focus
// (the element marked `data-autofocus`, else the first field, else the close button), keeps Tab
// and Shift+Tab inside, closes with Escape or its Cerrar button, and gives the focus back to
// the element that had it when it opened.

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import styles from './users.module.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

type DialogProps = {
  title: string;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** Where the focus goes on close when the opener is gone (for example, its row was replaced). */
  fallbackFocus?: () => HTMLElement | null;
};

export function Dialog({
  title,
  description,
  onClose,
  children,
  role = 'dialog',
  size = 'medium',
  fallbackFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest callbacks, for the mount effect below (which must run once per opening).
  const onCloseRef = useRef(onClose);
  const fallbackRef = useRef(fallbackFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    fallbackRef.current = fallbackFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (body ? focusablesIn(body)[0] : undefined) ??
      focusablesIn(dialog)[0];
    first?.focus();

    // A close the browser makes on its own (a second Escape that skips `cancel`). The event
    // comes later than the close: one from an earlier opening finds the dialog open again.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : (fallbackRef.current?.() ?? null);
      target?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusables = focusablesIn(ref.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`${styles.dialog} ${styles[`dialog-${size}`]}`}
      onCancel={(event) => {
        // Escape: the parent decides (it unmounts the dialog).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.dialogClose} onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Cerrar</span>
        </button>
      </div>
      <div className={styles.dialogBody} data-dialog-body="">
        {description ? (
          <div id={descriptionId} className={styles.dialogDescription}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
