import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { FormFailure } from './form-parts';

/**
 * Shows a failed call's body as received: each 422 message under its own field (the
 * first of them gets the focus), and for the alert box the body's `message` plus the
 * messages of fields this form has no input for.
 */
export function showServerErrors<T extends FieldValues>(
  body: ApiErrorBody | null,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallbackMessage: string,
): FormFailure {
  const details: string[] = [];
  let focused = false;
  for (const [key, value] of Object.entries(body?.errors ?? {})) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    const field = fields.find((name) => name === key);
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
      focused = true;
    } else {
      details.push(...messages);
    }
  }
  // Laravel's `message` repeats the first field error: when every error already stands under
  // its field, the alert only points there, so a screen reader does not hear it twice.
  if (focused && details.length === 0) return { message: 'Revisa los datos marcados en el formulario.', details };
  return { message: body?.message || fallbackMessage, details };
}
