// The verification widget's contract (spec §4, §5, §8, §9), with the provider's widget
// replaced by a fake that exposes buttons to fire its events.

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import {
  assertSiteKey,
  Captcha,
  CaptchaError,
  isCaptchaEnabled,
  MISSING_SITE_KEY_MESSAGE,
  MISSING_WIDGET_ID_MESSAGE,
  type CaptchaHandle,
} from './captcha';

type FakeProps = {
  sitekey: string;
  theme?: string;
  size?: string;
  tabIndex?: number;
  sentry?: boolean;
  scriptSource?: string;
  onVerify?: (token: string, ekey: string) => void;
  onExpire?: () => void;
  onError?: (code: string) => void;
  ref?: React.Ref<{ resetCaptcha: () => void }>;
};

const mockWidgetProps = jest.fn<void, [FakeProps]>();
const mockResetCaptcha = jest.fn();

jest.mock('@hcaptcha/react-hcaptcha', () => {
  const { useImperativeHandle } = jest.requireActual<typeof import('react')>('react');
  function FakeHCaptcha(props: FakeProps) {
    mockWidgetProps(props);
    useImperativeHandle(props.ref, () => ({ resetCaptcha: mockResetCaptcha }));
    return (
      <div>
        <button type="button" onClick={() => props.onVerify?.('respuesta-10000', 'E0_clave')}>
          resolver
        </button>
        <button type="button" onClick={() => props.onExpire?.()}>
          expirar
        </button>
        <button type="button" onClick={() => props.onError?.('script-error')}>
          sin script
        </button>
        <button type="button" onClick={() => props.onError?.('challenge-error')}>
          fallar
        </button>
      </div>
    );
  }
  return { __esModule: true, default: FakeHCaptcha };
});

const SITE_KEY = '10000000-ffff-ffff-ffff-000000000001';

function lastWidgetProps(): FakeProps {
  const call = mockWidgetProps.mock.calls.at(-1);
  if (!call) throw new Error('the widget was not rendered');
  return call[0];
}

beforeEach(() => {
  mockWidgetProps.mockClear();
  mockResetCaptcha.mockClear();
});

it('passes the defaults to the widget: light theme, normal size, tab index 0, no Sentry', () => {
  render(<Captcha siteKey={SITE_KEY} onVerify={jest.fn()} />);

  expect(lastWidgetProps()).toMatchObject({
    sitekey: SITE_KEY,
    theme: 'light',
    size: 'normal',
    tabIndex: 0,
    sentry: false,
  });
});

it('emits verify with the response token and a numeric widget id', async () => {
  const onVerify = jest.fn();
  const ref = createRef<CaptchaHandle>();
  render(<Captcha ref={ref} siteKey={SITE_KEY} onVerify={onVerify} />);

  await userEvent.click(screen.getByRole('button', { name: 'resolver' }));

  expect(onVerify).toHaveBeenCalledWith('respuesta-10000', ref.current?.widgetId);
  expect(typeof ref.current?.widgetId).toBe('number');
});

it('passes expired to the host with the widget id, and tells the visitor', async () => {
  const onExpire = jest.fn();
  const ref = createRef<CaptchaHandle>();
  render(<Captcha ref={ref} siteKey={SITE_KEY} onVerify={jest.fn()} onExpire={onExpire} />);

  await userEvent.click(screen.getByRole('button', { name: 'expirar' }));

  expect(onExpire).toHaveBeenCalledWith(ref.current?.widgetId);
  expect(screen.getByRole('status')).toHaveTextContent('La verificación expiró');
});

it('passes fail to the host with the error and the widget id', async () => {
  const onFail = jest.fn();
  const ref = createRef<CaptchaHandle>();
  render(<Captcha ref={ref} siteKey={SITE_KEY} onVerify={jest.fn()} onFail={onFail} />);

  await userEvent.click(screen.getByRole('button', { name: 'fallar' }));

  const [error, widgetId] = onFail.mock.calls[0] as [CaptchaError, number];
  expect(error).toBeInstanceOf(CaptchaError);
  expect(error.code).toBe('challenge-error');
  expect(widgetId).toBe(ref.current?.widgetId);
  expect(screen.getByRole('alert')).toHaveTextContent('La verificación no se completó');
});

it('says in Spanish that the verification could not load when the script fails (offline)', async () => {
  const onFail = jest.fn();
  render(<Captcha siteKey={SITE_KEY} onVerify={jest.fn()} onFail={onFail} />);

  await userEvent.click(screen.getByRole('button', { name: 'sin script' }));

  expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la verificación');
  expect(onFail).toHaveBeenCalledWith(expect.objectContaining({ code: 'script-error' }), expect.any(Number));
});

it('raises "options must include siteKey" when rendered without a site key, and renders no widget', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs the render error

  expect(() => render(<Captcha siteKey="" onVerify={jest.fn()} />)).toThrow(new Error('options must include siteKey'));

  expect(MISSING_SITE_KEY_MESSAGE).toBe('options must include siteKey');
  expect(mockWidgetProps).not.toHaveBeenCalled();
  expect(() => assertSiteKey(undefined)).toThrow(new Error('options must include siteKey'));
});

it('loads the provider script from NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL when set (spec §7: the alternative domain)', () => {
  const saved = process.env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL;
  process.env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL = 'https://js.hcaptcha-alt.example/1/api.js';
  try {
    render(<Captcha siteKey={SITE_KEY} onVerify={jest.fn()} />);
    expect(mockWidgetProps).toHaveBeenCalledWith(
      expect.objectContaining({ scriptSource: 'https://js.hcaptcha-alt.example/1/api.js' }),
    );
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL;
    else process.env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL = saved;
  }
});

it('throws "resetRecaptcha must have widgetId" when reset gets no numeric widget id', () => {
  const ref = createRef<CaptchaHandle>();
  render(<Captcha ref={ref} siteKey={SITE_KEY} onVerify={jest.fn()} />);
  const handle = ref.current!;
  const resetWith = (id: unknown) => () => handle.reset(id as number);

  expect(resetWith(undefined)).toThrow(new Error('resetRecaptcha must have widgetId'));
  expect(resetWith('1')).toThrow(new Error(MISSING_WIDGET_ID_MESSAGE));
  expect(mockResetCaptcha).not.toHaveBeenCalled();
});

it('resets the widget when given its numeric id', async () => {
  const ref = createRef<CaptchaHandle>();
  render(<Captcha ref={ref} siteKey={SITE_KEY} onVerify={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'expirar' }));

  act(() => ref.current!.reset(ref.current!.widgetId));

  expect(mockResetCaptcha).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('isCaptchaEnabled is false without a site key (development) and true with one', () => {
  expect(isCaptchaEnabled(undefined)).toBe(false);
  expect(isCaptchaEnabled('  ')).toBe(false);
  expect(isCaptchaEnabled(SITE_KEY)).toBe(true);
});
