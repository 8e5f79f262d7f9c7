'use client';

// Who serves a customer: a select of the active distributors. The one the customer has now stays
// listed even if it was deactivated since (marked so), so opening the form never changes it.

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from '@/components/forms/field';
import { useDistributors } from '@/lib/api/users';
import { distributorOptions } from './distributors';

type DistributorSelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** The customer's distributor now (editing), or null. */
  currentId: number | null;
  error?: string;
};

export function DistributorSelect<T extends FieldValues>({
  control,
  name,
  currentId,
  error,
}: DistributorSelectProps<T>) {
  const distributors = useDistributors();
  const options = distributorOptions(distributors.data ?? [], currentId);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label="Distribuidor que lo atiende"
          optional
          hint="Sus cotizaciones y pedidos le llegarán a este distribuidor."
          placeholder={
            distributors.isLoading
              ? 'Cargando distribuidores…'
              : distributors.error
                ? 'No se pudieron cargar los distribuidores'
                : 'Ninguno'
          }
          options={options}
          error={error ?? (distributors.error ? distributors.error.body.message : undefined)}
          {...field}
          value={String(field.value ?? '')}
        />
      )}
    />
  );
}
