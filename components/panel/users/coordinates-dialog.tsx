'use client';

// A user's place on the dealer map: typed as latitude and longitude, or picked on the map
// (PUT /api/add-coordinates/{id}). The server's range messages are shown under the fields.

import { zodResolver } from '@hookform/resolvers/zod';
import dynamic from 'next/dynamic';
import { useWatch, type Resolver } from 'react-hook-form';
import '@/lib/contract/zod-config';
import { z } from 'zod';
import { Field } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { addCoordinates } from '@/lib/api/users';
import type { User } from '@/lib/contract/users';
import { coordinatesSchema } from '@/lib/contract/users';
import { panelButton } from '../ui/button-class';
import type { CoordinatesMapProps, LatLng } from './coordinates-map';
import { Dialog } from './dialog';
import { formatCoordinate, looksLikeUser } from './format';
import styles from './users.module.css';

function MapPlaceholder() {
  return (
    <div className={`${styles.mapBox} ${styles.mapLoading}`} aria-hidden="true">
      <span>Cargando el mapa…</span>
    </div>
  );
}

const CoordinatesMap = dynamic<CoordinatesMapProps>(() => import('./coordinates-map'), {
  ssr: false,
  loading: MapPlaceholder,
});

type CoordinatesForm = { lat: string; lng: string };

/** A decimal comma is read as a point ("20,67" → 20.67). */
const decimal = (value: string) => value.trim().replace(',', '.');

/** The API's schema (range and messages), fed with what was typed; empty counts as missing. */
const typed = (value: unknown) => (typeof value === 'string' ? decimal(value) || undefined : value);
const formSchema = z.object({
  lat: z.preprocess(typed, coordinatesSchema.shape.lat),
  lng: z.preprocess(typed, coordinatesSchema.shape.lng),
});
const resolver = zodResolver(formSchema) as unknown as Resolver<CoordinatesForm, unknown, z.output<typeof formSchema>>;

const FIELDS = ['lat', 'lng'] as const;

function pointOf(values: Partial<CoordinatesForm>): LatLng | null {
  const lat = Number(decimal(values.lat ?? ''));
  const lng = Number(decimal(values.lng ?? ''));
  if (values.lat?.trim() === '' || values.lng?.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  if (Math.abs(lat) > 85 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

type CoordinatesDialogProps = {
  user: User;
  onClose: () => void;
  /** The updated user when the server returned it. */
  onSaved: (user: User | null) => void;
  fallbackFocus?: () => HTMLElement | null;
  /** Said first (a new distributor's last step). */
  intro?: string;
};

export function CoordinatesDialog({ user, onClose, onSaved, fallbackFocus, intro }: CoordinatesDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(resolver, {
    defaultValues: {
      lat: user.coordinates ? formatCoordinate(user.coordinates.lat) : '',
      lng: user.coordinates ? formatCoordinate(user.coordinates.lng) : '',
    },
    fields: FIELDS,
    fallback: 'No se pudo guardar la ubicación. Inténtalo de nuevo.',
  });
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const point = pointOf({ lat, lng });

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    const result = await addCoordinates(user.id, { lat: values.lat, lng: values.lng });
    if (!result.ok) {
      showFailure(result.error);
      return;
    }
    onSaved(looksLikeUser(result.data) ? (result.data as unknown as User) : null);
  });

  function onPick(picked: LatLng) {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('lat', formatCoordinate(picked.lat), options);
    setValue('lng', formatCoordinate(picked.lng), options);
  }

  return (
    <Dialog
      title={`Ubicación de ${user.name}`}
      description={
        <p>
          {intro ? `${intro} ` : null}
          {user.coordinates
            ? `Guardada: ${formatCoordinate(user.coordinates.lat)}, ${formatCoordinate(user.coordinates.lng)}.`
            : 'Aún no tiene una ubicación guardada.'}{' '}
          Escribe la latitud y la longitud, o haz clic en el mapa para llenarlas.
          {user.role.name === 'distributor' ? ' Es el punto donde aparece en el mapa de distribuidores.' : ''}
        </p>
      }
      size="large"
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <FormAlert failure={failure} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={`Coordenadas de ${user.name}`}>
        <div className={formStyles.row}>
          <Field
            label="Latitud"
            inputMode="decimal"
            autoComplete="off"
            hint="Entre 14 y 33, por ejemplo 20.6736."
            required
            error={errors.lat?.message}
            {...register('lat')}
          />
          <Field
            label="Longitud"
            inputMode="decimal"
            autoComplete="off"
            hint="Entre -119 y -86, por ejemplo -103.344."
            required
            error={errors.lng?.message}
            {...register('lng')}
          />
        </div>
        <CoordinatesMap value={point} onPick={onPick} />
        <div className={styles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onClose}>
            Cancelar
          </button>
          <button
            type="submit"
            className={panelButton('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Guardando…' : 'Guardar ubicación'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
