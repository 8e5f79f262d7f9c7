'use client';

import { useState } from 'react';
import { z } from 'zod';
import { Field } from '@/components/forms/field';
import { FormAlert, SubmitButton } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { saveBlob } from '@/lib/api/download';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  useTwoFactorStatus,
} from '@/lib/api/two-factor';
import type { TwoFactorSetup } from '@/lib/contract/two-factor';
import { Card, Dialog, ErrorBox, LoadingStatus, Notice, panelButton } from '../ui';
import { PasswordConfirmForm } from './password-confirm-form';
import styles from './profile.module.css';

// The profile's "Verificación en dos pasos" card (ASVS 6.3.2, 6.5): turn the TOTP second factor on
// with a QR code, see it on, get new recovery codes, turn it off. Every change asks for the
// password first (ASVS 7.5.1); the recovery codes are shown once, to copy or download.

type Flow =
  | { step: 'password'; purpose: 'enable' | 'disable' | 'codes' }
  | { step: 'scan'; setup: TwoFactorSetup }
  | { step: 'codes'; codes: string[]; message: string };

export function TwoFactorCard({ className }: { className?: string }) {
  const status = useTwoFactorStatus();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setFlow(null);

  const body = () => {
    if (status.error)
      return <ErrorBox error={status.error} title="No pudimos consultar la verificación en dos pasos." />;
    if (!status.data) return <LoadingStatus>Consultando la verificación en dos pasos…</LoadingStatus>;
    const { enabled, required, recovery_codes_left: left } = status.data;
    if (!enabled) {
      return (
        <>
          {required ? (
            <Notice tone="info">
              Tu cuenta de administrador necesita la verificación en dos pasos. Actívala para seguir usando el panel.
            </Notice>
          ) : null}
          <p className={styles.twoFactorText}>
            Además de tu contraseña, al iniciar sesión te pediremos un código de 6 dígitos de una app de autenticación
            (Google Authenticator, Microsoft Authenticator, 1Password…). Aunque alguien conozca tu contraseña, no podrá
            entrar.
          </p>
          <button
            type="button"
            className={panelButton('primary')}
            onClick={() => setFlow({ step: 'password', purpose: 'enable' })}
          >
            Activar la verificación en dos pasos
          </button>
        </>
      );
    }
    return (
      <>
        <p className={styles.twoFactorOn}>
          <span className={styles.statusBadge}>Activa</span> Te pediremos un código de tu app cada vez que inicies
          sesión.
        </p>
        <p className={styles.twoFactorText}>
          {left === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${left} códigos de recuperación.`}
          {left <= 3 ? ' Genera códigos nuevos antes de que se acaben.' : ''}
        </p>
        <div className={styles.twoFactorActions}>
          <button
            type="button"
            className={panelButton('secondary')}
            onClick={() => setFlow({ step: 'password', purpose: 'codes' })}
          >
            Generar códigos de recuperación nuevos
          </button>
          {required ? (
            <p className={styles.twoFactorText}>Los administradores deben mantenerla activa.</p>
          ) : (
            <button
              type="button"
              className={panelButton('danger')}
              onClick={() => setFlow({ step: 'password', purpose: 'disable' })}
            >
              Desactivar
            </button>
          )}
        </div>
      </>
    );
  };

  return (
    <Card title="Verificación en dos pasos" className={className}>
      {notice ? (
        <div className={styles.notice}>
          <Notice key={notice} focus>
            {notice}
          </Notice>
        </div>
      ) : null}
      {body()}
      <Dialog open={flow !== null} onClose={close} title={dialogTitle(flow)}>
        {flow?.step === 'password' ? (
          <PasswordStep
            purpose={flow.purpose}
            onCancel={close}
            onDone={(next) => {
              if (next.kind === 'setup') setFlow({ step: 'scan', setup: next.setup });
              else if (next.kind === 'codes') setFlow({ step: 'codes', codes: next.codes, message: next.message });
              else {
                close();
                setNotice(next.message);
              }
            }}
          />
        ) : null}
        {flow?.step === 'scan' ? (
          <ScanStep setup={flow.setup} onEnabled={(codes, message) => setFlow({ step: 'codes', codes, message })} />
        ) : null}
        {flow?.step === 'codes' ? (
          <CodesStep
            codes={flow.codes}
            message={flow.message}
            onDone={() => {
              close();
              setNotice(flow.message);
            }}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}

function dialogTitle(flow: Flow | null): string {
  if (!flow) return '';
  if (flow.step === 'scan') return 'Agrega tu cuenta a la app';
  if (flow.step === 'codes') return 'Guarda tus códigos de recuperación';
  return flow.purpose === 'disable' ? 'Desactivar la verificación en dos pasos' : 'Confirma que eres tú';
}

type PasswordOutcome =
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; message: string }
  | { kind: 'done'; message: string };

/** The password again, then what `purpose` starts: the setup's QR code, new codes, or turning it off. */
function PasswordStep({
  purpose,
  onDone,
  onCancel,
}: {
  purpose: 'enable' | 'disable' | 'codes';
  onDone: (outcome: PasswordOutcome) => void;
  onCancel: () => void;
}) {
  const fallback = 'No pudimos comprobar tu contraseña. Inténtalo de nuevo.';
  if (purpose === 'enable') {
    return (
      <PasswordConfirmForm
        intro="Por seguridad, escribe tu contraseña actual."
        submitLabel="Continuar"
        pendingLabel="Comprobando…"
        fallback={fallback}
        confirm={startTwoFactorSetup}
        onConfirmed={(setup) => onDone({ kind: 'setup', setup })}
        onCancel={onCancel}
      />
    );
  }
  if (purpose === 'codes') {
    return (
      <PasswordConfirmForm
        intro="Los códigos que tienes dejarán de servir. Por seguridad, escribe tu contraseña actual."
        submitLabel="Generar códigos nuevos"
        pendingLabel="Generando…"
        fallback={fallback}
        confirm={renewRecoveryCodes}
        onConfirmed={(data) => onDone({ kind: 'codes', codes: data.recovery_codes, message: data.message })}
        onCancel={onCancel}
      />
    );
  }
  return (
    <PasswordConfirmForm
      intro="Sin la verificación en dos pasos, tu contraseña bastará para entrar a tu cuenta. Para confirmar, escribe tu contraseña."
      submitLabel="Desactivar"
      pendingLabel="Desactivando…"
      danger
      fallback={fallback}
      confirm={disableTwoFactor}
      onConfirmed={(data) =>
        onDone({ kind: 'done', message: String(data.message ?? 'La verificación en dos pasos está desactivada.') })
      }
      onCancel={onCancel}
    />
  );
}

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, 'El código tiene 6 dígitos.'),
});

/** The QR code and the key to type by hand, then the app's first code turns the factor on. */
function ScanStep({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[], message: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(codeSchema, {
    defaultValues: { code: '' },
    fields: ['code'],
    fallback: 'No pudimos activar la verificación. Inténtalo de nuevo.',
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    clearFailure();
    const result = await enableTwoFactor(code.replace(/\s/g, ''));
    if (result.ok) onEnabled(result.data.recovery_codes, result.data.message);
    else showFailure(result.error);
  });
  const qr = `data:image/svg+xml;base64,${btoa(setup.qr_svg)}`;

  return (
    <>
      <FormAlert failure={failure} />
      <ol className={styles.steps}>
        <li>Abre tu app de autenticación y elige agregar una cuenta.</li>
        <li>
          Escanea este código QR:
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made by the server for this user,
              never cached or optimized */}
          <img
            className={styles.qr}
            src={qr}
            width={192}
            height={192}
            alt="Código QR para agregar Solara a tu app de autenticación"
          />
          <span className={styles.twoFactorText}>
            ¿No puedes escanearlo? Escribe esta clave:{' '}
            <code className={styles.secret}>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </span>
        </li>
        <li>Escribe el código de 6 dígitos que muestra la app.</li>
      </ol>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="Código de la app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Activando…">
          Activar
        </SubmitButton>
      </form>
    </>
  );
}

/** The ten recovery codes, shown once: to download or copy before closing. */
function CodesStep({ codes, message, onDone }: { codes: string[]; message: string; onDone: () => void }) {
  const text = `Códigos de recuperación de Solara (cada uno sirve una sola vez)\n\n${codes.join('\n')}\n`;
  return (
    <>
      <p className={styles.twoFactorText}>{message}</p>
      <p className={styles.twoFactorText}>
        Si pierdes tu teléfono, cada código te deja entrar una vez. No volveremos a mostrarlos: descárgalos o cópialos
        ahora.
      </p>
      <ul className={styles.codes} aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.twoFactorActions}>
        <button
          type="button"
          className={panelButton('secondary')}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'solara-codigos-de-recuperacion.txt')}
        >
          Descargar (.txt)
        </button>
        <button
          type="button"
          className={panelButton('secondary')}
          onClick={() => void navigator.clipboard?.writeText(text)}
        >
          Copiar
        </button>
        <button type="button" className={panelButton('primary')} onClick={onDone}>
          Ya los guardé
        </button>
      </div>
    </>
  );
}
