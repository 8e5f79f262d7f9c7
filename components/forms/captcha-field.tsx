'use client';

import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import type { CaptchaHandle } from '@/components/forms/captcha';
import { isCaptchaEnabled } from '@/components/forms/captcha-enabled';
import type { ApiErrorBody } from '@/lib/contract/common';
import styles from './form.module.css';

const CAPTCHA_REQUIRED_MESSAGE = 'Completa la verificación de seguridad para continuar.';
const CAPTCHA_FIELD = 'hcaptcha_token';

// The widget (its React wrapper, then the provider's script) is fetched only once the visitor
// starts on the form: a page that is only read never loads it.
const Captcha = lazy(() => import('@/components/forms/captcha').then((module) => ({ default: module.Captcha })));

/** True once focus or a pointer enters the form that holds `ref` (or `ref` itself, outside a form). */
function useEngaged(ref: { current: HTMLElement | null }): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    const area = ref.current?.closest('form') ?? ref.current;
    if (!area || engaged) return;
    const engage = () => setEngaged(true);
    // Already inside (focus came before hydration finished).
    if (area.contains(document.activeElement)) engage();
    area.addEventListener('focusin', engage);
    area.addEventListener('pointerdown', engage);
    return () => {
      area.removeEventListener('focusin', engage);
      area.removeEventListener('pointerdown', engage);
    };
  }, [ref, engaged]);
  return engaged;
}

function CaptchaField({
  error,
  onToken,
  ref,
}: {
  error?: string;
  onToken: (token: string | null) => void;
  ref: Ref<CaptchaHandle>;
}) {
  const area = useRef<HTMLDivElement>(null);
  const engaged = useEngaged(area);
  return (
    <div ref={area} className={styles.captcha}>
      {/* The box keeps the widget's height, so nothing below it moves when it arrives. */}
      <div className={styles.captchaBox}>
        {engaged ? (
          <Suspense fallback={null}>
            <Captcha
              ref={ref}
              onVerify={(token) => onToken(token)}
              onExpire={() => onToken(null)}
              onFail={() => onToken(null)}
            />
          </Suspense>
        ) : null}
      </div>
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
