'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { FormFailure } from './form-parts';
import { showServerErrors } from './server-errors';

type ApiFormOptions<TInput extends FieldValues> = {
  defaultValues: DefaultValues<TInput>;
  /** The inputs a 422 may name: their messages go under them, the others to the alert. */
  fields: readonly Path<TInput>[];
  /** The alert's message when a failed reply brings none (no network, a bare 500). */
  fallback: string;
};

/**
 * A form that sends its values to the API: react-hook-form checked by a zod schema (or a
 * ready resolver, for forms that keep their values as typed), plus the failed call's alert.
 * `showFailure(body)` shows the reply as received — each field's messages under it, the
 * first of them focused, the rest in the alert; `adjust` lets a form add its own lines.
 */
export function useApiForm<TInput extends FieldValues, TOutput = TInput>(
  validation: z.ZodType<TOutput, TInput> | Resolver<TInput, unknown, TOutput>,
  // The types come from the schema alone: defaultValues must not widen them ("abono" → string).
  { defaultValues, fields, fallback }: ApiFormOptions<NoInfer<TInput>>,
) {
  const resolver =
    typeof validation === 'function' ? validation : (zodResolver(validation) as Resolver<TInput, unknown, TOutput>);
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { setError } = form;

  return {
    ...form,
    /** What the alert above the form shows (null: no alert). */
    failure,
    /** Replaces the alert with a failure the form worded itself. */
    setFailure,
    /** Removes the alert, before a new attempt. */
    clearFailure: () => setFailure(null),
    showFailure(body: ApiErrorBody | null, adjust?: (shown: FormFailure) => FormFailure) {
      const shown = showServerErrors(body, fields, setError, fallback);
      setFailure(adjust ? adjust(shown) : shown);
    },
  };
}
