'use client';

// Human verification (hCaptcha) with the spec's contract (§4, §5, §8, §9): it emits
// verify with the response token, expired and fail, each with a numeric widget id;
// defaults are light theme, normal size and tab index 0; it needs a site key, and a
// reset needs a numeric widget id.

import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';

export const MISSING_SITE_KEY_MESSAGE = 'options must include siteKey';
export const MISSING_WIDGET_ID_MESSAGE = 'resetRecaptcha must have widgetId';

/** An hCaptcha error code ("script-error", "network-error", …) as an Error. */
export class CaptchaError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(code);
    this.name = 'CaptchaError';
    this.code = code;
  }
}

/** Throws the spec's error unless a site key is given. */
export function assertSiteKey(siteKey: unknown): asserts siteKey is string {
  if (typeof siteKey !== 'string' || siteKey.trim() === '') throw new Error(MISSING_SITE_KEY_MESSAGE);
}

/** Throws the spec's error unless the widget id is a number. */
function assertWidgetId(widgetId: unknown): asserts widgetId is number {
  if (typeof widgetId !== 'number' || Number.isNaN(widgetId)) throw new Error(MISSING_WIDGET_ID_MESSAGE);
}

export { isCaptchaEnabled } from './captcha-enabled';

export type CaptchaHandle = {
  /** This widget's id, for `reset` and to match the events. */
  readonly widgetId: number;
  /** Clears the widget so it can be solved again. Throws without a numeric widget id. */
  reset(widgetId: number): void;
};

type CaptchaProps = {
  siteKey?: string;
  onVerify: (token: string, widgetId: number) => void;
  onExpire?: (widgetId: number) => void;
  onFail?: (error: Error, widgetId?: number) => void;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  tabIndex?: number;
  /**
   * Alternative script URL (spec §7: the provider's other domain, or a proxy);
   * NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL by default.
   */
  scriptSource?: string;
  ref?: Ref<CaptchaHandle>;
};

// Widget ids are numbers, like the ids of the provider's own JavaScript API.
let lastWidgetId = 0;
function allocateWidgetId(): number {
  lastWidgetId += 1;
  return lastWidgetId;
}

// The provider's render option is spelled `tabindex`; the React wrapper forwards every
// prop to it, so both spellings are given.
function providerTabIndex(tabIndex: number): Record<string, number> {
  return { tabindex: tabIndex };
}

type Notice = 'expired' | 'load-failed' | 'failed' | null;

const NOTICES: Record<Exclude<Notice, null>, string> = {
  expired: 'La verificación expiró. Vuelve a marcar la casilla.',
  'load-failed': 'No se pudo cargar la verificación. Revisa tu conexión y recarga la página.',
  failed: 'La verificación no se completó. Inténtalo de nuevo.',
};

export function Captcha({
  siteKey = process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY,
  onVerify,
  onExpire,
  onFail,
  theme = 'light',
  size = 'normal',
  tabIndex = 0,
  scriptSource = process.env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL || undefined,
  ref,
}: CaptchaProps) {
  const [widgetId] = useState(allocateWidgetId);
  const [notice, setNotice] = useState<Notice>(null);
  const widgetRef = useRef<HCaptcha>(null);

  useImperativeHandle(
    ref,
    () => ({
      widgetId,
      reset(id: number) {
        assertWidgetId(id);
        if (id !== widgetId) return; // another widget's id: not ours to reset
        widgetRef.current?.resetCaptcha();
        setNotice(null);
      },
    }),
    [widgetId],
  );

  // Spec §9: a widget without a site key raises the provider's own error. Forms never get
  // here without one: with no key configured, useCaptcha renders no widget at all.
  assertSiteKey(siteKey);

  const handleVerify = (token: string) => {
    setNotice(null);
    onVerify(token, widgetId);
  };
  const handleExpire = () => {
    setNotice('expired');
    onExpire?.(widgetId);
  };
  const handleError = (code: string) => {
    // Offline, the script never loads and the library reports "script-error".
    setNotice(code === 'script-error' ? 'load-failed' : 'failed');
    onFail?.(new CaptchaError(code), widgetId);
  };

  return (
    <div className="captcha" data-widget-id={widgetId}>
      <HCaptcha
        ref={widgetRef}
        sitekey={siteKey}
        theme={theme}
        size={size}
        tabIndex={tabIndex}
        {...providerTabIndex(tabIndex)}
        languageOverride="es"
        sentry={false}
        scriptSource={scriptSource}
        onVerify={handleVerify}
        onExpire={handleExpire}
        onError={handleError}
      />
      {notice !== null && (
        <p role={notice === 'expired' ? 'status' : 'alert'} className="captcha-notice">
          {NOTICES[notice]}
        </p>
      )}
    </div>
  );
}
