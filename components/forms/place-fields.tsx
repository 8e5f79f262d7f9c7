'use client';

// The state → municipality pair of every form that asks where someone is (register, contact,
// quote request, profile, user administration): the municipalities load once a state is chosen,
// and choosing another state clears the municipality.

import { useController, useWatch, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import { useMunicipalities, useStates } from '@/lib/api/geo';
import { SelectField } from './field';

// Forms type the ids as their schemas read them (text, number or not yet known): the select writes text.
type PlaceValues = { state_id?: unknown; municipality_id?: unknown };

/** A chosen id from a select's value: "14" → 14; "" or anything else → null. */
export function placeId(value: unknown): number | null {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

type PlaceFieldsProps<T extends FieldValues & PlaceValues, Out extends FieldValues> = {
  control: Control<T, unknown, Out>;
  setValue: UseFormSetValue<T>;
  /** "tu" for a visitor about themself ("Elige tu estado"), "el" for a record ("Elige el estado"). */
  voice: 'tu' | 'el';
  optional?: boolean;
  /** The browser may fill them in from the visitor's address. */
  autoFill?: boolean;
  /** The saved choice, shown as the only option while the lists load so the value is not lost. */
  saved?: { stateId: number | null; municipalityId: number | null };
  /** Also clears what depends on the state (the quote request's dealer). */
  onStateChange?: () => void;
};

export function PlaceFields<T extends FieldValues & PlaceValues, Out extends FieldValues>({
  control: anyControl,
  setValue: anySetValue,
  voice,
  optional = false,
  autoFill = false,
  saved,
  onStateChange,
}: PlaceFieldsProps<T, Out>) {
  // The form has more fields; this part only reads and writes these two.
  const control = anyControl as unknown as Control<PlaceValues>;
  const setValue = anySetValue as unknown as UseFormSetValue<PlaceValues>;
  const state = useController({ control, name: 'state_id' });
  const municipality = useController({ control, name: 'municipality_id' });
  const stateId = placeId(useWatch({ control, name: 'state_id' }));
  const states = useStates();
  const municipalities = useMunicipalities(stateId);

  const stateOptions = (states.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const municipalityOptions = (municipalities.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  const keepState = stateOptions.length === 0 && saved?.stateId;
  const keepMunicipality =
    municipalityOptions.length === 0 && saved?.municipalityId && stateId === saved.stateId
      ? saved.municipalityId
      : null;

  return (
    <>
      <SelectField
        {...state.field}
        value={String(state.field.value ?? '')}
        label="Estado"
        optional={optional}
        required={!optional}
        placeholder={
          states.isLoading
            ? 'Cargando estados…'
            : states.error
              ? 'No se pudieron cargar los estados'
              : `Elige ${voice} estado`
        }
        options={keepState ? [{ value: keepState, label: 'Cargando…' }] : stateOptions}
        autoComplete={autoFill ? 'address-level1' : undefined}
        error={state.fieldState.error?.message}
        onChange={(event) => {
          state.field.onChange(event);
          setValue('municipality_id', '');
          onStateChange?.();
        }}
      />
      <SelectField
        {...municipality.field}
        value={String(municipality.field.value ?? '')}
        label="Municipio"
        optional={optional}
        required={!optional}
        placeholder={
          stateId === null
            ? `Primero elige ${voice} estado`
            : municipalities.isLoading
              ? 'Cargando municipios…'
              : municipalities.error
                ? 'No se pudieron cargar los municipios'
                : `Elige ${voice} municipio`
        }
        options={keepMunicipality ? [{ value: keepMunicipality, label: 'Cargando…' }] : municipalityOptions}
        autoComplete={autoFill ? 'address-level2' : undefined}
        disabled={stateId === null || (!municipalities.data && !keepMunicipality)}
        error={municipality.fieldState.error?.message}
      />
    </>
  );
}
