'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField } from '@/components/forms/field';
import { FormDialog } from '@/components/panel/ui';
import type { ApiResult } from '@/lib/api/transport';
import type { ApiErrorBody } from '@/lib/contract/common';
import { errorDetails } from './notices';

/**
 * A step that carries a message to the other side (asking for changes, declining, asking for a
 * formal quote): the question, a text box and the button. What the server refuses stays in the
 * dialog, under the box, with what was typed; the answer closes it.
 */
export function MessageDialog<T>({
  open,
  title,
  children,
  label,
  hint,
  required = false,
  maxLength = 2000,
  field,
  submitLabel,
  busyLabel,
  danger = false,
  send,
  onDone,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** The body's field the server names in its 422 (`message`, `reason`). */
  field: string;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  send: (text: string) => Promise<ApiResult<T>>;
  onDone: (data: T) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (required && text.trim().length < 3) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await send(text);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    setText('');
    onDone(result.data);
  }

  const fieldError = missing ? 'Escribe tu mensaje (al menos 3 letras).' : (failure?.errors?.[field]?.[0] ?? undefined);
  const formError = failure && !failure.errors?.[field] ? [failure.message, ...errorDetails(failure)].join(' ') : null;
  const formId = `${field}-dialogo`;

  return (
    <FormDialog
      open={open}
      title={title}
      formId={formId}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      danger={danger}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children}
        <TextAreaField
          label={label}
          hint={hint}
          optional={!required}
          required={required}
          maxLength={maxLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          error={fieldError}
        />
        {formError ? <p role="alert">{formError}</p> : null}
      </form>
    </FormDialog>
  );
}
