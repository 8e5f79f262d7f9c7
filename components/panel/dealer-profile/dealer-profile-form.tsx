'use client';

// A distributor's page data, edited by the distributor itself (Mi perfil) or an admin (Usuarios):
// hours, products, services and a short description (GET/PUT /api/dealer-profile/{userId}).
// The week's rules are checked here first with the contract's own check, then by the server;
// each message goes to its row or field, the rest to the alert above the button.

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import fieldStyles from '@/components/forms/field.module.css';
import { FormAlert, SubmitButton, type FormFailure } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { saveDealerProfile, useDealerProfile } from '@/lib/api/dealer-profiles';
import type { ApiErrorBody } from '@/lib/contract/common';
import {
  DEALER_PRODUCTS,
  DEALER_SERVICES,
  DESCRIPTION_MAX,
  hoursIssues,
  PRODUCT_LABELS,
  SERVICE_LABELS,
  type DealerProduct,
  type DealerProfile,
  type DealerService,
} from '@/lib/contract/dealer-profiles';
import { draftFromHours, hoursFromDraft, originOfError, type Origin, type WeekDraft } from '@/lib/dealers/hours-editor';
import { ErrorBox, LoadingStatus, Notice, SkeletonLines } from '../ui';
import { HoursEditor, hoursErrorKey } from './hours-editor';
import styles from './dealer-profile.module.css';

type Props = {
  userId: number;
  /** "tu página" (the distributor's own) or "su página" (an admin editing someone's). */
  own: boolean;
};

export function DealerProfileForm({ userId, own }: Props) {
  const { data, error, mutate } = useDealerProfile(userId);
  if (error) return <ErrorBox error={error} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <>
        <LoadingStatus>Cargando la página de distribuidor…</LoadingStatus>
        <SkeletonLines lines={6} />
      </>
    );
  }
  return (
    <Editor
      key={data.user_id}
      profile={data}
      own={own}
      onSaved={(saved) => void mutate(saved, { revalidate: false })}
    />
  );
}

type Errors = Record<string, string>;

/** Messages of a 422 (or of the local check) by where they show: an hours row, a field, or the alert. */
function placeErrors(
  body: Record<string, string[]>,
  origins: readonly Origin[],
): { errors: Errors; details: string[] } {
  const errors: Errors = {};
  const details: string[] = [];
  for (const [key, messages] of Object.entries(body)) {
    const message = messages[0];
    if (!message) continue;
    const origin = originOfError(key, origins);
    const field = key.split('.')[0]!;
    if (origin)
      errors[hoursErrorKey(origin.day, origin.slot, origin.field === 'day' ? 'opens' : origin.field)] ??= message;
    else if (['products', 'services', 'description'].includes(field)) errors[field] ??= message;
    else details.push(message);
  }
  return { errors, details };
}

function Editor({
  profile,
  own,
  onSaved,
}: {
  profile: DealerProfile;
  own: boolean;
  onSaved: (profile: DealerProfile) => void;
}) {
  const id = useId();
  const [week, setWeek] = useState<WeekDraft>(() => draftFromHours(profile.opening_hours));
  const [products, setProducts] = useState<DealerProduct[]>(profile.products);
  const [services, setServices] = useState<DealerService[]>(profile.services);
  const [description, setDescription] = useState(profile.description ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const whose = own ? 'tu' : 'su';

  const touch = () => setSaved(false);
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);

  const showErrors = (body: Record<string, string[]>, origins: readonly Origin[], message: string) => {
    const placed = placeErrors(body, origins);
    setErrors(placed.errors);
    setFailure({ message, details: placed.details });
    // The first field with a message takes the focus, so it is read out.
    window.requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#${CSS.escape(id)}-form [aria-invalid="true"]`)?.focus(),
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const { hours, origins } = hoursFromDraft(week);
    const local = hoursIssues(hours);
    if (local.length > 0) {
      showErrors(
        Object.fromEntries(local.map((issue) => [`opening_hours.${issue.path.join('.')}`, [issue.message]])),
        origins,
        'Revisa el horario: hay días con horas que no cuadran.',
      );
      return;
    }
    setPending(true);
    const result = await saveDealerProfile(profile.user_id, { opening_hours: hours, products, services, description });
    setPending(false);
    if (!result.ok) {
      const body: ApiErrorBody | null = result.error;
      showErrors(body?.errors ?? {}, origins, body?.message ?? 'No se pudo guardar. Inténtalo de nuevo.');
      return;
    }
    setErrors({});
    setSaved(true);
    onSaved(result.data);
  };

  return (
    <form
      id={`${id}-form`}
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Página de distribuidor: horario, productos y servicios`}
    >
      {!profile.public ? (
        <Notice tone="info">
          {own
            ? 'Tu página aún no es pública: aparece cuando tu cuenta está activa y visible en el mapa, con su ubicación. Pídelo al administrador.'
            : 'Esta página aún no es pública: la cuenta debe estar activa, visible en el mapa y con coordenadas.'}
        </Notice>
      ) : null}

      <HoursEditor
        idPrefix={id}
        week={week}
        onChange={(next) => {
          setWeek(next);
          touch();
        }}
        errors={errors}
        disabled={pending}
      />

      <div className={styles.offerColumns}>
        <fieldset
          className={styles.checks}
          disabled={pending}
          aria-describedby={errors.products ? `${id}-productos-error` : undefined}
        >
          <legend className={styles.legend}>Productos que vende</legend>
          {DEALER_PRODUCTS.map((product) => (
            <label key={product} className={fieldStyles.checkRow}>
              <input
                type="checkbox"
                className={fieldStyles.checkbox}
                checked={products.includes(product)}
                onChange={(event) => {
                  setProducts(toggle(products, product, event.target.checked));
                  touch();
                }}
              />
              <span className={fieldStyles.checkLabel}>{PRODUCT_LABELS[product]}</span>
            </label>
          ))}
          {errors.products ? (
            <p id={`${id}-productos-error`} className={fieldStyles.error}>
              {errors.products}
            </p>
          ) : null}
        </fieldset>
        <fieldset
          className={styles.checks}
          disabled={pending}
          aria-describedby={errors.services ? `${id}-servicios-error` : undefined}
        >
          <legend className={styles.legend}>Servicios</legend>
          {DEALER_SERVICES.map((service) => (
            <label key={service} className={fieldStyles.checkRow}>
              <input
                type="checkbox"
                className={fieldStyles.checkbox}
                checked={services.includes(service)}
                onChange={(event) => {
                  setServices(toggle(services, service, event.target.checked));
                  touch();
                }}
              />
              <span className={fieldStyles.checkLabel}>{SERVICE_LABELS[service]}</span>
            </label>
          ))}
          {errors.services ? (
            <p id={`${id}-servicios-error`} className={fieldStyles.error}>
              {errors.services}
            </p>
          ) : null}
        </fieldset>
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-descripcion`} className={fieldStyles.label}>
          Descripción <span className={fieldStyles.optional}>(opcional)</span>
        </label>
        <p id={`${id}-descripcion-ayuda`} className={fieldStyles.hint}>
          Dos o tres frases: tu especialidad, la zona que atiendes. {description.length}/{DESCRIPTION_MAX} caracteres.
        </p>
        <textarea
          id={`${id}-descripcion`}
          className={`${fieldStyles.control} ${styles.textarea}`}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={description}
          disabled={pending}
          onChange={(event) => {
            setDescription(event.target.value);
            touch();
          }}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-descripcion-ayuda${errors.description ? ` ${id}-descripcion-error` : ''}`}
        />
        {errors.description ? (
          <p id={`${id}-descripcion-error`} className={fieldStyles.error}>
            {errors.description}
          </p>
        ) : null}
      </div>

      <FormAlert failure={failure} />
      <div className={styles.footer}>
        <SubmitButton pending={pending} pendingLabel="Guardando…">
          Guardar {whose} página
        </SubmitButton>
        <Link href={profile.path} className={styles.pageLink} target="_blank" rel="noopener">
          Ver {whose} página pública<span className="visually-hidden"> (se abre en otra pestaña)</span>
        </Link>
      </div>
      <p role="status" className={saved ? styles.saved : 'visually-hidden'}>
        {saved ? `Guardado. ${own ? 'Tu' : 'Su'} página ya muestra el horario y los servicios nuevos.` : ''}
      </p>
    </form>
  );
}
