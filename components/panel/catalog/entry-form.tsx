'use client';

// Create or edit one catalogue entry (line, type, awning model, fabric, colour) in a dialog,
// checked in the browser with the API's own schemas (lib/validation/catalog-admin.ts); the
// server's 422 messages land under their fields, the rest in the alert above the form.

import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useWatch,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { CheckboxField, Field, SelectField } from '@/components/forms/field';
import fieldStyles from '@/components/forms/field.module.css';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { createCatalogEntry, updateCatalogEntry } from '@/lib/api/catalog-admin';
import {
  CATALOG_KIND_NAMES,
  OPACITIES,
  type AdminCatalog,
  type AdminCatalogEntry,
  type CatalogKind,
} from '@/lib/contract/catalog-admin';
import { opacityLabel } from '@/lib/content/opacity';
import {
  catalogFormSchemas,
  cellKey,
  createPayload,
  emptyForm,
  formOf,
  parseBands,
  updatePayload,
  type CatalogForm,
} from '@/lib/validation/catalog-admin';
import { Dialog, panelButton } from '../ui';
import styles from './catalog.module.css';

type Spec = {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'textarea' | 'color' | 'opacity';
  hint?: string;
  optional?: boolean;
  decimal?: boolean;
  /** Shares a row with the next half field on wide screens (a minimum beside its maximum). */
  half?: boolean;
};

const SIZE_HINT = 'En centímetros.';
const SPECS: Record<CatalogKind, Spec[]> = {
  lines: [
    { name: 'name', label: 'Nombre' },
    { name: 'description', label: 'Descripción', type: 'textarea' },
    { name: 'sort', label: 'Orden', type: 'number', optional: true, hint: 'Las de número menor van primero.' },
  ],
  types: [
    { name: 'name', label: 'Nombre' },
    { name: 'summary', label: 'Resumen', hint: 'Una frase para las tarjetas del sitio.' },
    { name: 'description', label: 'Descripción', type: 'textarea' },
    { name: 'min_width_cm', label: 'Ancho mínimo', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'max_width_cm', label: 'Ancho máximo', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'min_height_cm', label: 'Alto (o salida) mínimo', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'max_height_cm', label: 'Alto (o salida) máximo', type: 'number', hint: SIZE_HINT, half: true },
    {
      name: 'min_billable_area_m2',
      label: 'Área mínima a cobrar',
      type: 'number',
      decimal: true,
      optional: true,
      hint: 'En m²; 1 si lo dejas vacío.',
      half: true,
    },
    {
      name: 'manual_max_width_cm',
      label: 'Ancho máximo sin motor',
      type: 'number',
      optional: true,
      hint: 'Más ancho solo con motor. En centímetros.',
      half: true,
    },
    { name: 'sort', label: 'Orden', type: 'number', optional: true },
  ],
  models: [
    { name: 'name', label: 'Nombre' },
    { name: 'description', label: 'Descripción', type: 'textarea' },
    { name: 'features', label: 'Características', type: 'textarea', optional: true, hint: 'Una por línea.' },
    { name: 'min_width_cm', label: 'Ancho mínimo', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'max_width_cm', label: 'Ancho máximo', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'min_projection_cm', label: 'Salida mínima', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'max_projection_cm', label: 'Salida máxima', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'sort', label: 'Orden', type: 'number', optional: true },
  ],
  fabrics: [
    { name: 'name', label: 'Nombre' },
    { name: 'description', label: 'Descripción', type: 'textarea' },
    { name: 'opacity', label: 'Opacidad', type: 'opacity' },
    {
      name: 'openness_pct',
      label: 'Factor de apertura',
      type: 'number',
      optional: true,
      hint: 'Solo telas screen: 3, 5, 10… (%).',
    },
    { name: 'composition', label: 'Composición', hint: 'Por ejemplo «100 % poliéster».' },
    { name: 'roll_width_cm', label: 'Ancho de rollo', type: 'number', hint: SIZE_HINT, half: true },
    { name: 'weight_gsm', label: 'Peso', type: 'number', optional: true, hint: 'En g/m².', half: true },
  ],
  colors: [
    { name: 'name', label: 'Nombre' },
    { name: 'hex', label: 'Color', type: 'color' },
    {
      name: 'stripe_hex',
      label: 'Color de la raya',
      type: 'color',
      optional: true,
      hint: 'Solo para lonas a rayas: la segunda franja.',
    },
    { name: 'stock', label: 'Existencia', type: 'number', hint: 'Metros de rollo.' },
  ],
};

/** The fields in rows: two consecutive half fields share one. */
function groups(specs: Spec[]): Spec[][] {
  const out: Spec[][] = [];
  for (const spec of specs) {
    const last = out[out.length - 1];
    if (spec.half && last && last.length === 1 && last[0]!.half) last.push(spec);
    else out.push([spec]);
  }
  return out;
}

/** Every field a 422 may name, so its message goes under it. */
const FIELDS = [
  ...new Set([
    ...Object.values(SPECS)
      .flat()
      .map((s) => s.name),
    'widths',
    'projections',
  ]),
];

function messageOf(errors: FieldValues, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** Every message under `prefix` (a price grid, the fabric's types), for one list. */
function messagesUnder(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const own =
    typeof (node as { message?: unknown }).message === 'string' ? [(node as { message: string }).message] : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type')
      .flatMap(([, child]) => messagesUnder(child)),
  ];
}

export type EntryFormTarget = { kind: CatalogKind; entry?: AdminCatalogEntry; parentId: number | null };

export function EntryFormDialog({
  target,
  catalog,
  onClose,
  onSaved,
}: {
  target: EntryFormTarget;
  catalog: AdminCatalog;
  onClose: () => void;
  onSaved: (entry: AdminCatalogEntry) => void;
}) {
  const { kind, entry, parentId } = target;
  const names = CATALOG_KIND_NAMES[kind];
  const resolver = zodResolver(catalogFormSchemas[kind] as never) as unknown as Resolver<FieldValues>;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm<FieldValues>(resolver, {
    defaultValues: (entry ? formOf(entry) : emptyForm(kind, parentId)) as FieldValues,
    fields: FIELDS,
    fallback: 'No se pudo guardar. Inténtalo de nuevo.',
  });

  const onSubmit = handleSubmit(async () => {
    clearFailure();
    const values = getValues() as CatalogForm;
    const saved = entry
      ? await updateCatalogEntry(kind, entry.id, updatePayload(kind, values) as never)
      : await createCatalogEntry(kind, createPayload(kind, values) as never);
    if (!saved.ok) return showFailure(saved.error);
    onSaved(saved.data);
  });

  const formId = `catalogo-${kind}-${entry?.id ?? 'nuevo'}`;
  const title = entry ? `Editar ${names.one}: ${entry.name}` : `Agregar ${names.one}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      wide={kind === 'models' || kind === 'fabrics'}
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onClose}>
            Cancelar
          </button>
          <button
            type="submit"
            form={formId}
            className={panelButton('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Guardando…' : entry ? 'Guardar cambios' : `Guardar ${names.one}`}
          </button>
        </div>
      }
    >
      <FormAlert failure={failure} />
      <form id={formId} className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={title}>
        {groups(SPECS[kind]).map((group) => {
          const fields = group.map((spec) =>
            spec.type === 'color' ? (
              <ColorInput
                key={spec.name}
                label={spec.label}
                hint={spec.hint}
                optional={spec.optional}
                error={messageOf(errors, spec.name)}
                name={spec.name}
                register={register}
                control={control}
                setValue={setValue}
              />
            ) : (
              <SpecField key={spec.name} spec={spec} register={register} error={messageOf(errors, spec.name)} />
            ),
          );
          return group.length > 1 ? (
            <div key={group[0]!.name} className={formStyles.row}>
              {fields}
            </div>
          ) : (
            fields
          );
        })}
        {kind === 'models' ? <GridEditor register={register} control={control} errors={errors} /> : null}
        {kind === 'fabrics' ? (
          <FabricTypes
            register={register}
            control={control}
            errors={errors}
            catalog={catalog}
            lineId={Number(entry && 'line_id' in entry ? entry.line_id : parentId)}
          />
        ) : null}
        {entry ? null : (
          <CheckboxField
            label="Publicar al guardar"
            hint="Sin marcar se guarda como borrador: no aparece en el sitio ni en el cotizador hasta que lo publiques."
            {...register('published')}
          />
        )}
      </form>
    </Dialog>
  );
}

function SpecField({
  spec,
  register,
  error,
}: {
  spec: Spec;
  register: UseFormRegister<FieldValues>;
  error: string | undefined;
}) {
  const common = { label: spec.label, hint: spec.hint, optional: spec.optional, error };
  if (spec.type === 'textarea') return <TextArea {...common} {...register(spec.name)} />;
  if (spec.type === 'opacity') {
    return (
      <SelectField
        {...common}
        placeholder="Elige la opacidad"
        options={OPACITIES.map((value) => ({ value, label: opacityLabel(value) }))}
        {...register(spec.name)}
      />
    );
  }
  if (spec.type === 'number')
    return (
      <Field {...common} inputMode={spec.decimal ? 'decimal' : 'numeric'} autoComplete="off" {...register(spec.name)} />
    );
  return <Field {...common} autoComplete="off" {...register(spec.name)} />;
}

type Described = { label: string; hint?: string; optional?: boolean; error?: string };

function TextArea({ label, hint, optional, error, ...props }: Described & ReturnType<UseFormRegister<FieldValues>>) {
  const id = `campo-${props.name}`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {optional ? <span className={fieldStyles.optional}> (opcional)</span> : null}
      </label>
      <textarea
        id={id}
        rows={3}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-ayuda` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        {...props}
      />
      {hint ? (
        <p id={`${id}-ayuda`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A hex colour typed or picked: the text box is what is sent, the palette fills it. */
function ColorInput({
  name,
  register,
  control,
  setValue,
  ...described
}: Described & {
  name: string;
  register: UseFormRegister<FieldValues>;
  control: EditorProps['control'];
  setValue: UseFormSetValue<FieldValues>;
}) {
  const typed = String(useWatch({ control, name }) ?? '');
  return (
    <div className={formStyles.row}>
      <Field {...described} autoComplete="off" spellCheck={false} placeholder="#A1B2C3" {...register(name)} />
      <Field
        label={`${described.label}: paleta`}
        type="color"
        value={/^#[0-9A-Fa-f]{6}$/.test(typed) ? typed.toLowerCase() : '#cccccc'}
        onChange={(event) =>
          setValue(name, event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
        }
      />
    </div>
  );
}

type EditorProps = {
  register: UseFormRegister<FieldValues>;
  control: ReturnType<typeof useApiForm<FieldValues>>['control'];
  errors: FieldValues;
};

/** The awning model's price grid: width bands (rows) × projections (columns), a public price per cell. */
function GridEditor({ register, control, errors }: EditorProps) {
  const widths = parseBands(String(useWatch({ control, name: 'widths' }) ?? ''));
  const projections = parseBands(String(useWatch({ control, name: 'projections' }) ?? ''));
  const problems = [...new Set(messagesUnder(errors.grid))];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Rejilla de precios</legend>
      <p className={styles.hint}>
        Precio público por toldo completo, en pesos antes de IVA. El precio de distribuidor se calcula al 72 % en las
        celdas nuevas; puedes cambiarlo en Inventario › Precios.
      </p>
      <div className={formStyles.row}>
        <Field
          label="Anchos (cm)"
          hint="Hasta dónde llega cada banda, separados por comas: 300, 400, 500."
          error={messageOf(errors, 'widths')}
          autoComplete="off"
          {...register('widths')}
        />
        <Field
          label="Salidas (cm)"
          hint="Separadas por comas: 150, 200, 250."
          error={messageOf(errors, 'projections')}
          autoComplete="off"
          {...register('projections')}
        />
      </div>
      {problems.length ? (
        <ul className={styles.errors} role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {widths.length && projections.length ? (
        <div className={styles.gridScroll} role="region" aria-label="Precios por ancho y salida" tabIndex={0}>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col">Ancho \ salida</th>
                {projections.map((p) => (
                  <th key={p} scope="col">
                    {p} cm
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {widths.map((w) => (
                <tr key={w}>
                  <th scope="row">hasta {w} cm</th>
                  {projections.map((p) => (
                    <td key={p}>
                      <input
                        className={styles.gridInput}
                        inputMode="decimal"
                        aria-label={`Precio hasta ${w} cm de ancho y ${p} cm de salida`}
                        {...register(`prices.${cellKey(w, p)}`)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The types a fabric is made in (of its line), each with its price per m². */
function FabricTypes({
  register,
  control,
  errors,
  catalog,
  lineId,
}: EditorProps & { catalog: AdminCatalog; lineId: number }) {
  const types = catalog.types.filter((t) => t.line_id === lineId);
  const rows = (useWatch({ control, name: 'prices' }) ?? {}) as Record<string, { on?: boolean } | undefined>;
  const problems = [...new Set(messagesUnder(errors.types))];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tipos en que se fabrica y precio por m²</legend>
      {problems.length ? (
        <ul className={styles.errors} role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {types.map((type) => {
        const on = Boolean(rows[String(type.id)]?.on);
        return (
          <div key={type.id} className={styles.typePrice}>
            <CheckboxField
              label={`${type.name}${type.published ? '' : ' (borrador)'}`}
              {...register(`prices.${type.id}.on`)}
            />
            {on ? (
              <>
                <Field
                  label={`Precio público de ${type.name}`}
                  hint="Pesos por m², antes de IVA."
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`prices.${type.id}.public_price`)}
                />
                <Field
                  label={`Precio distribuidor de ${type.name}`}
                  optional
                  hint="Vacío: 72 % del público."
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`prices.${type.id}.distributor_price`)}
                />
              </>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
