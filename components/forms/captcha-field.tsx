'use client';

import { useRef, useState, type Ref } from 'react';
import { Captcha, isCaptchaEnabled, type CaptchaHandle } from '@/components/forms/captcha';
import type { ApiErrorBody } from '@/lib/contract/common';
import styles from './form.module.css';

const CAPTCHA_REQUIRED_MESSAGE = 'Completa la verificación de seguridad para continuar.';
const CAPTCHA_FIELD = 'hcaptcha_token';

function CaptchaField({ error, onToken, ref }: { error?: string; onToken: (token: string | null) => void; ref: Ref<CaptchaHandle> }) {
  return (
    <div className={styles.captcha}>
      <Captcha ref={ref} onVerify={(token) => onToken(token)} onExpire={() => onToken(null)} onFail={() => onToken(null)} />
      {error ? (
        <p className={styles.captchaError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The human verification of a public form. With no site key configured there is no
 * widget and no token is sent; otherwise the form may not be sent unsolved, and the
 * widget is reset after each attempt (a response token is good for one use only).
 */
export function useCaptcha() {
  const enabled = isCaptchaEnabled();
  const ref = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  return {
    /** The widget and its error message, or null when captcha is off. */
    field: enabled ? (
      <CaptchaField
        ref={ref}
        error={error}
        onToken={(next) => {
          setToken(next);
          if (next) setError(undefined);
        }}
      />
    ) : null,
    /** What to send as `hcaptcha_token`. */
    token: token ?? undefined,
    /** False, with a message under the widget, when captcha is on and not solved. */
    check(): boolean {
      if (!enabled || token) return true;
      setError(CAPTCHA_REQUIRED_MESSAGE);
      return false;
    },
    /** Clears the widget after an attempt so it can be solved again. */
    reset() {
      const handle = ref.current;
      if (handle) handle.reset(handle.widgetId);
      setToken(null);
    },
    /** Shows the server's `hcaptcha_token` messages under the widget; returns the body without them. */
    takeServerError(body: ApiErrorBody | null): ApiErrorBody | null {
      if (!body) return body;
      const { [CAPTCHA_FIELD]: messages, ...others } = body.errors ?? {};
      if (!messages) return body;
      setError(messages.join(' '));
      return { ...body, errors: others };
    },
  };
}
