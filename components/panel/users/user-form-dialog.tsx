'use client';

// Add a user with a password typed by the administrator (POST /api/user-add/: a host without
// invitations, see invite-user-dialog.tsx) or edit one (PUT /api/user-update/{id}, only the changed
// fields) in one form, validated in the browser with the API's own schemas. The server's 422
// messages are shown under their fields, as received.

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import '@/lib/contract/zod-config';
import { z } from 'zod';
import { EmailField, Field, PasswordField, SelectField } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { PlaceFields } from '@/components/forms/place-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { addUser, updateUser } from '@/lib/api/users';
import type { ApiResult } from '@/lib/api/transport';
import type { UserUpdate, User } from '@/lib/contract/users';
import { useRoles } from '@/lib/api/roles';
import { password, percentage } from '@/lib/contract/fields';
import { addUserSchema, updateUserSchema } from '@/lib/contract/users';
import { panelButton } from '../ui/button-class';
import { Dialog } from './dialog';
import { DistributorSelect } from './distributor-select';
import {
  buildNewUserPayload,
  buildUserUpdatePayload,
  EMPTY_USER_FORM,
  isEmptyPayload,
  userToFormValues,
  type UserFormValues,
} from './payload';
import styles from './users.module.css';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/fields';

const FIELDS = [
  'name',
  'email',
  'password',
  'role_id',
  'phone',
  'company',
  'state_id',
  'municipality_id',
  'address',
  'distributor_id',
  'discount_limit_pct',
] as const satisfies readonly (keyof UserFormValues)[];

const PICK = {
  name: true,
  email: true,
  password: true,
  role_id: true,
  phone: true,
  company: true,
  state_id: true,
  municipality_id: true,
  address: true,
  distributor_id: true,
} as const;

/** The API's schemas, limited to the fields this form has. */
const addFormSchema = addUserSchema.pick(PICK);
/** Editing: an empty password keeps the current one. */
const editFormSchema = updateUserSchema.pick({ ...PICK, discount_limit_pct: true }).extend({
  password: z.preprocess((value) => (value === '' ? undefined : value), password().optional()),
  discount_limit_pct: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    percentage('el descuento máximo', 50).optional(),
  ),
});

// The form keeps strings (inputs and selects); the payload builders turn them into the JSON.
const addResolver = zodResolver(addFormSchema) as unknown as Resolver<UserFormValues>;
const editResolver = zodResolver(editFormSchema) as unknown as Resolver<UserFormValues>;

type UserFormDialogProps =
  | {
      mode: 'add';
      user?: undefined;
      onClose: () => void;
      onSaved: (user: User) => void;
      fallbackFocus?: () => HTMLElement | null;
    }
  | {
      mode: 'edit';
      user: User;
      onClose: () => void;
      onSaved: (user: User) => void;
      fallbackFocus?: () => HTMLElement | null;
    };

export function UserFormDialog({ mode, user, onClose, onSaved, fallbackFocus }: UserFormDialogProps) {
  const [info, setInfo] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(mode === 'add' ? addResolver : editResolver, {
    defaultValues: user ? userToFormValues(user) : { ...EMPTY_USER_FORM },
    fields: FIELDS,
    fallback:
      mode === 'add'
        ? 'No se pudo crear la cuenta. Inténtalo de nuevo.'
        : 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
  });

  const roles = useRoles();
  const roleValue = useWatch({ control, name: 'role_id' });
  const chosenRole = roles.data?.find((role) => String(role.id) === roleValue);
  const isCustomer = chosenRole?.name === 'customer';
  const isDistributor = chosenRole?.name === 'distributor';

  const onSubmit = handleSubmit(async () => {
    clearFailure();
    setInfo('');
    const values = getValues();
    let saved: ApiResult<User>;
    if (mode === 'add') {
      saved = await addUser(buildNewUserPayload(values, isCustomer));
    } else {
      const payload = buildUserUpdatePayload(values, user, isCustomer, isDistributor);
      if (isEmptyPayload(payload)) {
        setInfo('No cambiaste ningún dato.');
        return;
      }
      // UserUpdate has no nulls; the API takes null to clear a field (see payload.ts).
      saved = await updateUser(user.id, payload as UserUpdate);
    }
    if (!saved.ok) {
      showFailure(saved.error);
      return;
    }
    onSaved(saved.data);
  });

  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.label }));

  return (
    <Dialog
      title={mode === 'add' ? 'Agregar usuario' : `Editar a ${user.name}`}
      size="large"
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <FormAlert failure={failure} />
      <form
        className={formStyles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={mode === 'add' ? 'Nuevo usuario' : `Datos de ${user.name}`}
      >
        <div className={formStyles.row}>
          <Field
            label="Nombre completo"
            autoComplete="off"
            required
            error={errors.name?.message}
            data-autofocus=""
            {...register('name')}
          />
          <EmailField autoComplete="off" error={errors.email?.message} {...register('email')} />
        </div>
        <div className={formStyles.row}>
          <PasswordField
            label={mode === 'add' ? 'Contraseña' : 'Nueva contraseña'}
            optional={mode === 'edit'}
            required={mode === 'add'}
            autoComplete="new-password"
            hint={
              mode === 'add'
                ? `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`
                : `Déjala vacía para conservar la actual. Una nueva (al menos ${PASSWORD_MIN_LENGTH} caracteres) cierra sus sesiones abiertas.`
            }
            error={errors.password?.message}
            {...register('password')}
          />
          <Controller
            control={control}
            name="role_id"
            render={({ field }) => (
              <SelectField
                label="Rol"
                required
                placeholder={
                  roles.isLoading ? 'Cargando roles…' : roles.error ? 'No se pudieron cargar los roles' : 'Elige el rol'
                }
                options={roleOptions}
                error={errors.role_id?.message ?? (roles.error ? roles.error.body.message : undefined)}
                {...field}
              />
            )}
          />
        </div>
        {isCustomer ? (
          <DistributorSelect
            control={control}
            name="distributor_id"
            currentId={user?.distributor_id ?? null}
            error={errors.distributor_id?.message}
          />
        ) : null}
        {mode === 'edit' && isDistributor ? (
          <Field
            label="Descuento máximo en sus cotizaciones (%)"
            optional
            inputMode="decimal"
            autoComplete="off"
            hint="Vacío: el de las condiciones de venta. Hasta 50 %."
            error={errors.discount_limit_pct?.message}
            {...register('discount_limit_pct')}
          />
        ) : null}
        <div className={formStyles.row}>
          <Field
            label="Teléfono"
            optional
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="10 dígitos, por ejemplo 33 1234 5678."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Field label="Empresa" optional autoComplete="off" error={errors.company?.message} {...register('company')} />
        </div>
        <div className={formStyles.row}>
          <PlaceFields control={control} setValue={setValue} voice="el" optional />
        </div>
        <Field label="Dirección" optional autoComplete="off" error={errors.address?.message} {...register('address')} />
        {info ? (
          <p role="status" className={styles.formInfo}>
            {info}
          </p>
        ) : null}
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
            {isSubmitting
              ? mode === 'add'
                ? 'Creando la cuenta…'
                : 'Guardando…'
              : mode === 'add'
                ? 'Crear usuario'
                : 'Guardar cambios'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
