'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { resetPassword } from '@/lib/api/auth';
import { resetPasswordFormResolver } from '@/lib/validation/public-forms';
import { FormAlert, FormLinks, FormOutcome, SubmitButton } from './form-parts';
import styles from './form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { useApiForm } from './use-api-form';
import { FeatureGate } from '@/components/ui/feature-unavailable';
import { INVITATION_VALIDITY_DAYS } from '@/lib/contract/invitation-rules';

const FIELDS = ['password', 'password_confirmation'] as const;
const FALLBACK_ERROR = 'No pudimos cambiar tu contraseña. Inténtalo de nuevo.';

type Outcome = { kind: 'done'; message: string } | { kind: 'bad-token'; messages: string[] };

function RequestNewLink() {
  return (
    <Link href="/recuperar" className={styles.actionLink}>
      Solicitar un enlace nuevo
    </Link>
  );
}

/**
 * Reads `?token=` from the link we mailed; render it inside a Suspense boundary. Resetting is beyond
 * spec §7 (which only sends the e-mail): a host without it gets a note instead of the form.
 * `invitation`: the link of an invitation (`&invitacion=1`), which sets a first password — the
 * same call and token, in the words of someone who never had one.
 */
export function ResetPasswordForm({ invitation = false }: { invitation?: boolean }) {
  return (
    <FeatureGate feature="password_reset">
      <ResetPasswordFields invitation={invitation} />
    </FeatureGate>
  );
}

function ResetPasswordFields({ invitation }: { invitation: boolean }) {
  const token = useSearchParams().get('token')?.trim() ?? '';
  if (!token) {
    return (
      <FormOutcome tone="info" title="Falta el enlace de recuperación">
        <p>
          Para crear una contraseña nueva abre el enlace que te enviamos por correo. Si no lo encuentras o ya venció,
          pide uno nuevo.
        </p>
        <RequestNewLink />
      </FormOutcome>
    );
  }
  return <NewPasswordForm token={token} invitation={invitation} />;
}

function NewPasswordForm({ token, invitation }: { token: string; invitation: boolean }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(resetPasswordFormResolver, {
    defaultValues: { token, password: '', password_confirmation: '' },
    fields: FIELDS,
    fallback: FALLBACK_ERROR,
  });

  const onSubmit = handleSubmit(async (data) => {
    clearFailure();
    const reply = await resetPassword(data);
    if (reply.ok) {
      setOutcome({ kind: 'done', message: typeof reply.data?.message === 'string' ? reply.data.message : '' });
      return;
    }
    const body = reply.error;
    // An expired, used or unknown link: the form cannot succeed, so it gives way to the way out.
    const tokenMessages = body?.errors?.token;
    if (tokenMessages) {
      setOutcome({ kind: 'bad-token', messages: tokenMessages });
      return;
    }
    showFailure(body);
  });

  if (outcome?.kind === 'done') {
    return (
      <FormOutcome tone="success" title={invitation ? 'Tu contraseña quedó lista' : 'Tu contraseña se cambió'}>
        <p>{outcome.message || 'Ya puedes iniciar sesión con tu nueva contraseña.'}</p>
        <Link href="/login" className={styles.actionLink}>
          Iniciar sesión
        </Link>
      </FormOutcome>
    );
  }

  if (outcome?.kind === 'bad-token') {
    return (
      <FormOutcome tone="danger" title="Este enlace ya no sirve">
        {outcome.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        {invitation ? (
          <p>
            Por seguridad, cada invitación vence a los {INVITATION_VALIDITY_DAYS} días y sirve una sola vez. Pide a
            quien te invitó que te envíe una nueva, o solicita un enlace con tu correo.
          </p>
        ) : (
          <p>Por seguridad, cada enlace vence a los 60 minutos y sirve una sola vez.</p>
        )}
        <RequestNewLink />
      </FormOutcome>
    );
  }

  return (
    <>
      <FormAlert failure={failure} />
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          labels={
            invitation
              ? { password: 'Contraseña', confirmation: 'Confirma tu contraseña' }
              : { password: 'Nueva contraseña', confirmation: 'Confirma tu nueva contraseña' }
          }
          register={register}
          control={control}
          errors={errors}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Guardando…">
          Guardar contraseña
        </SubmitButton>
      </form>
      <FormLinks>
        <Link href="/recuperar">Solicitar un enlace nuevo</Link>
      </FormLinks>
    </>
  );
}
