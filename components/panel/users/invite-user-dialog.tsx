'use client';

// Add a user by inviting them (POST /api/users/invitations): the administrator names the account
// and its role, and the person chooses its own password from the mailed link. A distributor is
// asked where it is and what it sells — its page in the dealer locator shows them — and the page's
// address is previewed as it is typed. Validated in the browser with the API's own schema; the
// server's 422 messages are shown under their fields, as received.

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import '@/lib/contract/zod-config';
import { EmailField, Field, SelectField } from '@/components/forms/field';
import fieldStyles from '@/components/forms/field.module.css';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { PlaceFields } from '@/components/forms/place-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useStates } from '@/lib/api/geo';
import { useRoles } from '@/lib/api/roles';
import { inviteUser } from '@/lib/api/users';
import { DEALER_PRODUCTS, PRODUCT_LABELS } from '@/lib/contract/dealer-offer';
import { DISTRIBUTOR_REQUIRED, INVITATION_VALIDITY_DAYS, inviteUserSchema } from '@/lib/contract/invitations';
import type { User } from '@/lib/contract/users';
import { panelButton } from '../ui/button-class';
import { Dialog } from './dialog';
import { DistributorSelect } from './distributor-select';
import { buildInvitationPayload, EMPTY_INVITE_FORM, pagePathPreview, type InviteFormValues } from './invite-payload';
import styles from './invitations.module.css';
import usersStyles from './users.module.css';

const FIELDS = [
  'name',
  'email',
  'role_id',
  'phone',
  'company',
  'state_id',
  'municipality_id',
  'address',
  'distributor_id',
  'products',
] as const satisfies readonly (keyof InviteFormValues)[];

const baseSchema = inviteUserSchema.pick({
  name: true,
  email: true,
  role_id: true,
  phone: true,
  company: true,
  state_id: true,
  municipality_id: true,
  address: true,
  distributor_id: true,
});

/** The API's schema, plus what a distributor must have when `distributorRoleId` is the chosen role. */
function formSchema(distributorRoleId: number | null) {
  return baseSchema.superRefine((values, ctx) => {
    if (distributorRoleId === null || values.role_id !== distributorRoleId) return;
    for (const field of ['state_id', 'municipality_id', 'address'] as const)
      if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: DISTRIBUTOR_REQUIRED[field] });
  });
}

type InviteUserDialogProps = {
  onClose: () => void;
  onInvited: (user: User) => void;
};

export function InviteUserDialog({ onClose, onInvited }: InviteUserDialogProps) {
  const id = useId();
  const roles = useRoles();
  const distributorRoleId = roles.data?.find((role) => role.name === 'distributor')?.id ?? null;
  // The resolver is made once; it reads the distributor role's id, known once the roles load.
  const distributorRole = useRef(distributorRoleId);
  useEffect(() => {
    distributorRole.current = distributorRoleId;
  });
  const resolver = useMemo<Resolver<InviteFormValues>>(
    () => (values, context, options) =>
      (zodResolver(formSchema(distributorRole.current)) as unknown as Resolver<InviteFormValues>)(
        values,
        context,
        options,
      ),
    [],
  );

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
  } = useApiForm(resolver, {
    defaultValues: { ...EMPTY_INVITE_FORM, products: [] },
    fields: FIELDS,
    fallback: 'No se pudo enviar la invitación. Inténtalo de nuevo.',
  });

  const roleValue = useWatch({ control, name: 'role_id' });
  const role = roles.data?.find((candidate) => String(candidate.id) === roleValue)?.name;
  const isDistributor = role === 'distributor';

  const onSubmit = handleSubmit(async () => {
    clearFailure();
    const sent = await inviteUser(buildInvitationPayload(getValues(), role));
    if (!sent.ok) {
      showFailure(sent.error);
      return;
    }
    onInvited(sent.data);
  });

  const roleOptions = (roles.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label }));

  return (
    <Dialog
      title="Agregar usuario"
      description={
        <p>
          Le enviaremos un correo con un enlace para que cree su propia contraseña; el enlace vence en{' '}
          {INVITATION_VALIDITY_DAYS} días. Hasta entonces, la lista lo muestra con «Invitación pendiente».
        </p>
      }
      size="large"
      onClose={onClose}
    >
      <FormAlert failure={failure} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Nuevo usuario">
        <div className={formStyles.row}>
          <Field
            label="Nombre completo"
            autoComplete="off"
            required
            error={errors.name?.message}
            data-autofocus=""
            {...register('name')}
          />
          <EmailField
            autoComplete="off"
            hint="Ahí le llegará la invitación."
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className={formStyles.row}>
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
          {role === 'customer' ? (
            <DistributorSelect
              control={control}
              name="distributor_id"
              currentId={null}
              error={errors.distributor_id?.message}
            />
          ) : null}
        </div>
        {isDistributor ? (
          <DealerFields
            id={id}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors}
            disabled={isSubmitting}
          />
        ) : (
          <>
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
              <Field
                label="Empresa"
                optional
                autoComplete="off"
                error={errors.company?.message}
                {...register('company')}
              />
            </div>
            <div className={formStyles.row}>
              <PlaceFields control={control} setValue={setValue} voice="el" optional />
            </div>
            <Field
              label="Dirección"
              optional
              autoComplete="off"
              error={errors.address?.message}
              {...register('address')}
            />
          </>
        )}
        <div className={usersStyles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onClose}>
            Cancelar
          </button>
          <button
            type="submit"
            className={panelButton('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Enviando la invitación…' : 'Enviar invitación'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type Form = ReturnType<typeof useApiForm<InviteFormValues>>;
type DealerFieldsProps = {
  id: string;
  control: Form['control'];
  register: Form['register'];
  setValue: Form['setValue'];
  errors: Form['formState']['errors'];
  disabled: boolean;
};

/** A new distributor's place and page: what the locator shows of it. */
function DealerFields({ id, control, register, setValue, errors, disabled }: DealerFieldsProps) {
  const [name, company, stateId] = useWatch({ control, name: ['name', 'company', 'state_id'] });
  const states = useStates();
  const stateName = states.data?.find((state) => String(state.id) === stateId)?.name ?? null;
  const preview = pagePathPreview(company ?? '', name ?? '', stateName);
  const productsError = errors.products?.message;
  return (
    <fieldset className={styles.dealer} aria-describedby={`${id}-pagina`}>
      <legend className={styles.legend}>Ubicación y página del distribuidor</legend>
      <p id={`${id}-pagina`} className={styles.hint}>
        Su página del localizador muestra estos datos. Después le pondrás su punto en el mapa; aparecerá en el mapa
        cuando lo muestres.
      </p>
      <div className={formStyles.row}>
        <Field
          label="Nombre comercial"
          optional
          autoComplete="off"
          hint="Nombra su página; sin él, se usa el nombre de la persona."
          error={errors.company?.message}
          {...register('company')}
        />
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
      </div>
      <div className={formStyles.row}>
        <PlaceFields control={control} setValue={setValue} voice="el" />
      </div>
      <Field label="Dirección" required autoComplete="off" error={errors.address?.message} {...register('address')} />
      <fieldset
        className={styles.checks}
        disabled={disabled}
        aria-describedby={productsError ? `${id}-productos-error` : undefined}
      >
        <legend className={styles.legend}>
          Productos que vende <span className={fieldStyles.optional}>(opcional)</span>
        </legend>
        <div className={styles.checkList}>
          {DEALER_PRODUCTS.map((product) => (
            <label key={product} className={fieldStyles.checkRow}>
              <input type="checkbox" className={fieldStyles.checkbox} value={product} {...register('products')} />
              <span className={fieldStyles.checkLabel}>{PRODUCT_LABELS[product]}</span>
            </label>
          ))}
        </div>
        {productsError ? (
          <p id={`${id}-productos-error`} className={fieldStyles.error}>
            {productsError}
          </p>
        ) : null}
      </fieldset>
      <p className={styles.preview} aria-live="polite">
        {preview ? (
          <>
            Su página quedará en <span className={styles.path}>{preview}</span>
            {' (con un número al final si otro distribuidor ya usa ese nombre).'}
          </>
        ) : (
          'Escribe su nombre para ver la dirección de su página.'
        )}
      </p>
    </fieldset>
  );
}
